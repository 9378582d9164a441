import type Database from 'better-sqlite3';

import { TERM_COLUMN_NAMES, type TermColumn } from './index-schema';
import { dayOfSeq } from './rollup-delta';

/**
 * The columns of an entry's shape: those with few values, whatever the size of the log. Per UTC
 * day, `rollup_shapes` counts the entries of each combination of them that occurred, so that a
 * filter on two or more of them learns from a few thousand rows which days can hold a match, and
 * none at all when no entry has that combination (an AND of two common values with no common
 * entry otherwise walks both FTS doclists to their ends). Workspace, session and hook are left
 * out: they have many values, and with them a day would hold about a cell per entry.
 */
export const SHAPE_COLUMNS: readonly TermColumn[] = [
  'kind',
  'source',
  'agent',
  'event',
  'tool',
  'outcome',
];

/** Where the term columns start in an `entries` row (seq, id, then one per TERM_COLUMN_NAMES). */
const TERMS_AT = 2;
const AT = SHAPE_COLUMNS.map((column) => TERMS_AT + TERM_COLUMN_NAMES.indexOf(column));

/**
 * The `rollup_shapes` counts of some new `entries` rows, summed in memory and written with one
 * upsert per day and shape (a column without a value is term 0). The caller writes it in the
 * transaction that inserts the rows.
 */
export class ShapeDelta {
  readonly #cells = new Map<string, { key: number[]; entries: number }>();
  readonly #upsert: Database.Statement;

  constructor(db: Database.Database) {
    this.#upsert = db.prepare(
      `INSERT INTO rollup_shapes (day, ${SHAPE_COLUMNS.join(', ')}, entries) ` +
        'VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET entries = entries + excluded.entries',
    );
  }

  /** Counts the `entries` row laid out in `row` from index `from`. */
  add(row: ArrayLike<unknown>, from: number): void {
    const key = [dayOfSeq(row[from] as number)];
    for (const at of AT) key.push((row[from + at] as number | null) ?? 0);
    const text = key.join(',');
    const cell = this.#cells.get(text);
    if (cell) cell.entries += 1;
    else this.#cells.set(text, { key, entries: 1 });
  }

  /** Writes the summed counts and empties the delta. */
  flush(): void {
    for (const { key, entries } of this.#cells.values()) this.#upsert.run(key, entries);
    this.#cells.clear();
  }

  /** Hands the summed counts over (to be taken away, see rollup-removal.ts) and empties the delta. */
  take(): { key: number[]; entries: number }[] {
    const taken = [...this.#cells.values()];
    this.#cells.clear();
    return taken;
  }

  /** Forgets the counts: their rows were not written. */
  clear(): void {
    this.#cells.clear();
  }
}

/**
 * The first and last UTC day in [fromDay, toDay) that can hold an entry matching a filter's
 * values of SHAPE_COLUMNS (`values`: column → term id), or null when no entry there has them all.
 * Undefined when the filter sets fewer than two of them: one value's FTS doclist is never empty,
 * so the walk finds its matches as fast as this would. Two probes from either end of the days
 * (the table's order): each stops at its first match, so a common combination costs two short
 * reads and only one that never occurred reads every day's shapes (a few thousand rows a day).
 */
export function shapeDays(
  db: Database.Database,
  values: ReadonlyMap<TermColumn, number>,
  fromDay: number,
  toDay: number,
): { first: number; last: number } | null | undefined {
  const columns = SHAPE_COLUMNS.filter((column) => values.has(column));
  if (columns.length < 2) return undefined;
  const where = columns.map((column) => ` AND ${column} = ?`).join('');
  const probe = (order: 'ASC' | 'DESC') =>
    db
      .prepare(
        `SELECT day FROM rollup_shapes WHERE day >= ? AND day < ?${where} ORDER BY day ${order} LIMIT 1`,
      )
      .pluck()
      .get(
        fromDay,
        toDay,
        columns.map((column) => values.get(column)),
      ) as number | undefined;
  const last = probe('DESC');
  if (last === undefined) return null;
  return { first: probe('ASC') as number, last };
}

/**
 * The entries per UTC day in [fromDay, toDay) and outcome term id (0: none) whose values of
 * SHAPE_COLUMNS are `values`: exact counts for a filter on those columns only.
 */
export function shapeDayCounts(
  db: Database.Database,
  values: ReadonlyMap<TermColumn, number>,
  fromDay: number,
  toDay: number,
): { day: number; outcome: number; entries: number }[] {
  const columns = SHAPE_COLUMNS.filter((column) => values.has(column));
  const where = columns.map((column) => ` AND ${column} = ?`).join('');
  return db
    .prepare(
      'SELECT day, outcome, sum(entries) AS entries FROM rollup_shapes ' +
        `WHERE day >= ? AND day < ?${where} GROUP BY day, outcome`,
    )
    .all(
      fromDay,
      toDay,
      columns.map((column) => values.get(column)),
    ) as { day: number; outcome: number; entries: number }[];
}
