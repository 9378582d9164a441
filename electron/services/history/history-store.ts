import fs from 'node:fs';

import type Database from 'better-sqlite3';

import type { HistoryEntry, HistoryEntryInput, HistoryPage } from '../../../shared/schemas/history';
import { Emitter } from '../events';
import { HistoryLog, HistoryWriteError } from './history-log';
import { auditPaths, removeIndexFiles } from './history-paths';
import { HistoryReads } from './history-reads';
import { addToBatch, EntryBuilder } from './entry-builder';
import { IndexBatchBuilder } from './index-batch';
import { openIndexDb, type OpenIndexOptions } from './index-db';
import { compactIndexStep } from './index-compaction';
import { RetiredRowsDrop, type DropProgress } from './index-drop';
import { clearIndex } from './index-maintenance';
import {
  syncIndex,
  syncIndexNow,
  type BulkSizes,
  type SyncProgress,
  type SyncSummary,
} from './index-sync';
import { bundledEntry } from '../platform/bundled-entry';
import type { PageRequest } from './index-query';
import { IndexWriter, TermIds } from './index-writer';
import { IngestCursorStore } from './ingest/cursor-store';
import { Redactor, type RedactionOptions } from './redaction';
import {
  applyRetention,
  DEFAULT_RETENTION,
  retireExpiredFiles,
  type RetentionPolicy,
  type RetentionReport,
} from './retention';
import { acquireWriterLock, type WriterLock } from './writer-lock';

/** Where the store lives and how it writes. */
export interface HistoryStoreOptions {
  /** Hookyard's data folder; the store lives in `<dataDir>/audit/`. */
  dataDir: string;
  maxFileBytes?: number;
  retention?: RetentionPolicy;
  redaction?: RedactionOptions;
  now?: () => Date;
  nativeBinding?: string;
  /** Delete the index before opening it (it cannot be migrated); it is rebuilt by `sync`. */
  freshIndex?: boolean;
  /** Cap on the index database; the log itself is capped by retention. */
  maxIndexBytes?: number;
  /**
   * The built audit worker for bulk syncs (see audit-worker.ts), which then write and parse on
   * threads of their own; default: the one bundled next to the app's code, if any; null: every
   * sync on the main thread.
   */
  auditWorker?: string | null;
  /** Tuning for tests: the most rows one step of retention deletes (see RetiredRowsDrop). */
  retentionStepRows?: number;
  /** Tuning for tests: when a sync runs on the threads, and their batch and transaction sizes. */
  bulkSizes?: BulkSizes;
}

/**
 * The appended entries (and rejected inputs with reasons), or why nothing was written. An
 * `indexError` means the lines are in the log but not yet searchable.
 */
export type AppendResult =
  | {
      ok: true;
      entries: HistoryEntry[];
      rejected: { index: number; reason: string }[];
      indexError?: string;
    }
  | { ok: false; reason: 'disk-full' | 'io'; message: string };

/**
 * The audit store: append-only JSONL files (the source of truth) plus a SQLite index. Only the
 * holder of the writer lock appends, indexes and applies retention; use HistoryReader elsewhere.
 * Appends redact first, write whole lines, then index them in the same breath; whatever the
 * index misses (a crash, a full disk) is picked up by the next `sync`. Its queries are the read
 * side it shares with HistoryReader (history-reads.ts).
 */
export class HistoryStore extends HistoryReads {
  readonly dir: string;
  readonly onDidAppend;
  readonly #paths: ReturnType<typeof auditPaths>;
  readonly #options: HistoryStoreOptions;
  #lock: WriterLock;
  readonly #log: HistoryLog;
  readonly #builder: EntryBuilder;
  readonly #appended = new Emitter<HistoryEntry[]>();
  // Set by #attach, from the constructor and again when a reindex starts a fresh database.
  #db!: Database.Database;
  #writer!: IndexWriter;
  /** Numbers the values of appended entries for the writer (see IndexBatchBuilder). */
  #live!: { builder: IndexBatchBuilder; terms: TermIds };
  #cursors!: IngestCursorStore;
  readonly #redactor: Redactor;
  #drop!: RetiredRowsDrop;
  #syncing = 0;
  readonly #closing = new AbortController();

  private constructor(options: HistoryStoreOptions, lock: WriterLock, db: Database.Database) {
    super(options.retention ?? DEFAULT_RETENTION);
    this.#options = options;
    this.#paths = auditPaths(options.dataDir);
    this.dir = this.#paths.dir;
    this.#lock = lock;
    this.#log = new HistoryLog({
      dir: this.dir,
      maxFileBytes: options.maxFileBytes,
      now: options.now,
    });
    this.#redactor = new Redactor(options.redaction);
    this.#builder = new EntryBuilder(this.#redactor, options.now ?? (() => new Date()));
    this.#attach(db);
    this.onDidAppend = this.#appended.event;
  }

  /**
   * Takes the writer lock and opens (or creates and migrates) the index. Does not sync: call
   * `sync()` to index what the log has beyond the index. Fails as data: `locked` with the
   * holder's description, `index` when the index cannot be opened (run a fresh reindex).
   */
  static open(
    options: HistoryStoreOptions,
  ):
    | { ok: true; store: HistoryStore }
    | { ok: false; reason: 'locked' | 'index' | 'io'; message: string } {
    const paths = auditPaths(options.dataDir);
    try {
      fs.mkdirSync(paths.dir, { recursive: true, mode: 0o700 });
    } catch (error) {
      return {
        ok: false,
        reason: 'io',
        message: `cannot create ${paths.dir}: ${(error as Error).message}`,
      };
    }
    const attempt = acquireWriterLock(paths.lock);
    if (!attempt.ok) return { ok: false, reason: 'locked', message: attempt.reason };
    try {
      if (options.freshIndex) removeIndexFiles(paths.index);
      const db = openIndexOf(options);
      const store = new HistoryStore(options, attempt.lock, db);
      store.#log.closeTornLines();
      return { ok: true, store };
    } catch (error) {
      attempt.lock.release();
      return { ok: false, reason: 'index', message: (error as Error).message };
    }
  }

  /**
   * A page of entries. Rows whose line cannot be read are mostly those of a log file deleted
   * under the running store (by hand, or a folder cleaned up): the index still held them, so
   * History listed nothing ("Nothing recorded yet") over the newest file's place while other
   * files held entries, and the activity chart still counted them. The store then catches up,
   * which forgets a vanished file's rows and takes them out of the rollups, and asks once more.
   * Not during a sync, whose end catches up the same way.
   */
  override query(request: PageRequest): HistoryPage {
    const page = super.query(request);
    if (page.unreadable === 0 || this.#syncing > 0) return page;
    this.#catchUpQuietly();
    return super.query(request);
  }

  /** Indexes what the log has beyond the index (after a crash, a copy, or a reindex). */
  async sync(onProgress?: (progress: SyncProgress) => void): Promise<SyncSummary> {
    try {
      this.#recreateIfDeleted();
    } catch {
      // The next append says why.
    }
    this.#syncing += 1;
    try {
      return await syncIndex(this.#db, this.#writer, this.dir, onProgress, {
        auditWorker:
          this.#options.auditWorker === undefined
            ? bundledEntry('audit-worker')
            : this.#options.auditWorker,
        index: indexOptionsOf(this.#options),
        signal: this.#closing.signal,
        bulkSizes: this.#options.bulkSizes,
      });
    } finally {
      this.#syncing -= 1;
      if (this.#syncing === 0) this.#catchUpQuietly();
    }
  }

  /**
   * Appends entries: builds (validates, ids, redaction), writes, indexes, then fires
   * `onDidAppend`. Invalid inputs are skipped and listed in `rejected`. A full disk or an I/O
   * error fails the batch with a message; what was already written stays valid.
   */
  append(inputs: readonly HistoryEntryInput[]): AppendResult {
    const entries: HistoryEntry[] = [];
    const rejected: { index: number; reason: string }[] = [];
    inputs.forEach((input, index) => {
      const built = this.#builder.build(input);
      if (typeof built === 'string') rejected.push({ index, reason: built });
      else entries.push(built);
    });
    if (entries.length === 0) return { ok: true, entries, rejected };
    let chunks;
    try {
      this.#recreateIfDeleted();
      chunks = this.#log.append(entries.map((entry) => JSON.stringify(entry)));
    } catch (error) {
      if (error instanceof HistoryWriteError)
        return { ok: false, reason: error.reason, message: error.message };
      throw error;
    }
    let indexError: string | undefined;
    if (this.#syncing === 0) {
      try {
        this.#indexAppended(chunks, entries);
      } catch (error) {
        indexError = indexFailure(error);
      }
    }
    this.#appended.fire(entries);
    return indexError === undefined
      ? { ok: true, entries, rejected }
      : { ok: true, entries, rejected, indexError };
  }

  /** Ingest cursors for the ingesters, kept in the index. */
  get cursors(): IngestCursorStore {
    return this.#cursors;
  }

  /**
   * One bounded step of compacting the index (see index-compaction.ts); true when more work may
   * remain. Waits (answers true without working) while a sync writes the index.
   */
  compactStep(): boolean {
    if (this.#syncing > 0) return true;
    return compactIndexStep(this.#db);
  }

  /** Applies retention at once, files and rows (see retention.ts); the app uses the steps below. */
  applyRetention(): RetentionReport {
    const now = this.#options.now?.() ?? new Date();
    return applyRetention(this.#db, this.#drop, this.dir, this.retention, now);
  }

  /**
   * Deletes the log files retention no longer keeps; their rows go in dropRetiredStep. None
   * while a sync writes the index (a bulk sync's thread holds SQLite's write lock for seconds):
   * the next run of retention does it.
   */
  retireExpiredFiles(): string[] {
    if (this.#syncing > 0) return [];
    const now = this.#options.now?.() ?? new Date();
    return retireExpiredFiles(this.#db, this.dir, this.retention, now);
  }

  /**
   * Drops the next few thousand rows of retired log files (one short transaction, see
   * RetiredRowsDrop); null once none is left, and while a sync writes the index (the next run of
   * retention goes on).
   */
  dropRetiredStep(): DropProgress | null {
    if (this.#syncing > 0) return null;
    return this.#drop.step();
  }

  /**
   * Rebuilds the index from the log. `fresh` deletes the index database first (for one that
   * cannot be opened or migrated); ingest cursors are then lost, and re-imported records are
   * recognised by their ids.
   */
  async reindex(
    options: { fresh?: boolean },
    onProgress?: (progress: SyncProgress) => void,
  ): Promise<SyncSummary> {
    if (options.fresh) {
      this.#db.close();
      removeIndexFiles(this.#paths.index);
      this.#attach(openIndexOf(this.#options));
    } else {
      clearIndex(this.#db);
      this.#writer.clearCache();
      // A walk under way would hold file ids (and term ids) that new rows may take.
      this.#drop = new RetiredRowsDrop(this.#db, this.#options.retentionStepRows);
    }
    return this.sync(onProgress);
  }

  override dispose(): void {
    // A bulk sync's thread stops too: its open transaction is rolled back.
    this.#closing.abort();
    this.#appended.clear();
    this.#log.close();
    try {
      this.#db.pragma('optimize');
    } catch {
      // Statistics are an optimisation; closing matters more.
    }
    this.#db.close();
    this.#lock.release();
  }

  /**
   * Starts the log file and the index again when someone deleted them, or the whole audit
   * folder, under the running store. The log and SQLite kept writing into the unlinked files,
   * and the next sync dropped the rows of the vanished log files: an approval answered after a
   * user cleared the folder never showed in History. Takes the writer lock again when its file
   * went too, and opens a fresh index. Not during a sync, which holds the old database: the sync
   * after it catches up. Costs an fstat and a stat per append. Throws HistoryWriteError when the
   * folder cannot be made or another process took the lock meanwhile.
   */
  #recreateIfDeleted(): void {
    const logGone = this.#log.closeIfDeleted();
    if (this.#syncing > 0) return;
    if (!fs.existsSync(this.#paths.index)) this.#reopenIndex();
    // The log's own file went: the index forgets it before a new file can take its name.
    if (logGone) this.#catchUpQuietly();
  }

  #reopenIndex(): void {
    try {
      fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    } catch (error) {
      throw new HistoryWriteError('io', `cannot create ${this.dir}: ${(error as Error).message}`);
    }
    if (!fs.existsSync(this.#lock.file)) {
      const attempt = acquireWriterLock(this.#paths.lock);
      if (!attempt.ok) {
        throw new HistoryWriteError('io', `the audit folder was deleted, and ${attempt.reason}`);
      }
      this.#lock = attempt.lock;
    }
    this.#db.close();
    this.#attach(openIndexOf(this.#options));
  }

  #attach(db: Database.Database): void {
    this.#db = db;
    this.#writer = new IndexWriter(db);
    this.#live = { builder: new IndexBatchBuilder(), terms: new TermIds() };
    this.readFrom(db, this.dir);
    this.#cursors = new IngestCursorStore(db, this.#redactor);
    this.#drop = new RetiredRowsDrop(db, this.#options.retentionStepRows);
  }

  #indexAppended(chunks: ReturnType<HistoryLog['append']>, entries: HistoryEntry[]): void {
    let next = 0;
    for (const chunk of chunks) {
      const progress = this.#writer.file(chunk.file);
      const batch = entries.slice(next, next + chunk.lengths.length);
      next += chunk.lengths.length;
      if (progress.indexedBytes !== chunk.offset) {
        // The index lags (a failed commit earlier): catching up covers these lines too.
        syncIndexNow(this.#db, this.#writer, this.dir);
        return;
      }
      const end = addToBatch(this.#live.builder, batch, chunk.offset, chunk.lengths);
      this.#writer.commit(progress.id, this.#live.builder.take(), end, this.#live.terms);
    }
  }

  #catchUpQuietly(): void {
    try {
      syncIndexNow(this.#db, this.#writer, this.dir);
    } catch {
      // The next sync retries; a failing catch-up must not fail the sync that triggered it.
    }
  }
}

function indexOptionsOf(options: HistoryStoreOptions): OpenIndexOptions {
  return {
    file: auditPaths(options.dataDir).index,
    nativeBinding: options.nativeBinding,
    maxBytes: options.maxIndexBytes,
  };
}

function openIndexOf(options: HistoryStoreOptions): Database.Database {
  return openIndexDb(indexOptionsOf(options));
}

function indexFailure(error: unknown): string {
  if ((error as { code?: string }).code === 'SQLITE_FULL') {
    return 'The audit index is full (disk or size limit). The entries are safe in the log and are indexed once there is room.';
  }
  return `The audit index could not take the entries (${(error as Error).message}); they are safe in the log and are indexed at the next catch-up.`;
}
