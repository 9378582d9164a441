import type Database from 'better-sqlite3';

import {
  AUDIT_BLOCK_OUTCOMES,
  AUDIT_FAILURE_OUTCOMES,
  type HistoryEntryFilter,
  type HistoryTimeline,
} from '../../../shared/schemas/history';
import { seqAtTime, timeOfSeq } from './history-id';
import { facetToken } from './fts-text';
import type { FilterSql } from './index-query';
import { TERM_COLUMNS } from './index-schema';
import { HOUR_MS } from './rollup-delta';
import { hourCounts, indexBounds, rollupKeyOf, SEQ_PER_HOUR, splitRange } from './rollup-query';
import { termIds } from './term-lookup';
import type { StatsMode } from './hook-stats';

type Bucket = 'auto' | 'minute' | 'hour' | 'day';
const BUCKET_MS = { minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;
const MAX_BUCKETS = 500;

interface Buckets {
  first: number;
  step: number;
  counts: number[];
  failures: number[];
  blocks: number[];
}

/**
 * Entries per time bucket, oldest first, empty buckets left out; at most 500 buckets (the newest).
 * Hour and day buckets read the hourly rollups when the filter has at most one column and no
 * words, and scan only the partial hours at the ends of a `from`/`to` range; minute buckets
 * (500 minutes at most) and other filters walk the matching entries.
 */
export function timelineOf(
  db: Database.Database,
  filter: HistoryEntryFilter,
  sql: FilterSql | null,
  bucket: Bucket,
  mode: StatsMode = 'auto',
): HistoryTimeline {
  const index = indexBounds(db);
  if (!sql || index.first === null || index.last === null) {
    return { bucket: bucket === 'auto' ? 'minute' : bucket, points: [] };
  }
  const low = Math.max(sql.low, index.first);
  const high = Math.min(sql.high, index.last + 1);
  const size = pickBucket(bucket, timeOfSeq(high) - timeOfSeq(low));
  if (high <= low) return { bucket: size, points: [] };
  const step = BUCKET_MS[size];
  const last = Math.floor(timeOfSeq(high - 1) / step) * step;
  const first = Math.max(Math.floor(timeOfSeq(low) / step) * step, last - (MAX_BUCKETS - 1) * step);
  const count = Math.floor((last - first) / step) + 1;
  const buckets: Buckets = {
    first,
    step,
    counts: new Array<number>(count).fill(0),
    failures: new Array<number>(count).fill(0),
    blocks: new Array<number>(count).fill(0),
  };
  const range = { low: Math.max(low, seqAtTime(first)), high };
  const key = size === 'minute' || mode === 'scan' ? null : rollupKeyOf(filter, sql);
  if (key) {
    const split = splitRange(range, { first: index.first, end: index.last + 1 }, SEQ_PER_HOUR);
    const failureIds = new Set(termIds(db, TERM_COLUMNS.outcome.field, AUDIT_FAILURE_OUTCOMES));
    const blockIds = new Set(termIds(db, TERM_COLUMNS.outcome.field, AUDIT_BLOCK_OUTCOMES));
    for (const cell of hourCounts(db, key, split.from, split.to)) {
      const at = Math.floor((cell.hour * HOUR_MS - first) / step);
      buckets.counts[at] = (buckets.counts[at] as number) + cell.entries;
      if (failureIds.has(cell.outcome))
        buckets.failures[at] = (buckets.failures[at] as number) + cell.entries;
      if (blockIds.has(cell.outcome))
        buckets.blocks[at] = (buckets.blocks[at] as number) + cell.entries;
    }
    for (const [from, to] of split.scans) scanInto(db, sql.match, { low: from, high: to }, buckets);
  } else {
    scanInto(db, sql.match, range, buckets);
  }
  const points: HistoryTimeline['points'] = [];
  buckets.counts.forEach((entries, at) => {
    if (entries === 0) return;
    const start = new Date(first + at * step).toISOString();
    points.push({
      start,
      count: entries,
      failures: buckets.failures[at] ?? 0,
      blocks: buckets.blocks[at] ?? 0,
    });
  });
  return { bucket: size, points };
}

// Adds the entries matching `match` in [low, high) to the buckets: three ordered walks (all,
// failures, blocks), each one FTS5 doclist (or a primary-key walk when there is no filter).
function scanInto(
  db: Database.Database,
  match: string | null,
  range: { low: number; high: number },
  buckets: Buckets,
): void {
  countInto(db, match, range, buckets, buckets.counts);
  countInto(db, withOutcomes(db, match, AUDIT_FAILURE_OUTCOMES), range, buckets, buckets.failures);
  countInto(db, withOutcomes(db, match, AUDIT_BLOCK_OUTCOMES), range, buckets, buckets.blocks);
}

function countInto(
  db: Database.Database,
  match: string | null,
  range: { low: number; high: number },
  buckets: Buckets,
  into: number[],
): void {
  if (match === '') return;
  const rows =
    match === null
      ? db
          .prepare('SELECT seq FROM entries WHERE seq >= ? AND seq < ?')
          .pluck()
          .iterate(range.low, range.high)
      : db
          .prepare(
            'SELECT rowid FROM entries_text WHERE entries_text MATCH ? AND rowid >= ? AND rowid < ?',
          )
          .pluck()
          .iterate(match, range.low, range.high);
  for (const seq of rows as Iterable<number>) {
    const at = Math.floor((timeOfSeq(seq) - buckets.first) / buckets.step);
    if (at >= 0 && at < into.length) into[at] = (into[at] as number) + 1;
  }
}

// The filter's match narrowed to some outcomes; '' when none of them ever occurred.
function withOutcomes(
  db: Database.Database,
  match: string | null,
  values: readonly string[],
): string {
  const field = TERM_COLUMNS.outcome.field;
  const ids = termIds(db, field, values);
  if (ids.length === 0) return '';
  const any = `(${ids.map((id) => `"${facetToken(field, id)}"`).join(' OR ')})`;
  return match === null ? any : `${match} AND ${any}`;
}

function pickBucket(bucket: Bucket, rangeMs: number): 'minute' | 'hour' | 'day' {
  if (bucket !== 'auto') return bucket;
  if (rangeMs <= BUCKET_MS.minute * MAX_BUCKETS) return 'minute';
  if (rangeMs <= BUCKET_MS.hour * MAX_BUCKETS) return 'hour';
  return 'day';
}
