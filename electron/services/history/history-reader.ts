import fs from 'node:fs';

import type Database from 'better-sqlite3';

import type {
  HistoryEntry,
  HistoryEntryFilter,
  HistoryHookStat,
  HistoryPage,
  HistoryStatus,
  HistoryTimeline,
} from '../../../shared/schemas/history';
import { agentVersionsSeen } from './agent-version-list';
import { auditPaths } from './history-paths';
import { readStatus } from './history-status';
import { openIndexDb } from './index-db';
import { IndexQueries, type PageRequest } from './index-query';
import { IndexStats } from './index-stats';
import { DEFAULT_RETENTION, type RetentionPolicy } from './retention';

/** The read side both the writer (HistoryStore) and a read-only reader offer. */
export interface HistoryQueryApi {
  query(request: PageRequest): HistoryPage;
  entry(id: string): HistoryEntry | null;
  timeline(filter: HistoryEntryFilter, bucket: 'auto' | 'minute' | 'hour' | 'day'): HistoryTimeline;
  hookStats(filter: HistoryEntryFilter): HistoryHookStat[];
  /** The agent versions entries were made with (History's version filter). */
  agentVersions(): string[];
  status(): HistoryStatus;
  dispose(): void;
}

/**
 * Queries an audit index another process writes (the app holds the writer lock while the CLI
 * reads). It sees what the writer committed; it never writes. `open` returns null when there
 * is no index yet.
 */
export class HistoryReader implements HistoryQueryApi {
  readonly #db: Database.Database;
  readonly #dir: string;
  readonly #queries: IndexQueries;
  readonly #stats: IndexStats;
  readonly #retention: RetentionPolicy;

  private constructor(db: Database.Database, dir: string, retention: RetentionPolicy) {
    this.#db = db;
    this.#dir = dir;
    this.#queries = new IndexQueries(db, dir);
    this.#stats = new IndexStats(db, this.#queries);
    this.#retention = retention;
  }

  /** Null when the store has no index; throws only when an existing index cannot be opened. */
  static open(options: {
    dataDir: string;
    nativeBinding?: string;
    retention?: RetentionPolicy;
  }): HistoryReader | null {
    const paths = auditPaths(options.dataDir);
    if (!fs.existsSync(paths.index)) return null;
    const db = openIndexDb({
      file: paths.index,
      readonly: true,
      nativeBinding: options.nativeBinding,
    });
    return new HistoryReader(db, paths.dir, options.retention ?? DEFAULT_RETENTION);
  }

  query(request: PageRequest): HistoryPage {
    return this.#queries.page(request);
  }

  entry(id: string): HistoryEntry | null {
    return this.#queries.entry(id);
  }

  timeline(
    filter: HistoryEntryFilter,
    bucket: 'auto' | 'minute' | 'hour' | 'day',
  ): HistoryTimeline {
    return this.#stats.timeline(filter, bucket);
  }

  hookStats(filter: HistoryEntryFilter): HistoryHookStat[] {
    return this.#stats.hookStats(filter);
  }

  agentVersions(): string[] {
    return agentVersionsSeen(this.#db);
  }

  status(): HistoryStatus {
    return readStatus(this.#db, this.#dir, this.#retention);
  }

  dispose(): void {
    this.#db.close();
  }
}
