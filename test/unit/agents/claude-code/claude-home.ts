import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { ClaudeCodeDialect } from '../../../../electron/services/agents/claude-code/claude-code-dialect';
import type {
  DiscoveryResult,
  DiscoveryTarget,
} from '../../../../electron/services/agents/dialect';
import { FileProbe } from '../../../../electron/services/platform/file-probe';
import {
  type HostPaths,
  resolveHostPaths,
} from '../../../../electron/services/platform/host-paths';
import { createWhich } from '../../../../electron/services/platform/which';
import type { HookEntry } from '../../../../shared/schemas/hook';

export const FIXTURES = path.resolve(__dirname, '../../../../../shared/fixtures/claude/scenarios');

/** A temporary HOME with a `.claude` folder, a managed-settings path and workspaces beside it. */
export interface ClaudeHome {
  root: string;
  paths: HostPaths;
  /** Writes a file (JSON-encoding objects), creating its folders; returns its path. */
  write(file: string, content: string | object | Buffer): Promise<string>;
  /** A workspace folder under the temp root. */
  workspace(name: string): Promise<string>;
  discover(target?: DiscoveryTarget, options?: { pathEnv?: string }): Promise<DiscoveryResult>;
  cleanup(): Promise<void>;
}

export async function createClaudeHome(): Promise<ClaudeHome> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'hookyard-claude-'));
  const home = path.join(root, 'home');
  await fs.mkdir(path.join(home, '.claude'), { recursive: true });
  const paths = resolveHostPaths({ PATH: process.env.PATH }, 'linux', {
    home,
    claudeManagedSettings: path.join(root, 'etc', 'claude-code', 'managed-settings.json'),
  });
  const dialect = new ClaudeCodeDialect();
  return {
    root,
    paths,
    async write(file, content) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      const data =
        typeof content === 'string' || Buffer.isBuffer(content)
          ? content
          : JSON.stringify(content, null, 2);
      await fs.writeFile(file, data);
      return file;
    },
    async workspace(name) {
      const folder = path.join(root, name);
      await fs.mkdir(folder, { recursive: true });
      return folder;
    },
    discover(target = { kind: 'user' }, options = {}) {
      const used = options.pathEnv === undefined ? paths : { ...paths, pathEnv: options.pathEnv };
      return dialect.discover(target, {
        paths: used,
        files: new FileProbe(),
        which: createWhich(used.pathEnv, 'linux'),
      });
    },
    cleanup: () => fs.rm(root, { recursive: true, force: true }),
  };
}

/** `{hooks: {<event>: [{matcher?, hooks: [...handlers]}]}}` with one group. */
export function settingsWith(
  event: string,
  handlers: object[],
  matcher?: string,
  extra: object = {},
): object {
  return {
    ...extra,
    hooks: { [event]: [{ ...(matcher === undefined ? {} : { matcher }), hooks: handlers }] },
  };
}

export const command = (text: string, more: object = {}) => ({
  type: 'command',
  command: text,
  ...more,
});

export function userSettings(home: ClaudeHome): string {
  return path.join(home.paths.claudeDir, 'settings.json');
}

export function projectSettings(root: string, local = false): string {
  return path.join(root, '.claude', local ? 'settings.local.json' : 'settings.json');
}

/** The single row whose source is `file` (and locator, when given); fails loudly otherwise. */
export function rowOf(result: DiscoveryResult, file: string, locator?: string): HookEntry {
  const rows = result.hooks.filter(
    (hook) => hook.sourcePath === file && (locator === undefined || hook.locator === locator),
  );
  if (rows.length !== 1) {
    throw new Error(`expected one row for ${file} ${locator ?? ''}, found ${rows.length}`);
  }
  return rows[0] as HookEntry;
}

export const noteCodes = (row: HookEntry) => row.notes.map((note) => note.key);
