import fs from 'node:fs/promises';
import path from 'node:path';

import { AppFailure } from '../../../../../shared/result';
import {
  absentSnapshot,
  type PlannedChange,
  type PlannedWrite,
} from '../../../editing/edit-engine';
import { readSnapshot } from '../../../editing/file-snapshot';
import { CLINE_DISABLED_FOLDER } from '../scan-hook-folders';
import { codedText } from '../../../../../shared/i18n/coded-text';

/**
 * Refuses anything but a regular file in a hooks folder. A symlink is refused rather than
 * followed: moving the link's target would change a file outside the hooks folder, and the
 * Cline CLI never runs a link anyway. A folder (e.g. `.hookyard-disabled` itself) is refused.
 */
export async function assertMovableHookFile(file: string): Promise<void> {
  let stats: import('node:fs').Stats;
  try {
    stats = await fs.lstat(file);
  } catch {
    throw new AppFailure('not-found', 'failure.file-gone', { file });
  }
  if (stats.isSymbolicLink()) {
    throw new AppFailure('invalid-request', 'failure.file-is-symlink', { file });
  }
  if (!stats.isFile()) {
    throw new AppFailure('invalid-request', 'failure.not-a-hook-file', { file });
  }
}

/** Where a hook file waits while it is off: `<hooks folder>/.hookyard-disabled/<name>`. */
export function disabledLocation(file: string): string {
  return path.join(path.dirname(file), CLINE_DISABLED_FOLDER, path.basename(file));
}

/**
 * Plans switching off a Cline hook file: a rename into `.hookyard-disabled/` beside it (name,
 * bytes, mode and times kept). Neither Cline runtime looks into subfolders of a hooks folder,
 * on any OS. AppFailure('conflict') when a switched-off file of that name is already there.
 */
export async function planDisableFile(sourcePath: string): Promise<PlannedChange> {
  await assertMovableHookFile(sourcePath);
  const to = disabledLocation(sourcePath);
  const snapshot = await readSnapshot(sourcePath);
  await assertFree(to, 'failure.switched-off-file-exists');
  return {
    writes: [{ kind: 'move', snapshot, to }],
    summary: [codedText('change.hook-file-switched-off', { file: sourcePath })],
  };
}

/** Plans moving a switched-off hook file back; AppFailure('conflict') when a new file took its name. */
export async function planEnableFile(
  storedPath: string,
  sourcePath: string,
): Promise<PlannedChange> {
  await assertMovableHookFile(storedPath);
  const snapshot = await readSnapshot(storedPath);
  await assertFree(sourcePath, 'failure.new-file-took-name');
  return {
    writes: [{ kind: 'move', snapshot, to: sourcePath }],
    summary: [codedText('change.hook-file-switched-on', { file: sourcePath })],
  };
}

/**
 * The writes that move a hook file's bytes and mode to `to`, which must not exist yet, and
 * delete it where it was: into the trash (`to` the kept file) and back out of it.
 */
export async function keepFileWrites(from: string, to: string): Promise<PlannedWrite[]> {
  const kept = await readSnapshot(from);
  return [
    {
      kind: 'write',
      snapshot: await absentSnapshot(to),
      bytes: kept.bytes as Buffer,
      mode: kept.mode ?? 0o644,
    },
    { kind: 'delete', snapshot: kept },
  ];
}

async function assertFree(
  file: string,
  why: 'failure.switched-off-file-exists' | 'failure.new-file-took-name',
): Promise<void> {
  try {
    await fs.lstat(file);
  } catch {
    return;
  }
  throw new AppFailure('conflict', why, {
    name: path.basename(file),
    folder: path.dirname(file),
    file,
  });
}
