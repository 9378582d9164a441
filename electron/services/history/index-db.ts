import Database from 'better-sqlite3';

import { sqliteBindingOptions } from '../platform/sqlite-binding';
import { AUDIT_MIGRATIONS } from './migrations';
import { migrate } from './migrations/migrate';

/** How to open the index database. */
export interface OpenIndexOptions {
  file: string;
  /** Queries only: no migration, no writes (another process owns the store). */
  readonly?: boolean;
  /** better-sqlite3's compiled addon for the running runtime (the packaged Electron build). */
  nativeBinding?: string;
  /** A size cap: past it, writes fail with SQLITE_FULL as on a full disk. */
  maxBytes?: number;
  /** Whether reads go through a memory map (see MMAP_BYTES); true unless said otherwise. */
  mapped?: boolean;
}

/**
 * How much of the index file SQLite reads through a memory map instead of read() into its page
 * cache. A word's statistics look up every matching entry by seq, and with the file past the page
 * cache each lookup was a read() call. On a million entries (170 MB) the join alone took 91–96 ms,
 * 60–63 ms mapped; in `npm run bench` (history-stats, same machine) a common word's per-hook
 * statistics went from 151–174 to 119–129 ms. SQLite writes through write() still (its default);
 * the file never shrinks under a reader (no VACUUM, and a reindex replaces the file, leaving the
 * old mapping whole).
 * A bulk sync writes unmapped: its ingest at a million entries measured 51–52 entries/ms mapped
 * against 58–63 unmapped. The likely cause: the file grows all the time under it, and SQLite maps
 * it again as it grows past the mapped part.
 * The cost: an I/O error on the disk while mapped kills the process instead of failing the read,
 * and on Linux the mapped pages count in the process's resident size (shared, clean, reclaimable).
 */
const MMAP_BYTES = 1024 * 1024 * 1024;

/**
 * Opens the audit index with the settings the store relies on: WAL (readers in other processes
 * see committed data while the writer works), synchronous=NORMAL (a committed transaction
 * survives a killed process), a 64 MiB page cache. Migrates a writable index. Throws
 * MigrationError or SQLite's error.
 */
export function openIndexDb(options: OpenIndexOptions): Database.Database {
  const db = new Database(options.file, {
    readonly: options.readonly ?? false,
    fileMustExist: options.readonly ?? false,
    ...sqliteBindingOptions(options.nativeBinding),
  });
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('cache_size = -65536');
    if (options.mapped ?? true) db.pragma(`mmap_size = ${MMAP_BYTES}`);
    // temp_store stays SQLite's default (a temp file only past the cache size): with MEMORY,
    // SQLite's sorter allocates every record on its own instead of in page-sized blocks, and the
    // GROUP BYs of a word's statistics took 30 % longer (1M entries, same run: the timeline
    // 101 → 70 ms, per-hook statistics 226 → 182 ms).
    if (options.maxBytes) {
      const pageSize = db.pragma('page_size', { simple: true }) as number;
      db.pragma(`max_page_count = ${Math.max(1, Math.ceil(options.maxBytes / pageSize))}`);
    }
    if (!options.readonly) {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      migrate(db, AUDIT_MIGRATIONS);
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
