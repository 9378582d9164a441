import type Database from 'better-sqlite3';

import { clearRollups, daysOfFile, rebuildRollupDays } from './rollup-rebuild';

/**
 * Removes one log file's rows from the index (its entries, their text, its offset) and recounts
 * the rollups of the days they were in, in one transaction. Used by retention and when a log
 * file disappeared or shrank.
 */
export function dropFileRows(db: Database.Database, fileId: number): number {
  return db.transaction(() => {
    const days = daysOfFile(db, fileId);
    db.prepare(
      'DELETE FROM entries_text WHERE rowid IN (SELECT seq FROM entries WHERE file = ?)',
    ).run(fileId);
    const { changes } = db.prepare('DELETE FROM entries WHERE file = ?').run(fileId);
    db.prepare('DELETE FROM files WHERE id = ?').run(fileId);
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

/** The indexed files by name, with their ids and offsets. */
export function indexedFiles(
  db: Database.Database,
): Map<string, { id: number; indexedBytes: number }> {
  const rows = db.prepare('SELECT id, name, indexed_bytes AS indexedBytes FROM files').all() as {
    id: number;
    name: string;
    indexedBytes: number;
  }[];
  return new Map(rows.map((row) => [row.name, { id: row.id, indexedBytes: row.indexedBytes }]));
}
