import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { AUDIT_MIGRATIONS } from '../../electron/services/history/migrations';
import { migrationHash } from '../../electron/services/history/migrations/migrate';
import { BENCH_CACHE } from './bench-size';

/**
 * The index's schema as a cache key: a hash of every migration. An index kept from an older
 * schema would be migrated on its first open, and that would be timed as reads.
 */
export const SCHEMA_KEY = crypto
  .createHash('sha256')
  .update(AUDIT_MIGRATIONS.map(migrationHash).join('\n'))
  .digest('hex')
  .slice(0, 12);

const fileOf = (key: string) => path.join(BENCH_CACHE, `index-${key}`, 'index.sqlite');

/**
 * Copies the index kept under `key` to `file`; false when there is none. A copy, not a link:
 * the benches write to the index they read (retention, the planner's statistics on close).
 */
export function copyCachedIndex(key: string, file: string): boolean {
  const kept = fileOf(key);
  if (!fs.existsSync(kept)) return false;
  fs.copyFileSync(kept, file, fs.constants.COPYFILE_FICLONE);
  return true;
}

/** Keeps a copy of the closed index `file` (no WAL left beside it) under `key`. */
export function saveCachedIndex(key: string, file: string): void {
  if (fs.existsSync(`${file}-wal`) && fs.statSync(`${file}-wal`).size > 0)
    throw new Error(`${file} is still open: its WAL holds committed pages`);
  const kept = fileOf(key);
  fs.mkdirSync(path.dirname(kept), { recursive: true });
  // Copied aside and renamed: an interrupted copy is never taken for an index.
  fs.copyFileSync(file, `${kept}.partial`, fs.constants.COPYFILE_FICLONE);
  fs.renameSync(`${kept}.partial`, kept);
}
