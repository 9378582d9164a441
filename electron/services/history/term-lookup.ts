import type Database from 'better-sqlite3';

/** The term ids of some values of one field; values that never occurred are left out. */
export function termIds(db: Database.Database, field: number, values: readonly string[]): number[] {
  const get = db.prepare('SELECT id FROM terms WHERE field = ? AND value = ?').pluck();
  return values
    .map((value) => get.get(field, value) as number | undefined)
    .filter((id) => id !== undefined);
}

/** The values of some term ids, by id. */
export function termValues(db: Database.Database, ids: readonly number[]): Map<number, string> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = db.prepare(`SELECT id, value FROM terms WHERE id IN (${idList(unique)})`).all() as {
    id: number;
    value: string;
  }[];
  return new Map(rows.map((row) => [row.id, row.value]));
}

/** Ids are integers from SQLite, so inlining them is safe; an empty list matches nothing. */
export function idList(ids: readonly number[]): string {
  return ids.length ? ids.map((id) => Math.trunc(id)).join(',') : 'NULL';
}
