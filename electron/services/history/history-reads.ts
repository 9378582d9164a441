import type Database from 'better-sqlite3';

import type {
  HistoryBucket,
  HistoryEntry,
  HistoryEntryFilter,
  HistoryHookStat,
  HistoryPage,
  HistoryStatus,
  HistoryTimeline,
} from '../../../shared/schemas/history';
import { agentVersionsSeen } from './agent-version-list';
import type { HookStatsPart, SeqSpan } from './hook-stats-parts';
import { readStatus } from './history-status';
import { IndexQueries, type PageRequest } from './index-query';
import { IndexStats } from './index-stats';
import type { RetentionPolicy } from './retention';
import { indexBounds } from './rollup-query';

/**
 * The read side of the history index, written once for the two that hold an index: HistoryStore
 * (the app, which also writes it) and HistoryReader (the CLI, read-only while the app holds the
 * writer lock). Each hands it the database it opened, with `readFrom`; HistoryStore hands it the
 * fresh one again after a reindex that starts over.
 */
export abstract class HistoryReads {
  /** How long and how much of the log is kept. */
  readonly retention: RetentionPolicy;
  // Set by readFrom, which each subclass calls from its constructor.
  #db!: Database.Database;
  #dir!: string;
  #queries!: IndexQueries;
  #stats!: IndexStats;

  protected constructor(retention: RetentionPolicy) {
    this.retention = retention;
  }

  /** Reads the index in `db`, whose log is in `dir`, from now on. */
  protected readFrom(db: Database.Database, dir: string): void {
    this.#db = db;
    this.#dir = dir;
    this.#queries = new IndexQueries(db, dir);
    this.#stats = new IndexStats(db, this.#queries);
  }

  query(request: PageRequest): HistoryPage {
    return this.#queries.page(request);
  }

  entry(id: string): HistoryEntry | null {
    return this.#queries.entry(id);
  }

  timeline(filter: HistoryEntryFilter, bucket: HistoryBucket): HistoryTimeline {
    return this.#stats.timeline(filter, bucket);
  }

  /** See IndexStats.timelineScans. */
  timelineScans(filter: HistoryEntryFilter, bucket: HistoryBucket): boolean {
    return this.#stats.timelineScans(filter, bucket);
  }

  hookStats(filter: HistoryEntryFilter): HistoryHookStat[] {
    return this.#stats.hookStats(filter);
  }

  /** See IndexStats.hookStatsPart. */
  hookStatsPart(filter: HistoryEntryFilter, span: SeqSpan): HookStatsPart[] {
    return this.#stats.hookStatsPart(filter, span);
  }

  /**
   * The first and last seq indexed within `filter`'s time range: what the statistics threads
   * split (see StatsPool). Null when nothing is indexed there or the filter can match nothing.
   */
  seqBounds(filter: HistoryEntryFilter): { first: number | null; last: number | null } {
    const sql = this.#queries.filterSql(filter);
    const { first, last } = indexBounds(this.#db);
    if (!sql || first === null || last === null) return { first: null, last: null };
    const low = Math.max(first, sql.low);
    const high = Math.min(last, sql.high - 1);
    return high < low ? { first: null, last: null } : { first: low, last: high };
  }

  /** The agent versions entries were made with (History's version filter). */
  agentVersions(): string[] {
    return agentVersionsSeen(this.#db);
  }

  status(): HistoryStatus {
    return readStatus(this.#db, this.#dir, this.retention);
  }

  /** Closes the database (HistoryStore also lets go of its log and the writer lock). */
  dispose(): void {
    this.#db.close();
  }
}
