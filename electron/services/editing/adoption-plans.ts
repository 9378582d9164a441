import fs from 'node:fs/promises';
import path from 'node:path';

import type { HookEntry } from '../../../shared/schemas/hook';
import {
  type AdoptionRecord,
  installedShimPath,
  WATCH_SHIM_NAME,
  type WatchSpec,
} from './adoption-record';
import { writeFileAtomic } from './atomic-write';
import { planAdoptHandler, planReleaseHandler } from './claude-adoption';
import type { PlannedChange } from './claude-handler-edits';
import { planAdoptFile, planReleaseFile } from './cline-adoption';

/**
 * Plans putting a hook behind the workspace shim: a settings handler's command, or a hook file.
 * `workspaces` null runs it everywhere (adopted only to be watched).
 */
export function planAdopt(
  entry: HookEntry,
  options: {
    dataDir: string;
    id: string;
    workspaces: string[] | null;
    platform: NodeJS.Platform;
    watch?: WatchSpec;
  },
): Promise<PlannedChange> {
  const { dataDir, id, workspaces, platform, watch } = options;
  return entry.handler.type === 'file'
    ? planAdoptFile(entry.sourcePath, entry.id, dataDir, id, workspaces, platform, watch)
    : planAdoptHandler(entry, dataDir, id, workspaces, watch);
}

/** Plans putting the original back byte for byte, whichever kind of adoption it is. */
export function planRelease(dataDir: string, record: AdoptionRecord): Promise<PlannedChange> {
  return record.original.kind === 'settings-handler'
    ? planReleaseHandler(dataDir, record)
    : planReleaseFile(dataDir, record);
}

/**
 * Copies the packaged shim and its watch half into the data dir when missing or different (an
 * update): adopted hooks call these copies, which outlive the app itself.
 */
export async function installShims(dataDir: string, shimSource: string): Promise<void> {
  const target = installedShimPath(dataDir);
  const pairs: Array<[string, string]> = [
    [shimSource, target],
    [
      path.join(path.dirname(shimSource), WATCH_SHIM_NAME),
      path.join(path.dirname(target), WATCH_SHIM_NAME),
    ],
  ];
  for (const [source, copy] of pairs) {
    const [wanted, present] = await Promise.all([
      fs.readFile(source),
      fs.readFile(copy).catch(() => null),
    ]);
    if (!present?.equals(wanted)) await writeFileAtomic(copy, wanted, 0o644);
  }
}
