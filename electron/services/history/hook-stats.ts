import type Database from 'better-sqlite3';

import {
  AUDIT_BLOCK_OUTCOMES,
  AUDIT_FAILURE_OUTCOMES,
  type HistoryEntryFilter,
  type HistoryHookStat,
} from '../../../shared/schemas/history';
import { EVERY_SEQ, hookStatsPartsOf, mergeHookStatsParts } from './hook-stats-parts';
import { HookStatsTally } from './hook-stats-tally';
import type { FilterSql } from './index-query';
import { TERM_COLUMNS, type TermColumn } from './index-schema';
import { dayOfSeq, HOOK_RUN_KINDS } from './rollup-delta';
import { indexBounds, SEQ_PER_DAY, splitDays, splitRange, usedColumns } from './rollup-query';
import { needsTextMatch } from './why-tokens';
import { HOOK_FACETS } from './hook-cells';
import { idList, termIds, termValues } from './term-lookup';

export const MAX_HOOKS = 500;
// The filter columns every hook cell is keyed on; HOOK_FACETS add at most one more.
const KEY_COLUMNS: ReadonlySet<TermColumn> = new Set(['hook', 'agent', 'event', 'kind']);

/** How the stats are computed: from the cells where they can answer, or (a reference) a scan. */
export type StatsMode = 'auto' | 'scan';

/**
 * Per hook (and agent, event): runs, failure and block rates, p50/p95 duration; busiest first,
 * at most 500. A filter on hook, agent, event, kind, time and at most one of HOOK_FACETS reads
 * the hook cells of whole days (with no facet, those of whole months), and scans the partial days
 * at the ends of a `from`/`to` range; any
 * other filter (a session, two facets, words) walks the matching entries, with exact percentiles.
 */
export function hookStatsOf(
  db: Database.Database,
  filter: HistoryEntryFilter,
  sql: FilterSql | null,
  mode: StatsMode = 'auto',
): HistoryHookStat[] {
  if (!sql) return [];
  if (mode === 'scan' || hookStatsScan(filter)) return scannedStats(db, sql);
  const columns = usedColumns(filter);
  const facets = columns.filter((column) => !KEY_COLUMNS.has(column));
  const index = indexBounds(db);
  if (index.first === null || index.last === null) return [];
  const facet = facets[0];
  const termOf = (column: TermColumn) => sql.checkParams[columns.indexOf(column)] as number;
  let where = '';
  for (const column of columns) {
    if (column !== facet) where += ` AND ${column} = ${idList([termOf(column)])}`;
  }
  const tally = new HookStatsTally(
    new Set(termIds(db, TERM_COLUMNS.outcome.field, AUDIT_FAILURE_OUTCOMES)),
    new Set(termIds(db, TERM_COLUMNS.outcome.field, AUDIT_BLOCK_OUTCOMES)),
  );
  const range = { low: Math.max(sql.low, index.first), high: Math.min(sql.high, index.last + 1) };
  if (range.high <= range.low) return [];
  const split = splitRange(range, { first: index.first, end: index.last + 1 }, SEQ_PER_DAY);
  const cells = (table: string, period: string) =>
    db
      .prepare(
        `SELECT hook, agent, event, runs, failures, blocks, last_seq, bins FROM ${table} ` +
          `WHERE facet = ? AND term = ? AND ${period} >= ? AND ${period} < ?${where}`,
      )
      .raw();
  const key = facet ? [TERM_COLUMNS[facet].field, termOf(facet)] : [0, 0];
  const add = (row: unknown) => tally.addCell(...(row as Parameters<HookStatsTally['addCell']>));
  if (split.to > split.from) {
    // Whole months from the monthly cells, the days at either end from the daily ones. Months
    // are kept for all runs only (see HookCellDelta): a facet reads its days.
    const indexDays = { first: dayOfSeq(index.first), end: dayOfSeq(index.last) + 1 };
    const whole: [number, number] = [Math.trunc(split.from), Math.trunc(split.to)];
    const { months, days } = facet
      ? { months: [0, 0] as [number, number], days: [whole] }
      : splitDays(...whole, indexDays);
    if (months[1] > months[0])
      for (const row of cells('rollup_hook_months', 'month').iterate(...key, ...months)) add(row);
    const daily = cells('rollup_hook_cells', 'day');
    for (const range of days) for (const row of daily.iterate(...key, ...range)) add(row);
  }
  const kinds = idList(termIds(db, TERM_COLUMNS.kind.field, HOOK_RUN_KINDS));
  const edgeWhere = `${where}${facet ? ` AND ${facet} = ${idList([termOf(facet)])}` : ''}`;
  const edge = db.prepare(
    'SELECT hook, agent, event, outcome, duration, seq FROM entries ' +
      `WHERE seq >= ? AND seq < ? AND hook IS NOT NULL AND kind IN (${kinds})${edgeWhere}`,
  );
  for (const [from, to] of split.scans) {
    for (const row of edge.iterate(from, to))
      tally.addEntry(row as Parameters<HookStatsTally['addEntry']>[0]);
  }
  return tally.stats(termValues(db, tally.termIds()), MAX_HOOKS);
}

/**
 * Whether the hook statistics of `filter` walk its matching entries (words, a session, two
 * facets) rather than reading the hook cells: what History hands to its statistics threads.
 */
export function hookStatsScan(filter: HistoryEntryFilter): boolean {
  const facets = usedColumns(filter).filter((column) => !KEY_COLUMNS.has(column));
  return (
    needsTextMatch(filter) ||
    facets.length > 1 ||
    facets.some((column) => !HOOK_FACETS.includes(column))
  );
}

// Every matching entry read once: for filters the rollups are not keyed on.
function scannedStats(db: Database.Database, sql: FilterSql): HistoryHookStat[] {
  return mergeHookStatsParts([hookStatsPartsOf(db, sql, EVERY_SEQ)], MAX_HOOKS);
}
