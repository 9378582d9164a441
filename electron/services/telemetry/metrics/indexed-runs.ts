import type Database from 'better-sqlite3';

/** What the metrics count of one entry: the same fields in an index row and an HistoryEntry. */
export interface CountedEntry {
  kind: string;
  source: string;
  agent: string;
  event: string;
  outcome: string | null;
  hook: string | null;
  durationMs: number | null;
}

/**
 * Visits every indexed entry once, a page at a time, yielding to the event loop between pages so
 * that counting a million entries never freezes the process. All pages are read in one read
 * transaction: one snapshot of the index, so that an entry appended meanwhile is either in it or
 * handed over by the writer afterwards, never both. This is the one place the metrics read the
 * audit index, so that a rollup table can replace it without touching the collectors.
 * Resolves with how many rows it read, fewer when the database is closed before the end.
 */
export async function forEachIndexedEntry(
  db: Database.Database,
  visit: (entry: CountedEntry) => void,
  pageSize = 5_000,
): Promise<number> {
  const lookup = db.prepare('SELECT value FROM terms WHERE id = ?').pluck();
  const page = db
    .prepare(
      `SELECT seq, kind, source, agent, event, outcome, hook, duration FROM entries
       WHERE seq > ? ORDER BY seq LIMIT ?`,
    )
    .raw();
  const terms = new Map<number, string>();
  const term = (id: number | null): string | null => {
    if (id === null) return null;
    let value = terms.get(id);
    if (value === undefined) {
      value = (lookup.get(id) as string | undefined) ?? '';
      terms.set(id, value);
    }
    return value;
  };
  let count = 0;
  let after = -1;
  db.exec('BEGIN');
  try {
    for (;;) {
      const rows = page.all(after, pageSize) as (number | null)[][];
      for (const [seq, kind, source, agent, event, outcome, hook, duration] of rows) {
        after = seq as number;
        visit({
          kind: term(kind ?? null) ?? '',
          source: term(source ?? null) ?? '',
          agent: term(agent ?? null) ?? '',
          event: term(event ?? null) ?? '',
          outcome: term(outcome ?? null),
          hook: term(hook ?? null),
          durationMs: duration ?? null,
        });
      }
      count += rows.length;
      if (rows.length < pageSize) break;
      await new Promise((resolve) => setImmediate(resolve));
      // Closed meanwhile (the app quitting): the counts are not wanted any more.
      if (!db.open) return count;
    }
  } finally {
    if (db.open) db.exec('COMMIT');
  }
  return count;
}

/** Log bytes not in the index yet: how far ingest lags behind the log. */
export function unindexedBytes(db: Database.Database, logBytes: number): number {
  const indexed = db.prepare('SELECT total(indexed_bytes) FROM files').pluck().get() as number;
  return Math.max(0, logBytes - indexed);
}
