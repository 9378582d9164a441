import type Database from 'better-sqlite3';

import {
  AUDIT_BLOCK_OUTCOMES,
  AUDIT_FAILURE_OUTCOMES,
  type HistoryBucket,
  type HistoryEntryFilter,
  type HistoryTimeline,
} from '../../../shared/schemas/history';
import { SEQ_SLOTS, seqAtTime, timeOfSeq } from './history-id';
import { facetToken } from './fts-text';
import type { FilterSql } from './index-query';
import { TERM_COLUMNS } from './index-schema';
import { DAY_MS, HOUR_MS } from './rollup-delta';
import {
  hourCounts,
  indexBounds,
  rollupKeyOf,
  SEQ_PER_DAY,
  SEQ_PER_HOUR,
  splitRange,
  usedColumns,
} from './rollup-query';
import { outcomeLookupPays } from './outcome-lookup-plan';
import { SHAPE_COLUMNS, shapeDayCounts } from './shape-cells';
import { needsTextMatch } from './why-tokens';
import { termIds } from './term-lookup';
import type { StatsMode } from './hook-stats';

type Bucket = HistoryBucket;
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
 * Hour and day buckets read the hourly rollups when the filter has no words and at most one
 * column besides the outcome, day buckets the entry shapes when it has only shape columns (see
 * rollupCounts); either reads only the entries of the partial periods at the ends of a
 * `from`/`to` range.
 * Minute buckets (500 minutes at most) and other filters walk the matching entries: three FTS5
 * walks, or one that reads each match's outcome when the rollups say it has few (see
 * outcomeLookupPays).
 */
export function timelineOf(
  db: Database.Database,
  filter: HistoryEntryFilter,
  sql: FilterSql | null,
  bucket: Bucket,
  mode: StatsMode = 'auto',
): HistoryTimeline {
  const span = sql && indexedSpan(db, sql, bucket);
  if (!sql || !span) return { bucket: bucket === 'auto' ? 'minute' : bucket, points: [] };
  const { low, high, size } = span;
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
  const rollups = size === 'minute' || mode === 'scan' ? null : rollupCounts(db, filter, sql, size);
  if (rollups) {
    const split = splitRange(range, span.index, rollups.period);
    const classes = outcomeClasses(db);
    for (const cell of rollups.counts(split.from, split.to))
      addAt(buckets, cell.time, cell.outcome, cell.entries, classes);
    // The partial periods at the ends: their entries in seq order, the filter's columns checked on
    // each (an hour of entries costs less so than three FTS walks, which each seek every segment).
    const edge = db
      .prepare(`SELECT e.seq, e.outcome FROM entries e WHERE e.seq >= ? AND e.seq < ?${sql.checks}`)
      .raw();
    for (const [from, to] of split.scans) {
      const rows = edge.iterate(from, to, ...sql.checkParams) as Iterable<[number, number | null]>;
      for (const [seq, outcome] of rows) addAt(buckets, timeOfSeq(seq), outcome ?? 0, 1, classes);
    }
  } else if (mode !== 'scan' && sql.match && outcomeLookupPays(db, filter, sql, range)) {
    lookUpInto(db, sql.match, range, buckets, outcomeClasses(db));
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

/**
 * Whether the timeline of `filter` walks its matching entries (minute buckets, or a filter the
 * rollups are not kept for) rather than reading the rollups: what History hands to its
 * statistics threads, since at ten million entries such a walk takes a few hundred ms.
 */
export function timelineScans(
  db: Database.Database,
  filter: HistoryEntryFilter,
  sql: FilterSql | null,
  bucket: Bucket,
): boolean {
  const span = sql && indexedSpan(db, sql, bucket);
  if (!sql || !span || span.high <= span.low) return false;
  return span.size === 'minute' || !rollupCounts(db, filter, sql, span.size);
}

/**
 * The seqs [low, high) of the filter's time range that the index holds, its seqs [first, end),
 * and the bucket size the range is shown in; null when the index is empty.
 */
function indexedSpan(
  db: Database.Database,
  sql: FilterSql,
  bucket: Bucket,
): {
  index: { first: number; end: number };
  low: number;
  high: number;
  size: Exclude<Bucket, 'auto'>;
} | null {
  const { first, last } = indexBounds(db);
  if (first === null || last === null) return null;
  const low = Math.max(sql.low, first);
  const high = Math.min(sql.high, last + 1);
  const size = pickBucket(bucket, timeOfSeq(high) - timeOfSeq(low));
  return { index: { first, end: last + 1 }, low, high, size };
}

/** The outcome term ids the timeline counts as failures and as blocks. */
interface OutcomeClasses {
  failures: ReadonlySet<number>;
  blocks: ReadonlySet<number>;
}

function outcomeClasses(db: Database.Database): OutcomeClasses {
  return {
    failures: new Set(termIds(db, TERM_COLUMNS.outcome.field, AUDIT_FAILURE_OUTCOMES)),
    blocks: new Set(termIds(db, TERM_COLUMNS.outcome.field, AUDIT_BLOCK_OUTCOMES)),
  };
}

/** Adds `entries` entries of one outcome term id (0: none) at `time` (ms) to the buckets. */
function addAt(
  buckets: Buckets,
  time: number,
  outcome: number,
  entries: number,
  classes: OutcomeClasses,
): void {
  addToBucket(
    buckets,
    Math.floor((time - buckets.first) / buckets.step),
    outcome,
    entries,
    classes,
  );
}

/** Adds `entries` entries of one outcome term id (0: none) to bucket number `at`. */
function addToBucket(
  buckets: Buckets,
  at: number,
  outcome: number,
  entries: number,
  classes: OutcomeClasses,
): void {
  if (at < 0 || at >= buckets.counts.length) return;
  buckets.counts[at] = (buckets.counts[at] as number) + entries;
  if (classes.failures.has(outcome))
    buckets.failures[at] = (buckets.failures[at] as number) + entries;
  if (classes.blocks.has(outcome)) buckets.blocks[at] = (buckets.blocks[at] as number) + entries;
}

/** Entries of one rollup period (starting at `time`, in ms) with one outcome term id (0: none). */
interface PeriodCount {
  time: number;
  outcome: number;
  entries: number;
}

/**
 * Where a filter's counts per period come from, when rollups hold them: the hourly rollups (no
 * filter column, one, or one and an outcome), or for day buckets the entry shapes (a filter on
 * SHAPE_COLUMNS only). `period` is in seqs; `counts` takes whole periods [from, to).
 */
function rollupCounts(
  db: Database.Database,
  filter: HistoryEntryFilter,
  sql: FilterSql,
  size: 'hour' | 'day',
): { period: number; counts: (from: number, to: number) => PeriodCount[] } | null {
  const key = rollupKeyOf(filter, sql);
  if (key) {
    return {
      period: SEQ_PER_HOUR,
      counts: (from, to) =>
        hourCounts(db, key, from, to).map(({ hour, outcome, entries }) => {
          return { time: hour * HOUR_MS, outcome, entries };
        }),
    };
  }
  const columns = usedColumns(filter);
  if (size !== 'day' || needsTextMatch(filter) || columns.some((c) => !SHAPE_COLUMNS.includes(c)))
    return null;
  const values = new Map(columns.map((column, at) => [column, sql.checkParams[at] as number]));
  return {
    period: SEQ_PER_DAY,
    counts: (from, to) =>
      shapeDayCounts(db, values, from, to).map(({ day, outcome, entries }) => {
        return { time: day * DAY_MS, outcome, entries };
      }),
  };
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

// Adds the entries matching `match` in [low, high) to the buckets: one FTS5 walk, each match's
// outcome read from its entries row (see outcomeLookupPays), counted per bucket by SQLite.
function lookUpInto(
  db: Database.Database,
  match: string,
  range: { low: number; high: number },
  buckets: Buckets,
  classes: OutcomeClasses,
): void {
  const rows = db
    .prepare(
      'SELECT (t.rowid - :base) / :width AS at, e.outcome, count(*) FROM entries_text t ' +
        'JOIN entries e ON e.seq = t.rowid ' +
        'WHERE entries_text MATCH :match AND t.rowid >= :low AND t.rowid < :high GROUP BY at, e.outcome',
    )
    .raw()
    .all({ match, ...bounds(range, buckets) }) as Array<[number, number | null, number]>;
  for (const [at, outcome, count] of rows) addToBucket(buckets, at, outcome ?? 0, count, classes);
}

function countInto(
  db: Database.Database,
  match: string | null,
  range: { low: number; high: number },
  buckets: Buckets,
  into: number[],
): void {
  if (match === '') return;
  // Counted per bucket by SQLite: a bucket is a run of seqs (SEQ_SLOTS per ms), so its number is
  // an integer division. Handing every matching seq to JavaScript to bucket it there cost about
  // half of each walk. BigInts bind as integers (a number binds as a real, and divides as one).
  const rows =
    match === null
      ? db
          .prepare(
            'SELECT (seq - :base) / :width AS at, count(*) FROM entries ' +
              'WHERE seq >= :low AND seq < :high GROUP BY at',
          )
          .raw()
          .all(bounds(range, buckets))
      : db
          .prepare(
            'SELECT (rowid - :base) / :width AS at, count(*) FROM entries_text ' +
              'WHERE entries_text MATCH :match AND rowid >= :low AND rowid < :high GROUP BY at',
          )
          .raw()
          .all({ match, ...bounds(range, buckets) });
  for (const [at, count] of rows as Array<[number, number]>) {
    if (at >= 0 && at < into.length) into[at] = (into[at] as number) + count;
  }
}

/** The parameters of countInto's bucket numbers; `range.low` is never before the first bucket. */
function bounds(range: { low: number; high: number }, buckets: Buckets) {
  return {
    low: range.low,
    high: range.high,
    base: BigInt(seqAtTime(buckets.first)),
    width: BigInt(buckets.step * SEQ_SLOTS),
  };
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
