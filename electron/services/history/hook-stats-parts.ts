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
  durations: Float64Array;
}

/** `span` cut into `count` spans of equal width, the first and last open-ended. */
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
    durations: new Float64Array(JSON.parse(durations) as number[]),
  }));
}

/** The parts of disjoint spans as one set of statistics: the busiest `limit` hooks first. */
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
    .map(({ part, durations }) => {
      const sorted = joined(durations).sort();
      return namedHookStat({
        ...part,
        p50: percentileCont(sorted, 0.5),
        p95: percentileCont(sorted, 0.95),
      });
    });
}

function joined(arrays: Float64Array[]): Float64Array {
  const all = new Float64Array(arrays.reduce((sum, array) => sum + array.length, 0));
  let at = 0;
  for (const array of arrays) {
    all.set(array, at);
    at += array.length;
  }
  return all;
}

// SQLite's percentile_cont, step for step: between the two order statistics around p·(n−1).
function percentileCont(sorted: Float64Array, p: number): number | null {
  if (sorted.length === 0) return null;
  const position = p * (sorted.length - 1);
  const below = Math.floor(position);
  const above = position === below ? below : below + 1;
  const low = sorted[below] as number;
  return low + ((sorted[above] as number) - low) * (position - below);
}
