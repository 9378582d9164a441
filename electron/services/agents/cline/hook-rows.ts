import type { AgentId } from '../../../../shared/schemas/agent';
import type { HookEntry, HookSource, Note } from '../../../../shared/schemas/hook';
import { contentHash, hookId } from '../hook-id';
import type { FolderScan, ScannedRow } from './scan-hook-folders';

const NON_UTF8_NOTE: Note = { key: 'note.non-utf8-name', params: {} };

/** One inventory row for one judged file: the file is the source, its name the locator. */
export function toHookEntry(agent: AgentId, row: ScannedRow): HookEntry {
  const { entry, verdict } = row;
  return {
    id: hookId(agent, entry.path, entry.locator),
    contentHash: contentHash([entry.locator, row.raw]),
    agent,
    scope: row.folder.scope,
    event: verdict.event,
    sourcePath: entry.path,
    position: null,
    locator: entry.locator,
    matcher: null,
    handler: {
      type: 'file',
      summary: verdict.argv ? verdict.argv.join(' ') : entry.path,
      argv: verdict.argv,
      timeoutSec: verdict.timeoutSec,
    },
    status: verdict.status,
    reason: verdict.reason,
    notes: entry.nonUtf8 ? [...verdict.notes, NON_UTF8_NOTE] : verdict.notes,
    raw: row.raw,
  };
}

/** One source per folder; `hookCount` counts the files the runtime does not ignore. */
export function toHookSources(agent: AgentId, scan: FolderScan): HookSource[] {
  const counts = new Map<string, number>();
  for (const row of scan.rows) {
    if (row.verdict.status !== 'ignored') {
      counts.set(row.folder.path, (counts.get(row.folder.path) ?? 0) + 1);
    }
  }
  return scan.folders.map(({ folder, listing }) => ({
    agent,
    scope: folder.scope,
    kind: 'hooks-folder',
    path: folder.path,
    state: listing.state,
    reason: listing.reason,
    hookCount: counts.get(folder.path) ?? 0,
  }));
}
