import type Database from 'better-sqlite3';

import {
  AUDIT_BLOCK_OUTCOMES,
  AUDIT_FAILURE_OUTCOMES,
  type HistoryHookStat,
} from '../../../shared/schemas/history';
import { namedHookStat } from './hook-stats-tally';
import type { FilterSql } from './index-query';
import { TERM_COLUMNS } from './index-schema';
import { HOOK_RUN_KINDS } from './rollup-delta';
import { idList, termIds, termValues } from './term-lookup';

/** A span of index positions (seq), from `from` up to but not including `to`. */
export interface SeqSpan {
  from: number;
  to: number;
}

/** The whole index. */
export const EVERY_SEQ: SeqSpan = { from: -Infinity, to: Infinity };

/**
 * The hook runs of one span of the index that match a filter, per hook, agent and event: named
 * (term ids are the connection's own), with every duration, so that spans counted apart (on
 * threads of their own) merge into exact statistics, percentiles included.
 */
export interface HookStatsPart {
  hook: string;
  agent: string;
  event: string;
  runs: number;
  failures: number;
  blocks: number;
  /** The seq of the latest run. */
  last: number;
  /** Ascending: sorted where the part is counted (a statistics thread), not where parts merge. */
  durations: Float64Array;
}

/** The indexed seqs `bounds` cut into `count` spans of equal width, the ends open. */
export function splitSpan(
  bounds: { first: number | null; last: number | null },
  count: number,
): SeqSpan[] {
  if (bounds.first === null || bounds.last === null || count <= 1) return [EVERY_SEQ];
  const { first } = bounds;
  const width = bounds.last + 1 - first;
  const cuts = Array.from({ length: count - 1 }, (_, index) =>
    Math.round(first + (width * (index + 1)) / count),
  );
  return [-Infinity, ...cuts].map((from, index) => ({ from, to: cuts[index] ?? Infinity }));
}

/** Every matching hook run in `span`, read once (see HookStatsPart). */
export function hookStatsPartsOf(
  db: Database.Database,
  sql: FilterSql | null,
  span: SeqSpan,
): HookStatsPart[] {
  if (!sql) return [];
  const low = Math.max(sql.low, span.from);
  const high = Math.min(sql.high, span.to);
  if (high <= low) return [];
  const kinds = idList(termIds(db, TERM_COLUMNS.kind.field, HOOK_RUN_KINDS));
  const outcomes = (values: readonly string[]) =>
    idList(termIds(db, TERM_COLUMNS.outcome.field, values));
  // The durations come out as one JSON array per group: SQLite writes doubles with 17 digits,
  // which read back to the same double, and one string per group is far cheaper to hand to JS
  // than a row per run (about 2 µs each).
  const select =
    'SELECT e.hook, e.agent, e.event, count(*), ' +
    `total(e.outcome IN (${outcomes(AUDIT_FAILURE_OUTCOMES)})), ` +
    `total(e.outcome IN (${outcomes(AUDIT_BLOCK_OUTCOMES)})), max(e.seq), ` +
    'json_group_array(e.duration) FILTER (WHERE e.duration IS NOT NULL) ';
  const where = `${sql.checks} AND e.hook IS NOT NULL AND e.kind IN (${kinds}) GROUP BY e.hook, e.agent, e.event`;
  const rows = (
    sql.match === null
      ? db
          .prepare(`${select}FROM entries e WHERE e.seq >= ? AND e.seq < ?${where}`)
          .raw()
          .all(low, high, ...sql.checkParams)
      : db
          .prepare(
            `${select}FROM entries_text t JOIN entries e ON e.seq = t.rowid ` +
              `WHERE entries_text MATCH ? AND t.rowid >= ? AND t.rowid < ?${where}`,
          )
          .raw()
          .all(sql.match, low, high, ...sql.checkParams)
  ) as [number, number, number, number, number, number, number, string][];
  const names = termValues(
    db,
    rows.flatMap(([hook, agent, event]) => [hook, agent, event]),
  );
  return rows.map(([hook, agent, event, runs, failures, blocks, last, durations]) => ({
    hook: names.get(hook) ?? '',
    agent: names.get(agent) ?? '',
    event: names.get(event) ?? '',
    runs,
    failures,
    blocks,
    last,
    durations: new Float64Array(JSON.parse(durations) as number[]).sort(),
  }));
}

/**
 * The parts of disjoint spans as one set of statistics: the busiest `limit` hooks first. This runs
 * on the app's thread: it finds the percentiles by binary search in the spans' sorted durations
 * (sorting them all here held that thread up ~10 ms per million entries).
 */
export function mergeHookStatsParts(
  spans: readonly (readonly HookStatsPart[])[],
  limit: number,
): HistoryHookStat[] {
  const byHook = new Map<string, { part: HookStatsPart; durations: Float64Array[] }>();
  for (const part of spans.flat()) {
    const key = JSON.stringify([part.hook, part.agent, part.event]);
    const seen = byHook.get(key);
    if (!seen) {
      byHook.set(key, { part: { ...part }, durations: [part.durations] });
      continue;
    }
    seen.part.runs += part.runs;
    seen.part.failures += part.failures;
    seen.part.blocks += part.blocks;
    seen.part.last = Math.max(seen.part.last, part.last);
    seen.durations.push(part.durations);
  }
  return [...byHook.values()]
    .sort((a, b) => b.part.runs - a.part.runs || b.part.last - a.part.last)
    .slice(0, limit)
    .map(({ part, durations }) => namedHookStat({ ...part, ...percentiles(durations) }));
}

/**
 * The median and 95th percentile of the values of ascending `sorted` arrays together, as SQLite's
 * percentile_cont gives them: between the two order statistics around p·(n−1).
 */
function percentiles(sorted: Float64Array[]): { p50: number | null; p95: number | null } {
  const count = sorted.reduce((sum, values) => sum + values.length, 0);
  if (count === 0) return { p50: null, p95: null };
  const [p50, p95] = [0.5, 0.95].map((p) => {
    const position = p * (count - 1);
    const below = Math.floor(position);
    const low = valueAtRank(sorted, below);
    if (position === below) return low;
    return low + (valueAtRank(sorted, below + 1) - low) * (position - below);
  });
  return { p50: p50 ?? null, p95: p95 ?? null };
}

/**
 * The value at `rank` (0: the smallest) of ascending arrays together, without merging them: a
 * binary search in each array for the element of that rank, ties ordered by array. Its rank is
 * its index plus how many values of the other arrays come before it; O((arrays · log n)²).
 */
function valueAtRank(sorted: Float64Array[], rank: number): number {
  for (const [index, array] of sorted.entries()) {
    let low = 0;
    let high = array.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = array[middle] as number;
      let ranked = middle;
      for (const [other, values] of sorted.entries())
        if (other !== index) ranked += countBefore(values, value, other < index);
      if (ranked === rank) return value;
      if (ranked < rank) low = middle + 1;
      else high = middle - 1;
    }
  }
  throw new RangeError(`no value of rank ${rank}`);
}

// How many values of ascending `values` are below `value` (with `orEqual`, at most it).
function countBefore(values: Float64Array, value: number, orEqual: boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const at = values[middle] as number;
    if (at < value || (orEqual && at === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}
