import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { AppServices, type AppServicesConfig } from '../../electron/services/app-services';
import { resolveHostPaths, type HostPaths } from '../../electron/services/platform/host-paths';

export interface TempHome {
  root: string;
  home: string;
  dataDir: string;
  paths: HostPaths;
  /** Writes a file (creating folders) below the temp root; returns its absolute path. */
  write(relative: string, content: string | Buffer, mode?: number): Promise<string>;
  mkdir(relative: string): Promise<string>;
  cleanup(): Promise<void>;
}

/** A throw-away HOME, data dir and workspace area: the real user's files are never touched. */
export async function createTempHome(): Promise<TempHome> {
  const root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'hookyard-')));
  const home = path.join(root, 'home');
  const dataDir = path.join(root, 'data');
  await fs.mkdir(home, { recursive: true });
  const paths = resolveHostPaths({ HOME: home, PATH: process.env.PATH }, 'linux', {
    claudeManagedSettings: path.join(root, 'etc', 'claude-code', 'managed-settings.json'),
    geminiSystemSettings: path.join(root, 'etc', 'gemini-cli', 'settings.json'),
  });
  return {
    root,
    home,
    dataDir,
    paths,
    async write(relative, content, mode) {
      const file = path.join(root, relative);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, content);
      if (mode !== undefined) await fs.chmod(file, mode);
      return file;
    },
    async mkdir(relative) {
      const folder = path.join(root, relative);
      await fs.mkdir(folder, { recursive: true });
      return folder;
    },
    cleanup: () => fs.rm(root, { recursive: true, force: true }),
  };
}

/** The real service graph over a temp home, as `hookyard serve` builds it. */
export function createTestServices(
  temp: TempHome,
  watch = false,
  hostEnv?: NodeJS.ProcessEnv,
  more: Partial<AppServicesConfig> = {},
): Promise<AppServices> {
  return AppServices.create({
    ...more,
    hostEnv,
    dataDir: temp.dataDir,
    paths: temp.paths,
    mode: 'browser',
    version: '0.0.0-test',
    watch,
    audit: true,
    resourcesDir: path.resolve(__dirname, '../../resources'),
  });
}
