import type Database from 'better-sqlite3';

import {
  AUDIT_BLOCK_OUTCOMES,
  AUDIT_FAILURE_OUTCOMES,
  type AuditFilter,
  type AuditHookStat,
  type AuditTimeline,
} from '../../../shared/schemas/audit';
import { seqAtTime, timeOfSeq } from './audit-id';
import { facetToken } from './fts-text';
import type { FilterSql, IndexQueries } from './index-query';
import { TERM_COLUMNS } from './index-schema';

type Bucket = 'auto' | 'minute' | 'hour' | 'day';
const BUCKET_MS = { minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;
const MAX_BUCKETS = 500;
const MAX_HOOKS = 500;

interface BucketRange {
  low: number;
  high: number;
  /** Start of the first bucket, in ms, and the bucket size. */
  first: number;
  step: number;
  buckets: number;
}

interface HookRow {
  hook: number;
  agent: number;
  event: number;
  runs: number;
  failures: number;
  blocks: number;
  p50: number | null;
  p95: number | null;
  last: number;
}

/**
 * Aggregates for charts, computed from the index on demand: both read every matching entry in
 * the range once, so their cost grows with it (see the audit benchmark for figures at a million
 * entries); the UI should ask for a time range.
 */
export class IndexStats {
  readonly #db: Database.Database;
  readonly #queries: IndexQueries;

  constructor(db: Database.Database, queries: IndexQueries) {
    this.#db = db;
    this.#queries = queries;
  }

  /** Entries per time bucket, oldest first, empty buckets left out; at most 500 buckets. */
  timeline(filter: AuditFilter, bucket: Bucket): AuditTimeline {
    const sql = this.#queries.filterSql(filter);
    const bounds = this.#bounds(sql);
    const size = pickBucket(bucket, timeOfSeq(bounds.high) - timeOfSeq(bounds.low));
    if (!sql || bounds.high <= bounds.low) return { bucket: size, points: [] };
    const step = BUCKET_MS[size];
    const last = Math.floor(timeOfSeq(bounds.high - 1) / step) * step;
    const first = Math.max(
      Math.floor(timeOfSeq(bounds.low) / step) * step,
      last - (MAX_BUCKETS - 1) * step,
    );
    const range = {
      low: Math.max(bounds.low, seqAtTime(first)),
      high: bounds.high,
      first,
      step,
      buckets: Math.floor((last - first) / step) + 1,
    };
    const counts = this.#bucketCounts(sql.match, range);
    const failures = this.#bucketCounts(
      this.#withOutcomes(sql.match, AUDIT_FAILURE_OUTCOMES),
      range,
    );
    const blocks = this.#bucketCounts(this.#withOutcomes(sql.match, AUDIT_BLOCK_OUTCOMES), range);
    const points: AuditTimeline['points'] = [];
    counts.forEach((count, index) => {
      if (count === 0) return;
      const start = new Date(first + index * step).toISOString();
      points.push({ start, count, failures: failures[index] ?? 0, blocks: blocks[index] ?? 0 });
    });
    return { bucket: size, points };
  }

  /** Per hook (and agent, event): runs, failure and block rates, p50/p95 duration; busiest first. */
  hookStats(filter: AuditFilter): AuditHookStat[] {
    const sql = this.#queries.filterSql(filter);
    if (!sql) return [];
    const kinds = this.#termIds(TERM_COLUMNS.kind.field, ['hook-run', 'hookyard-run']);
    const outcomes = (values: readonly string[]) =>
      list(this.#termIds(TERM_COLUMNS.outcome.field, values));
    const select =
      'SELECT e.hook AS hook, e.agent AS agent, e.event AS event, count(*) AS runs, ' +
      `total(e.outcome IN (${outcomes(AUDIT_FAILURE_OUTCOMES)})) AS failures, ` +
      `total(e.outcome IN (${outcomes(AUDIT_BLOCK_OUTCOMES)})) AS blocks, ` +
      'percentile_cont(e.duration, 0.5) AS p50, percentile_cont(e.duration, 0.95) AS p95, max(e.seq) AS last ';
    const where = `e.hook IS NOT NULL AND e.kind IN (${list(kinds)}) GROUP BY e.hook, e.agent, e.event ORDER BY runs DESC LIMIT ${MAX_HOOKS}`;
    const rows = (
      sql.match === null
        ? this.#db
            .prepare(`${select} FROM entries e WHERE e.seq >= ? AND e.seq < ? AND ${where}`)
            .all(sql.low, sql.high)
        : this.#db
            .prepare(
              `${select} FROM entries_text t JOIN entries e ON e.seq = t.rowid ` +
                `WHERE entries_text MATCH ? AND t.rowid >= ? AND t.rowid < ?${sql.checks} AND ${where}`,
            )
            .all(sql.match, sql.low, sql.high, ...sql.checkParams)
    ) as HookRow[];
    const names = this.#termValues(rows.flatMap((row) => [row.hook, row.agent, row.event]));
    return rows.map((row) => ({
      hook: names.get(row.hook) ?? '',
      agent: names.get(row.agent) ?? '',
      event: names.get(row.event) ?? '',
      runs: row.runs,
      failures: row.failures,
      blocks: row.blocks,
      failureRate: row.failures / row.runs,
      blockRate: row.blocks / row.runs,
      p50Ms: row.p50,
      p95Ms: row.p95,
      lastRunAt: new Date(timeOfSeq(row.last)).toISOString(),
    }));
  }

  // The filter's range, narrowed to the seqs that exist so that open ends do not make buckets.
  #bounds(sql: FilterSql | null): { low: number; high: number } {
    const range = this.#db
      .prepare('SELECT min(seq) AS low, max(seq) AS high FROM entries')
      .get() as {
      low: number | null;
      high: number | null;
    };
    if (!sql || range.low === null || range.high === null) return { low: 0, high: 0 };
    return { low: Math.max(sql.low, range.low), high: Math.min(sql.high, range.high + 1) };
  }

  // Matching entries per bucket in one ordered pass: one FTS5 walk (or a primary-key walk when
  // there is no filter); a query per bucket would walk a whole doclist each time.
  #bucketCounts(match: string | null, range: BucketRange): number[] {
    const counts = new Array<number>(range.buckets).fill(0);
    if (match === '') return counts;
    const rows =
      match === null
        ? this.#db
            .prepare('SELECT seq FROM entries WHERE seq >= ? AND seq < ?')
            .pluck()
            .iterate(range.low, range.high)
        : this.#db
            .prepare(
              'SELECT rowid FROM entries_text WHERE entries_text MATCH ? AND rowid >= ? AND rowid < ?',
            )
            .pluck()
            .iterate(match, range.low, range.high);
    for (const seq of rows as Iterable<number>) {
      const index = Math.floor((timeOfSeq(seq) - range.first) / range.step);
      if (index >= 0 && index < range.buckets) counts[index] = (counts[index] as number) + 1;
    }
    return counts;
  }

  // The filter's match narrowed to some outcomes; '' when none of them ever occurred.
  #withOutcomes(match: string | null, values: readonly string[]): string {
    const field = TERM_COLUMNS.outcome.field;
    const ids = this.#termIds(field, values);
    if (ids.length === 0) return '';
    const any = `(${ids.map((id) => `"${facetToken(field, id)}"`).join(' OR ')})`;
    return match === null ? any : `${match} AND ${any}`;
  }

  #termIds(field: number, values: readonly string[]): number[] {
    const get = this.#db.prepare('SELECT id FROM terms WHERE field = ? AND value = ?').pluck();
    return values
      .map((value) => get.get(field, value) as number | undefined)
      .filter((id) => id !== undefined);
  }

  #termValues(ids: number[]): Map<number, string> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = this.#db
      .prepare(`SELECT id, value FROM terms WHERE id IN (${list(unique)})`)
      .all() as {
      id: number;
      value: string;
    }[];
    return new Map(rows.map((row) => [row.id, row.value]));
  }
}

// Ids are integers from SQLite, so inlining them is safe; an empty list matches nothing.
function list(ids: readonly number[]): string {
  return ids.length ? ids.map((id) => Math.trunc(id)).join(',') : 'NULL';
}

function pickBucket(bucket: Bucket, rangeMs: number): 'minute' | 'hour' | 'day' {
  if (bucket !== 'auto') return bucket;
  if (rangeMs <= BUCKET_MS.minute * MAX_BUCKETS) return 'minute';
  if (rangeMs <= BUCKET_MS.hour * MAX_BUCKETS) return 'hour';
  return 'day';
}
