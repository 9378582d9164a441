import fs from 'node:fs';

import type Database from 'better-sqlite3';

import type {
  AuditEntry,
  AuditFilter,
  AuditHookStat,
  AuditPage,
  AuditStatus,
  AuditTimeline,
} from '../../../shared/schemas/audit';
import { auditPaths } from './audit-paths';
import { readStatus } from './audit-status';
import { openIndexDb } from './index-db';
import { IndexQueries, type PageRequest } from './index-query';
import { IndexStats } from './index-stats';
import { DEFAULT_RETENTION, type RetentionPolicy } from './retention';

/** The read side both the writer (AuditStore) and a read-only reader offer. */
export interface AuditQueryApi {
  query(request: PageRequest): AuditPage;
  entry(id: string): AuditEntry | null;
  timeline(filter: AuditFilter, bucket: 'auto' | 'minute' | 'hour' | 'day'): AuditTimeline;
  hookStats(filter: AuditFilter): AuditHookStat[];
  status(): AuditStatus;
  dispose(): void;
}

/**
 * Queries an audit index another process writes (the app holds the writer lock while the CLI
 * reads). It sees what the writer committed; it never writes. `open` returns null when there
 * is no index yet.
 */
export class AuditReader implements AuditQueryApi {
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
  }): AuditReader | null {
    const paths = auditPaths(options.dataDir);
    if (!fs.existsSync(paths.index)) return null;
    const db = openIndexDb({
      file: paths.index,
      readonly: true,
      nativeBinding: options.nativeBinding,
    });
    return new AuditReader(db, paths.dir, options.retention ?? DEFAULT_RETENTION);
  }

  query(request: PageRequest): AuditPage {
    return this.#queries.page(request);
  }

  entry(id: string): AuditEntry | null {
    return this.#queries.entry(id);
  }

  timeline(filter: AuditFilter, bucket: 'auto' | 'minute' | 'hour' | 'day'): AuditTimeline {
    return this.#stats.timeline(filter, bucket);
  }

  hookStats(filter: AuditFilter): AuditHookStat[] {
    return this.#stats.hookStats(filter);
  }

  status(): AuditStatus {
    return readStatus(this.#db, this.#dir, this.#retention);
  }

  dispose(): void {
    this.#db.close();
  }
}
