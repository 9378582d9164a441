import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type { DiscoveryContext } from '../../../../electron/services/agents/dialect';
import { FileProbe } from '../../../../electron/services/platform/file-probe';
import {
  type HostPaths,
  resolveHostPaths,
} from '../../../../electron/services/platform/host-paths';
import { createWhich } from '../../../../electron/services/platform/which';

export const NODE_HOOK = '#!/usr/bin/env node\nprocess.stdout.write("{}");\n';
export const BASH_HOOK = '#!/usr/bin/env bash\ncat >/dev/null\necho "{}"\n';
export const PLAIN_HOOK = 'echo "{}"\n';

/** A throw-away HOME (`<root>/home`) and workspace (`<root>/ws`) on the real file system. */
export interface TempClineHost {
  root: string;
  home: string;
  ws: string;
  paths: HostPaths;
  /** A fresh discovery context (new FileProbe); `pathEnv` replaces PATH for `which`. */
  context(pathEnv?: string): DiscoveryContext;
  /** Writes a file under root (parents created) and returns its absolute path. */
  write(relative: string, content: string | Buffer, mode?: number): Promise<string>;
  cleanup(): Promise<void>;
}

export async function createTempClineHost(
  platform: NodeJS.Platform = 'linux',
): Promise<TempClineHost> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'hookyard-cline-'));
  const home = path.join(root, 'home');
  const ws = path.join(root, 'ws');
  await fs.mkdir(home);
  await fs.mkdir(ws);
  const paths = resolveHostPaths({ PATH: process.env.PATH }, platform, { home });
  return {
    root,
    home,
    ws,
    paths,
    context: (pathEnv = paths.pathEnv) => ({
      paths: { ...paths, pathEnv },
      files: new FileProbe(),
      which: createWhich(pathEnv),
    }),
    write: async (relative, content, mode = 0o755) => {
      const file = path.join(root, relative);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, content);
      await fs.chmod(file, mode);
      return file;
    },
    cleanup: () => fs.rm(root, { recursive: true, force: true }),
  };
}

/** Every path under `root` with mode, size and mtime: equal snapshots mean nothing was written. */
export async function snapshotTree(root: string): Promise<string[]> {
  const lines: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const name of (await fs.readdir(dir)).sort()) {
      const file = path.join(dir, name);
      const stats = await fs.lstat(file);
      lines.push(`${file} ${stats.mode} ${stats.size} ${stats.mtimeMs}`);
      if (stats.isDirectory()) await walk(file);
    }
  };
  await walk(root);
  return lines;
}

/** A folder holding only links to the given commands: a PATH without anything else. */
export async function createBinDir(
  root: string,
  commands: Record<string, string>,
): Promise<string> {
  const dir = await fs.mkdtemp(path.join(root, 'bin-'));
  for (const [name, target] of Object.entries(commands)) {
    await fs.symlink(target, path.join(dir, name));
  }
  return dir;
}
