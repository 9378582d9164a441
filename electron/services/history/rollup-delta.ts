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

/** The UTC month number (months since January 1970) of a day number (ms / DAY_MS). */
export function monthOfDay(day: number): number {
  const date = new Date(day * DAY_MS);
  return (date.getUTCFullYear() - 1970) * 12 + date.getUTCMonth();
}

/** The day number of the first day of a UTC month number (see monthOfDay). */
export function firstDayOfMonth(month: number): number {
  return Date.UTC(1970 + Math.floor(month / 12), month % 12, 1) / DAY_MS;
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
 * A (field, term) pair as one number, for in-memory rollup keys: term * FIELD_SLOTS + field, and
 * 0 for (0, 0), every entry. A number keys a Map without building a string. Exact while term ids
 * (SQLite rowids, numbered from 1 as values are first seen) stay below 2^49, which no index
 * reaches; fields are below FIELD_SLOTS (see TERM_COLUMNS).
 */
const FIELD_SLOTS = 16;
export function fieldTermKey(field: number, term: number): number {
  return term * FIELD_SLOTS + field;
}
export function fieldTermOf(key: number): [field: number, term: number] {
  const field = key % FIELD_SLOTS;
  return [field, (key - field) / FIELD_SLOTS];
}

/** The `rollup_hours` counts of one hour and outcome, by fieldTermKey. */
export interface HourCells {
  hour: number;
  outcome: number;
  entries: Map<number, number>;
}

/**
 * The `rollup_hours` counts of some new `entries` rows, summed in memory and written with one
 * upsert per cell: a batch of thousands of entries touches a few hundred cells, so this costs far
 * less than an upsert per entry. The caller writes it in the transaction that inserts the rows.
 * (The hook statistics cells are HookCellDelta's.)
 */
export class RollupDelta {
  // By hour and outcome joined with ',': one string per entry, its ten cells under numeric keys
  // (a string per cell made `add` 7 % of a bulk ingest's main-thread profile; now under 1 %).
  readonly #hours = new Map<string, HourCells>();

  /** Counts the `entries` row laid out in `row` from index `at` (as IndexWriter binds it). */
  add(row: ArrayLike<unknown>, at: number): void {
    const hour = hourOfSeq(row[at] as number);
    const outcome = (row[at + OUTCOME_AT] as number | null) ?? 0;
    const key = `${hour},${outcome}`;
    let cells = this.#hours.get(key);
    if (!cells) {
      cells = { hour, outcome, entries: new Map() };
      this.#hours.set(key, cells);
    }
    const { entries } = cells;
    entries.set(0, (entries.get(0) ?? 0) + 1);
    for (let column = 0; column < FIELDS.length; column++) {
      const term = row[at + TERMS_AT + column] as number | null;
      if (term === null) continue;
      const cell = fieldTermKey(FIELDS[column] as number, term);
      entries.set(cell, (entries.get(cell) ?? 0) + 1);
    }
  }

  /** Writes the summed counts and empties the delta. */
  flush(statements: RollupStatements): void {
    for (const { hour, outcome, entries } of this.#hours.values()) {
      for (const [cell, count] of entries) {
        const [field, term] = fieldTermOf(cell);
        statements.hours.run(field, term, hour, outcome, count);
      }
    }
    this.#hours.clear();
  }

  /** Hands the summed counts over (to be taken away, see rollup-removal.ts) and empties the delta. */
  take(): HourCells[] {
    const taken = [...this.#hours.values()];
    this.#hours.clear();
    return taken;
  }

  /** Forgets the counts: their rows were not written. */
  clear(): void {
    this.#hours.clear();
  }
}
