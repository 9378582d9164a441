import type Database from 'better-sqlite3';

import type { HistoryStatus } from '../../../shared/schemas/history';
import { timeOfSeq } from './history-id';
import { listAuditFiles } from './history-log';
import type { RetentionPolicy } from './retention';

/** Counts for the status line: entries, files, bytes, time span, bytes not indexed yet. */
export function readStatus(
  db: Database.Database,
  dir: string,
  retention: RetentionPolicy,
): HistoryStatus {
  const files = listAuditFiles(dir);
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  const row = db
    .prepare('SELECT count(*) AS entries, min(seq) AS low, max(seq) AS high FROM entries')
    .get() as { entries: number; low: number | null; high: number | null };
  const indexed = db.prepare('SELECT total(indexed_bytes) FROM files').pluck().get() as number;
  const time = (seq: number | null) =>
    seq === null ? null : new Date(timeOfSeq(seq)).toISOString();
  return {
    entries: row.entries,
    files: files.length,
    bytes,
    oldest: time(row.low),
    newest: time(row.high),
    pendingBytes: Math.max(0, bytes - indexed),
    retention,
  };
}
