import type Database from 'better-sqlite3';

import type {
  HistoryBucket,
  HistoryEntryFilter,
  HistoryHookStat,
  HistoryTimeline,
} from '../../../shared/schemas/history';
import { hookStatsOf } from './hook-stats';
import { hookStatsPartsOf, type HookStatsPart, type SeqSpan } from './hook-stats-parts';
import type { IndexQueries } from './index-query';
import { timelineOf, timelineScans } from './timeline-stats';

/**
 * Aggregates for charts. Filters the rollups are keyed on read them (see timeline-stats.ts and
 * hook-stats.ts for which), so their cost grows with the time span, not the entries in it; the
 * others walk the matching entries once.
 */
export class IndexStats {
  readonly #db: Database.Database;
  readonly #queries: IndexQueries;

  constructor(db: Database.Database, queries: IndexQueries) {
    this.#db = db;
    this.#queries = queries;
  }

  /** Entries per time bucket, oldest first, empty buckets left out; at most 500 buckets. */
  timeline(filter: HistoryEntryFilter, bucket: HistoryBucket): HistoryTimeline {
    return timelineOf(this.#db, filter, this.#queries.filterSql(filter), bucket);
  }

  /** Whether `timeline` walks the matching entries instead of reading the rollups. */
  timelineScans(filter: HistoryEntryFilter, bucket: HistoryBucket): boolean {
    return timelineScans(this.#db, filter, this.#queries.filterSql(filter), bucket);
  }

  /** Per hook (and agent, event): runs, failure and block rates, p50/p95 duration; busiest first. */
  hookStats(filter: HistoryEntryFilter): HistoryHookStat[] {
    return hookStatsOf(this.#db, filter, this.#queries.filterSql(filter));
  }

  /** The matching hook runs of one span of the index, for the statistics threads to merge. */
  hookStatsPart(filter: HistoryEntryFilter, span: SeqSpan): HookStatsPart[] {
    return hookStatsPartsOf(this.#db, this.#queries.filterSql(filter), span);
  }
}
