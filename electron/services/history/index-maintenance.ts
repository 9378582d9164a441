import type Database from 'better-sqlite3';

import { RETIRED_PREFIX } from './index-drop';
import { clearRollups, daysOfFiles, rebuildRollupDays } from './rollup-rebuild';

/**
 * Removes log files' rows from the index (their entries, their text, their offsets) and recounts
 * the rollups of the days they were in, in one transaction. Used when log files disappeared or
 * shrank (retention drops its files' rows in steps instead, see RetiredRowsDrop). All files at
 * once: `file` has no index, so each statement walks the entries once whatever the number of
 * files, and a day several files share is recounted once.
 * Returns how many entries went.
 */
export function dropFileRows(db: Database.Database, fileIds: readonly number[]): number {
  if (fileIds.length === 0) return 0;
  const files = fileIds.map((id) => Math.trunc(id)).join(',');
  return db.transaction(() => {
    const days = daysOfFiles(db, files);
    db.prepare(
      `DELETE FROM entries_text WHERE rowid IN (SELECT seq FROM entries WHERE file IN (${files}))`,
    ).run();
    const { changes } = db.prepare(`DELETE FROM entries WHERE file IN (${files})`).run();
    db.prepare(`DELETE FROM files WHERE id IN (${files})`).run();
    rebuildRollupDays(db, days);
    return changes;
  })();
}

/** Empties the index of entries, text, rollups, terms and file offsets; ingest cursors are kept. */
export function clearIndex(db: Database.Database): void {
  db.transaction(() => {
    clearRollups(db);
    db.exec(`
      DELETE FROM entries;
      INSERT INTO entries_text (entries_text) VALUES ('delete-all');
      DELETE FROM terms;
      DELETE FROM files;
    `);
  })();
}

/**
 * The indexed log files by name, with their ids and offsets; not the retired ones, whose files
 * are gone and whose rows are being dropped (see RetiredRowsDrop).
 */
export function indexedFiles(
  db: Database.Database,
): Map<string, { id: number; indexedBytes: number }> {
  const rows = db
    .prepare(
      `SELECT id, name, indexed_bytes AS indexedBytes FROM files WHERE name NOT LIKE '${RETIRED_PREFIX}%'`,
    )
    .all() as {
    id: number;
    name: string;
    indexedBytes: number;
  }[];
  return new Map(rows.map((row) => [row.name, { id: row.id, indexedBytes: row.indexedBytes }]));
}
