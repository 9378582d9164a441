import fs from 'node:fs';

import type Database from 'better-sqlite3';

import { auditPaths } from './history-paths';
import { HistoryReads } from './history-reads';
import { openIndexDb } from './index-db';
import { AUDIT_MIGRATIONS } from './migrations';
import { missingMigrations } from './migrations/migrate';
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

  /**
   * Null when the store has no index. Throws when an existing index cannot be opened, or when
   * it lacks tables this version reads: an older Hookyard owns it (the reader never migrates),
   * and a query would otherwise fail on a missing table with SQLite's words.
   */
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
    const missing = missingMigrations(db, AUDIT_MIGRATIONS);
    if (missing.length > 0) {
      db.close();
      throw new Error(
        `its index was made by an older Hookyard and lacks ${missing
          .map((migration) => `"${migration.name}"`)
          .join(', ')}; update or quit that Hookyard (this one upgrades the index when it opens ` +
          'it), then try again',
      );
    }
    return new HistoryReader(db, paths.dir, options.retention ?? DEFAULT_RETENTION);
  }
}
