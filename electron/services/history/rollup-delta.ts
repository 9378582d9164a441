import type Database from 'better-sqlite3';

import { SEQ_SLOTS } from './history-id';
import { TERM_COLUMN_NAMES, TERM_COLUMNS } from './index-schema';

/** Milliseconds per rollup hour and day (UTC). */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/** Where the term columns start in an `entries` row (seq, id, then one per TERM_COLUMN_NAMES). */
const TERMS_AT = 2;
const OUTCOME_AT = TERMS_AT + TERM_COLUMN_NAMES.indexOf('outcome');
const FIELDS = TERM_COLUMN_NAMES.map((name) => TERM_COLUMNS[name].field);
// Durations are binned on a log scale, 25 % wide: a bin keeps the count and sum of its values,
// and a percentile reads the mean of the bin it falls in (exact when a bin holds one value).
const BIN_BASE = Math.log(1.25);

/** The kinds of entry hook statistics count (runs of a hook), the only ones the hook rollups keep. */
export const HOOK_RUN_KINDS: readonly string[] = ['hook-run', 'hookyard-run'];

/** The duration bin of a duration in ms: 0 below 1 ms, then one bin per 25 % step. */
export function durationBin(durationMs: number): number {
  return durationMs < 1 ? 0 : 1 + Math.floor(Math.log(durationMs) / BIN_BASE);
}

/** The UTC hour and day numbers (ms / HOUR_MS, ms / DAY_MS) of an index position. */
export function hourOfSeq(seq: number): number {
  return Math.floor(seq / SEQ_SLOTS / HOUR_MS);
}
export function dayOfSeq(seq: number): number {
  return Math.floor(seq / SEQ_SLOTS / DAY_MS);
}

/** The rollup upsert of `rollup_hours`, prepared once per database. */
export function rollupStatements(db: Database.Database) {
  return {
    hours: db.prepare(
      'INSERT INTO rollup_hours (field, term, hour, outcome, entries) VALUES (?, ?, ?, ?, ?) ' +
        'ON CONFLICT DO UPDATE SET entries = entries + excluded.entries',
    ),
  };
}
export type RollupStatements = ReturnType<typeof rollupStatements>;

/**
 * The `rollup_hours` counts of some new `entries` rows, summed in memory and written with one
 * upsert per cell: a batch of thousands of entries touches a few hundred cells, so this costs far
 * less than an upsert per entry. The caller writes it in the transaction that inserts the rows.
 * (The hook statistics cells are HookCellDelta's.)
 */
export class RollupDelta {
  // Keys are the cell's key columns joined by ','.
  readonly #hours = new Map<string, number>();

  /** Counts the `entries` row laid out in `row` from index `at` (as IndexWriter binds it). */
  add(row: ArrayLike<unknown>, at: number): void {
    const hour = hourOfSeq(row[at] as number);
    const outcome = (row[at + OUTCOME_AT] as number | null) ?? 0;
    this.#bump(`0,0,${hour},${outcome}`);
    for (let column = 0; column < FIELDS.length; column++) {
      const term = row[at + TERMS_AT + column] as number | null;
      if (term !== null) this.#bump(`${FIELDS[column]},${term},${hour},${outcome}`);
    }
  }

  /** Writes the summed counts and empties the delta. */
  flush(statements: RollupStatements): void {
    for (const [key, entries] of this.#hours) {
      statements.hours.run(...key.split(',').map(Number), entries);
    }
    this.#hours.clear();
  }

  /** Forgets the counts: their rows were not written. */
  clear(): void {
    this.#hours.clear();
  }

  #bump(key: string): void {
    this.#hours.set(key, (this.#hours.get(key) ?? 0) + 1);
  }
}
