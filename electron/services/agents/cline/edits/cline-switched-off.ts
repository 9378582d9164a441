import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import type { AgentId } from '../../../../../shared/schemas/agent';
import type { HookEntry } from '../../../../../shared/schemas/hook';
import { DISABLED_REASON, type DisabledHook, RAW_CAP } from '../../../editing/disabled-hooks';
import type { HostPaths } from '../../../platform/host-paths';
import { cliHookFolders } from '../../cline-cli/cli-hook-folders';
import { vscodeHookFolders } from '../../cline-vscode/vscode-hook-folders';
import type { DiscoveryTarget } from '../../dialect';
import { contentHash, hookId } from '../../hook-id';
import { intendedEvent } from '../hook-names';
import { CLINE_DISABLED_FOLDER } from '../scan-hook-folders';

/** Each Cline runtime and the hooks folders it reads (the same folder may serve both). */
const RUNTIME_FOLDERS: ReadonlyArray<[AgentId, typeof cliHookFolders]> = [
  ['cline-cli', cliHookFolders],
  ['cline-vscode', vscodeHookFolders],
];

/**
 * The hook files Hookyard switched off in the `.hookyard-disabled/` subfolder of every Cline
 * hooks folder of the target: one hook per file, with a row for each runtime that reads the
 * folder. Unreadable folders are skipped. Never throws.
 */
export async function listSwitchedOffFiles(
  target: DiscoveryTarget,
  paths: HostPaths,
): Promise<DisabledHook[]> {
  const readers = new Map<string, { scope: HookEntry['scope']; agents: AgentId[] }>();
  for (const [agent, folders] of RUNTIME_FOLDERS) {
    for (const folder of folders(target, paths)) {
      const known = readers.get(folder.path) ?? { scope: folder.scope, agents: [] };
      known.agents.push(agent);
      readers.set(folder.path, known);
    }
  }
  const perFolder = await Promise.all(
    [...readers].map(async ([folder, reader]) => {
      const stored = path.join(folder, CLINE_DISABLED_FOLDER);
      const dirents = await fs.readdir(stored, { withFileTypes: true }).catch(() => []);
      return Promise.all(
        dirents
          .filter((dirent) => dirent.isFile())
          .map((dirent) => switchedOffFile(folder, dirent.name, reader.scope, reader.agents)),
      );
    }),
  );
  return perFolder.flat();
}

async function switchedOffFile(
  folder: string,
  name: string,
  scope: HookEntry['scope'],
  agents: AgentId[],
): Promise<DisabledHook> {
  const storedPath = path.join(folder, CLINE_DISABLED_FOLDER, name);
  const locator = `${CLINE_DISABLED_FOLDER}/${name}`;
  const head = await readHead(storedPath);
  return {
    id: createHash('sha256').update(`disabled\0${storedPath}`).digest('hex').slice(0, 16),
    kind: 'hook-file',
    sourcePath: path.join(folder, name),
    storedPath,
    nextHookId: null,
    disabledAt: null,
    entries: agents.map((agent) => ({
      id: hookId(agent, storedPath, locator),
      contentHash: contentHash([locator, head]),
      agent,
      scope,
      event: intendedEvent(name),
      sourcePath: storedPath,
      position: null,
      locator,
      matcher: null,
      handler: { type: 'file', summary: storedPath, argv: null, timeoutSec: null },
      status: 'disabled',
      reason: DISABLED_REASON,
      notes: [],
      raw: head,
    })),
  };
}

async function readHead(file: string): Promise<string> {
  try {
    const handle = await fs.open(file, 'r');
    try {
      const buffer = Buffer.alloc(RAW_CAP);
      const { bytesRead } = await handle.read(buffer, 0, RAW_CAP, 0);
      return buffer.subarray(0, bytesRead).toString('utf8');
    } finally {
      await handle.close();
    }
  } catch {
    return '';
  }
}
