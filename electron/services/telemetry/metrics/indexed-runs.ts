import type Database from 'better-sqlite3';

/** What the metrics count of one entry: the same fields in an index row and an AuditEntry. */
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
 * Visits every indexed entry once, streaming (one row in memory at a time): the one place the
 * metrics read the audit index, so that a rollup table can replace it without touching the
 * collectors. Term values are looked up once per id. Returns how many rows it read.
 */
export function forEachIndexedEntry(
  db: Database.Database,
  visit: (entry: CountedEntry) => void,
): number {
  const lookup = db.prepare('SELECT value FROM terms WHERE id = ?').pluck();
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
  const rows = db
    .prepare('SELECT kind, source, agent, event, outcome, hook, duration FROM entries')
    .raw()
    .iterate() as IterableIterator<(number | null)[]>;
  let count = 0;
  for (const [kind, source, agent, event, outcome, hook, duration] of rows) {
    count += 1;
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
  return count;
}

/** Log bytes not in the index yet: how far ingest lags behind the log. */
export function unindexedBytes(db: Database.Database, logBytes: number): number {
  const indexed = db.prepare('SELECT total(indexed_bytes) FROM files').pluck().get() as number;
  return Math.max(0, logBytes - indexed);
}
