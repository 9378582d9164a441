import fs from 'node:fs';

import type Database from 'better-sqlite3';

import { auditPaths } from './history-paths';
import { HistoryReads } from './history-reads';
import { openIndexDb } from './index-db';
import { DEFAULT_RETENTION, type RetentionPolicy } from './retention';

/**
 * Queries an audit index another process writes (the app holds the writer lock while the CLI
 * reads). It sees what the writer committed; it never writes. `open` returns null when there
 * is no index yet.
 */
export class HistoryReader extends HistoryReads {
  private constructor(db: Database.Database, dir: string, retention: RetentionPolicy) {
    super(retention);
    this.readFrom(db, dir);
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
}
