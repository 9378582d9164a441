import type Database from 'better-sqlite3';

import { SEQ_SLOTS } from './history-id';
import { TERM_COLUMN_NAMES, TERM_COLUMNS } from './index-schema';

/** Milliseconds per rollup hour and day (UTC). */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/** Where the term columns start in an `entries` row (seq, id, then one per TERM_COLUMN_NAMES). */
const TERMS_AT = 2;
const DURATION_AT = TERMS_AT + TERM_COLUMN_NAMES.length;
const AT = {
  kind: TERMS_AT + TERM_COLUMN_NAMES.indexOf('kind'),
  agent: TERMS_AT + TERM_COLUMN_NAMES.indexOf('agent'),
  event: TERMS_AT + TERM_COLUMN_NAMES.indexOf('event'),
  hook: TERMS_AT + TERM_COLUMN_NAMES.indexOf('hook'),
  outcome: TERMS_AT + TERM_COLUMN_NAMES.indexOf('outcome'),
};
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

/** The rollup upserts, prepared once per database. */
export function rollupStatements(db: Database.Database) {
  return {
    hours: db.prepare(
      'INSERT INTO rollup_hours (field, term, hour, outcome, entries) VALUES (?, ?, ?, ?, ?) ' +
        'ON CONFLICT DO UPDATE SET entries = entries + excluded.entries',
    ),
    hookDays: db.prepare(
      'INSERT INTO rollup_hook_days (hook, agent, event, kind, day, outcome, entries, last_seq) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET ' +
        'entries = entries + excluded.entries, last_seq = max(last_seq, excluded.last_seq)',
    ),
    durations: db.prepare(
      'INSERT INTO rollup_hook_durations (hook, agent, event, kind, day, bin, entries, total) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET ' +
        'entries = entries + excluded.entries, total = total + excluded.total',
    ),
  };
}
export type RollupStatements = ReturnType<typeof rollupStatements>;

/**
 * The rollup counts of some new `entries` rows, summed in memory and written with one upsert per
 * cell: a batch of thousands of entries touches a few hundred cells, so this costs far less than
 * an upsert per entry. The caller writes it in the transaction that inserts the rows.
 */
export class RollupDelta {
  // Keys are the cell's key columns joined by ','; the values are [entries, last seq or total].
  readonly #hours = new Map<string, number>();
  readonly #hookDays = new Map<string, [number, number]>();
  readonly #durations = new Map<string, [number, number]>();
  // Whether a kind term id is a hook run; ids are looked up once (a handful of kinds exist).
  readonly #hookRunKind = new Map<number, boolean>();
  readonly #kindValue: Database.Statement;

  constructor(db: Database.Database) {
    this.#kindValue = db.prepare('SELECT value FROM terms WHERE id = ?').pluck();
  }

  /** Counts the `entries` row laid out in `row` from index `at` (as IndexWriter binds it). */
  add(row: ArrayLike<unknown>, at: number): void {
    const seq = row[at] as number;
    const hour = hourOfSeq(seq);
    const outcome = (row[at + AT.outcome] as number | null) ?? 0;
    this.#bump(this.#hours, `0,0,${hour},${outcome}`);
    for (let column = 0; column < FIELDS.length; column++) {
      const term = row[at + TERMS_AT + column] as number | null;
      if (term !== null) this.#bump(this.#hours, `${FIELDS[column]},${term},${hour},${outcome}`);
    }
    const hook = row[at + AT.hook] as number | null;
    const kind = row[at + AT.kind] as number;
    if (hook === null || !this.#isHookRun(kind)) return;
    const agent = row[at + AT.agent] as number;
    const event = row[at + AT.event] as number;
    const hookKey = `${hook},${agent},${event},${kind},${dayOfSeq(seq)}`;
    const days = this.#hookDays.get(`${hookKey},${outcome}`);
    if (days) {
      days[0] += 1;
      days[1] = Math.max(days[1], seq);
    } else this.#hookDays.set(`${hookKey},${outcome}`, [1, seq]);
    const duration = row[at + DURATION_AT] as number | null;
    if (duration === null) return;
    const bin = this.#durations.get(`${hookKey},${durationBin(duration)}`);
    if (bin) {
      bin[0] += 1;
      bin[1] += duration;
    } else this.#durations.set(`${hookKey},${durationBin(duration)}`, [1, duration]);
  }

  /** Writes the summed counts and empties the delta. */
  flush(statements: RollupStatements): void {
    for (const [key, entries] of this.#hours) statements.hours.run(...numbers(key), entries);
    for (const [key, [entries, last]] of this.#hookDays)
      statements.hookDays.run(...numbers(key), entries, last);
    for (const [key, [entries, total]] of this.#durations)
      statements.durations.run(...numbers(key), entries, total);
    this.#hours.clear();
    this.#hookDays.clear();
    this.#durations.clear();
  }

  /**
   * Forgets the counts (their rows were not written) and the kinds seen: a rolled-back
   * transaction or a reindex may give a term id to another value.
   */
  clear(): void {
    this.#hours.clear();
    this.#hookDays.clear();
    this.#durations.clear();
    this.#hookRunKind.clear();
  }

  #isHookRun(kind: number): boolean {
    let known = this.#hookRunKind.get(kind);
    if (known === undefined) {
      known = HOOK_RUN_KINDS.includes(this.#kindValue.get(kind) as string);
      this.#hookRunKind.set(kind, known);
    }
    return known;
  }

  #bump(map: Map<string, number>, key: string): void {
    map.set(key, (map.get(key) ?? 0) + 1);
  }
}

function numbers(key: string): number[] {
  return key.split(',').map(Number);
}
