import type Database from 'better-sqlite3';

import type { HistoryEntryFilter } from '../../../shared/schemas/history';
import { SEQ_SLOTS } from './history-id';
import type { FilterSql } from './index-query';
import { TERM_COLUMN_NAMES, TERM_COLUMNS, type TermColumn } from './index-schema';
import { DAY_MS, firstDayOfMonth, HOUR_MS, monthOfDay } from './rollup-delta';
import { needsTextMatch } from './why-tokens';

/** Index positions per rollup hour and day. */
export const SEQ_PER_HOUR = SEQ_SLOTS * HOUR_MS;
export const SEQ_PER_DAY = SEQ_SLOTS * DAY_MS;

/**
 * A `rollup_hours` key: every entry (field 0, term 0), or the entries with one column value;
 * with `outcome`, only its cells of that outcome term id.
 */
export interface RollupKey {
  field: number;
  term: number;
  outcome?: number;
}

/** One `rollup_hours` cell: entries of one hour (ms / HOUR_MS) with one outcome term id (0: none). */
export interface HourCount {
  hour: number;
  outcome: number;
  entries: number;
}

/**
 * The rollup key a filter reads, or null when the hourly rollups cannot answer it: words to
 * search (or a Why field, see why-tokens.ts), or more than one filter column besides the outcome
 * (the hours count single values per outcome, so those read the entry shapes by day, or scan the
 * matching entries). `sql` is the filter as IndexQueries resolved it.
 */
export function rollupKeyOf(filter: HistoryEntryFilter, sql: FilterSql): RollupKey | null {
  if (needsTextMatch(filter)) return null;
  const columns = usedColumns(filter);
  if (columns.length === 0) return { field: 0, term: 0 };
  const termOf = (column: TermColumn) => sql.checkParams[columns.indexOf(column)] ?? 0;
  const keyOf = (column: TermColumn) => ({
    field: TERM_COLUMNS[column].field,
    term: termOf(column),
  });
  if (columns.length === 1) return keyOf(columns[0] as TermColumn);
  const other = columns.filter((column) => column !== 'outcome');
  if (columns.length === 2 && other.length === 1)
    return { ...keyOf(other[0] as TermColumn), outcome: termOf('outcome') };
  return null;
}

/** The filter columns a filter sets, in TERM_COLUMN_NAMES order (that of FilterSql.checkParams). */
export function usedColumns(filter: HistoryEntryFilter): TermColumn[] {
  return TERM_COLUMN_NAMES.filter(
    (column) => filter[TERM_COLUMNS[column].entryKey as keyof HistoryEntryFilter] !== undefined,
  );
}

/**
 * The first and last seq of the index (nulls when it is empty). Two subqueries: SQLite reads a
 * lone min() or max() of the primary key at one end of the B-tree, but both in one SELECT walk
 * every row.
 */
export function indexBounds(db: Database.Database): { first: number | null; last: number | null } {
  return db
    .prepare(
      'SELECT (SELECT min(seq) FROM entries) AS first, (SELECT max(seq) FROM entries) AS last',
    )
    .get() as { first: number | null; last: number | null };
}

/** The cells of one key in whole hours [fromHour, toHour), in hour order. */
export function hourCounts(
  db: Database.Database,
  key: RollupKey,
  fromHour: number,
  toHour: number,
): HourCount[] {
  const outcome = key.outcome === undefined ? '' : ` AND outcome = ${Math.trunc(key.outcome)}`;
  return db
    .prepare(
      'SELECT hour, outcome, entries FROM rollup_hours ' +
        `WHERE field = ? AND term = ? AND hour >= ? AND hour < ?${outcome} ORDER BY hour`,
    )
    .all(key.field, key.term, fromHour, toHour) as HourCount[];
}

/**
 * How many entries the index holds, in all or with one column value (`column`, `value`), per
 * outcome (null: entries without one). Reads the rollups: a few hundred rows, however big the
 * index. For counters such as a metrics endpoint.
 */
export function rollupEntryCounts(
  db: Database.Database,
  column?: { column: TermColumn; value: string },
): { outcome: string | null; entries: number }[] {
  let key: RollupKey = { field: 0, term: 0 };
  if (column) {
    const { field } = TERM_COLUMNS[column.column];
    const term = db
      .prepare('SELECT id FROM terms WHERE field = ? AND value = ?')
      .pluck()
      .get(field, column.value) as number | undefined;
    if (term === undefined) return [];
    key = { field, term };
  }
  return db
    .prepare(
      'SELECT t.value AS outcome, sum(r.entries) AS entries FROM rollup_hours r ' +
        'LEFT JOIN terms t ON t.id = r.outcome WHERE r.field = ? AND r.term = ? GROUP BY r.outcome',
    )
    .all(key.field, key.term) as { outcome: string | null; entries: number }[];
}

/**
 * The part of a seq range [low, high) that whole rollup periods (of `period` seqs) answer, and
 * the edges left to scan. An edge period is whole when no entry lies outside the range within it:
 * `low` is the first entry of the index or `high` is past its last one.
 */
export function splitRange(
  range: { low: number; high: number },
  index: { first: number; end: number },
  period: number,
): { from: number; to: number; scans: [number, number][] } {
  const lowWhole = range.low <= index.first || range.low % period === 0;
  const highWhole = range.high >= index.end || range.high % period === 0;
  const from = lowWhole ? Math.floor(range.low / period) : Math.ceil(range.low / period);
  const to = highWhole ? Math.ceil(range.high / period) : Math.floor(range.high / period);
  if (from >= to) return { from: 0, to: 0, scans: [[range.low, range.high]] };
  const scans: [number, number][] = [];
  if (!lowWhole && range.low < from * period) scans.push([range.low, from * period]);
  if (!highWhole && to * period < range.high) scans.push([to * period, range.high]);
  return { from, to, scans };
}

/**
 * Whole days [from, to) as the whole UTC months within them (see monthOfDay) and the days left
 * at either end. A month is whole when all of its days are in the range, or when those that are
 * not hold no entry: before the index's first day (`index.first`) or from its end day on.
 */
export function splitDays(
  from: number,
  to: number,
  index: { first: number; end: number },
): { months: [number, number]; days: [number, number][] } {
  let fromMonth = monthOfDay(from);
  if (from > index.first && firstDayOfMonth(fromMonth) < from) fromMonth += 1;
  let toMonth = monthOfDay(to - 1) + 1;
  if (to < index.end && firstDayOfMonth(toMonth) > to) toMonth -= 1;
  if (fromMonth >= toMonth) return { months: [0, 0], days: [[from, to]] };
  const days: [number, number][] = [];
  if (from < firstDayOfMonth(fromMonth)) days.push([from, firstDayOfMonth(fromMonth)]);
  if (firstDayOfMonth(toMonth) < to) days.push([firstDayOfMonth(toMonth), to]);
  return { months: [fromMonth, toMonth], days };
}
