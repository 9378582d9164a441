import {
  HISTORY_PAGE_SIZE,
  HistoryExportRequestSchema,
  HistoryHookStatsQuerySchema,
  HistoryQuerySchema,
  HistorySessionQuerySchema,
  HistoryTimelineQuerySchema,
  type HistoryEntry,
  type HistoryEntryInput,
  type HistoryExportRequest,
  type HistoryExportResult,
  type HistoryHookStat,
  type HistoryHookStatsQuery,
  type HistoryImportReport,
  type HistoryPage,
  type HistoryProgress,
  type HistoryQuery,
  type HistoryRetentionProgress,
  type HistorySessionQuery,
  type HistoryStatus,
  type HistoryTimeline,
  type HistoryTimelineQuery,
} from '../../../shared/schemas/history';
import { Emitter, type Disposable } from '../events';
import type { HostPaths } from '../platform/host-paths';
import { FirstPageWarmUp } from './first-page-warm-up';
import { exportAudit, freeExportFile } from './history-export';
import { HistoryStore, type AppendResult, type HistoryStoreOptions } from './history-store';
import type { AgentVersionAt } from '../agent-versions/stamp-version';
import { importAll } from './ingest/import-runner';
import { importSources, type ImportSources } from './ingest/import-sources';
import { UnshownImportNotes } from './ingest/unshown-import-notes';
import { bundledEntry } from '../platform/bundled-entry';
import type { SyncProgress, SyncSummary } from './index-sync';
import { StatsPool } from './stats-pool';
import { hookStatsScan } from './hook-stats';
import { HistoryUpkeep } from './history-upkeep';
import type { RetentionReport } from './retention';

/** The store's options plus where the agents keep their logs and how often to import. */
export interface HistoryServiceConfig extends HistoryStoreOptions {
  paths: HostPaths;
  /** For `CLINE_HOOKS_LOG_PATH`; the agents' own variable decides where Cline logs. */
  env?: NodeJS.ProcessEnv;
  /** Import new lines from the spool and the agents' logs this often; 0 or absent: only on request. */
  importIntervalMs?: number;
  /** Stamps imported entries that carry no version of their own (see AgentVersionWatch). */
  agentVersionAt?: AgentVersionAt;
  /** How long after opening and after retention the index compaction starts (default 30 s). */
  compactionDelayMs?: number;
  /**
   * The statistics threads' script (see StatsPool): undefined finds the bundled one, null (or
   * none found, running from sources) computes statistics on the calling thread.
   */
  statsWorker?: string | null;
  /**
   * For the long-lived processes (the app, serve): `open` returns at once and its sync goes on in
   * the background, its progress pushed, while queries read what is indexed so far. That sync
   * indexes all of a log after a fresh index or files copied in: minutes at ten million entries,
   * during which the app showed no window, serve printed no address and the approvals bridge did
   * not listen. Imports, reindexes and retention wait for it.
   */
  syncInBackground?: boolean;
}

/** The opened service, or why it could not open (see HistoryStore.open). */
export type HistoryServiceOpen =
  | { ok: true; service: HistoryService }
  | { ok: false; reason: 'locked' | 'index' | 'io'; message: string };

const RETENTION_EVERY_MS = 6 * 60 * 60 * 1000;

/** An import under way; `shown` once a person's Import waits for its report. */
interface ImportRun {
  report: Promise<HistoryImportReport>;
  shown: boolean;
}

/**
 * The audit log as the app and the CLI use it: one store (the single writer), the importers of
 * the recorder's spool and the agents' logs, live appends from other services (runner, replay,
 * approvals), paged queries, statistics, retention. Imports never overlap: a second request
 * waits for the running one.
 */
export class HistoryService implements Disposable {
  readonly onDidAppend: (listener: (entries: HistoryEntry[]) => void) => Disposable;
  readonly onDidProgress: (listener: (progress: HistoryProgress) => void) => Disposable;
  readonly onDidRetentionProgress: (
    listener: (progress: HistoryRetentionProgress) => void,
  ) => Disposable;
  readonly #store: HistoryStore;
  readonly #sources: ImportSources;
  readonly #agentVersionAt: AgentVersionAt | undefined;
  readonly #progress = new Emitter<HistoryProgress>();
  readonly #timers: NodeJS.Timeout[] = [];
  #importing: ImportRun | null = null;
  readonly #unshownNotes = new UnshownImportNotes();
  readonly #upkeep: HistoryUpkeep;
  #warmUp: FirstPageWarmUp | null = null;
  readonly #statsThreads: StatsPool | null;
  // The sync `open` started; never rejects. Resolved at once when `open` waited for it.
  #opening: Promise<void> = Promise.resolve();
  // Settles when the running reindex ends: an import waits for it, as for the sync `open` runs
  // (a bulk sync's thread holds SQLite's write lock for seconds, and the import writes cursors).
  #reindexing: Promise<void> = Promise.resolve();
  #opened = false;
  #disposed = false;

  private constructor(store: HistoryStore, config: HistoryServiceConfig) {
    this.#store = store;
    const statsWorker =
      config.statsWorker === undefined ? bundledEntry('audit-stats-worker') : config.statsWorker;
    this.#statsThreads = statsWorker
      ? new StatsPool(statsWorker, {
          dataDir: config.dataDir,
          nativeBinding: config.nativeBinding,
        })
      : null;
    this.#sources = importSources(config.paths, config.dataDir, config.env ?? process.env);
    this.#agentVersionAt = config.agentVersionAt;
    // Retention waits for the sync `open` started: it renames and drops files.
    this.#upkeep = new HistoryUpkeep(store, () => this.#opening, config.compactionDelayMs);
    this.onDidAppend = store.onDidAppend;
    this.onDidProgress = this.#progress.event;
    this.onDidRetentionProgress = this.#upkeep.onDidRetentionProgress;
  }

  /**
   * Opens the store, indexes what the log has beyond the index (reporting progress; in the
   * background with `syncInBackground`), then starts retention in the background (see
   * applyRetention) and the periodic import. Fails as data when another process holds the store
   * or the index cannot be opened (then `reindex --fresh` from the CLI repairs it).
   */
  static async open(
    config: HistoryServiceConfig,
    onProgress?: (progress: HistoryProgress) => void,
  ): Promise<HistoryServiceOpen> {
    const opened = HistoryStore.open(config);
    if (!opened.ok) return opened;
    const service = new HistoryService(opened.store, config);
    const opening = service.#syncThenStart(config, onProgress);
    if (!config.syncInBackground) await opening;
    else
      service.#opening = opening.catch((error: unknown) => {
        // Closed under it (the app quits): nothing to say. Otherwise the next sync goes on.
        if (!service.#disposed) console.error('History: indexing the log stopped:', error);
      });
    return { ok: true, service };
  }

  async #syncThenStart(
    config: HistoryServiceConfig,
    onProgress?: (progress: HistoryProgress) => void,
  ): Promise<void> {
    try {
      await this.#syncReporting((report) => this.#store.sync(report), onProgress);
    } finally {
      this.#opened = true;
    }
    if (this.#disposed) return;
    void this.applyRetention();
    if (config.importIntervalMs) {
      const every = config.importIntervalMs;
      this.#timers.push(setInterval(() => this.#importInBackground(), every).unref());
      this.#timers.push(setInterval(() => void this.applyRetention(), RETENTION_EVERY_MS).unref());
    }
  }

  /**
   * Runs a sync of the index (handed the callback that reports its steps), then says it is done:
   * a last progress event with every byte done, also when the sync stopped or skipped files that
   * vanished meanwhile (History's line about indexing goes on that event).
   */
  async #syncReporting(
    sync: (report: (step: SyncProgress) => void) => Promise<SyncSummary>,
    onProgress?: (progress: HistoryProgress) => void,
  ): Promise<SyncSummary> {
    let last: HistoryProgress | null = null;
    const report = (step: SyncProgress) => {
      const progress: HistoryProgress = { phase: 'reindex', label: 'audit log', ...step };
      last = progress;
      this.#progress.fire(progress);
      onProgress?.(progress);
    };
    try {
      return await sync(report);
    } finally {
      const final = last as HistoryProgress | null;
      if (final) this.#progress.fire({ ...final, bytesDone: final.bytesTotal });
    }
  }

  /** Appends entries from other services (runner, replay, approvals). */
  append(inputs: readonly HistoryEntryInput[]): AppendResult {
    return this.#store.append(inputs);
  }

  query(request: HistoryQuery): HistoryPage {
    this.#warmUp?.cancel();
    return this.#page(request);
  }

  /**
   * Makes History's first query (every workspace, newest first) in the background, once: a
   * tiny page, then a full one (see FirstPageWarmUp). For the processes that show History, the
   * app and serve; the first query anyone makes cancels it.
   */
  warmFirstPageSoon(): void {
    const firstPage = (limit: number) => () =>
      this.#page({ filter: {}, cursor: null, limit, order: 'desc' });
    this.#warmUp = new FirstPageWarmUp([firstPage(1), firstPage(HISTORY_PAGE_SIZE)]);
    this.#warmUp.start();
  }

  #page(request: HistoryQuery): HistoryPage {
    return this.#store.query(HistoryQuerySchema.parse(request));
  }

  /** One session's entries, oldest first. */
  session(request: HistorySessionQuery): HistoryPage {
    const { sessionId, agent, cursor, limit } = HistorySessionQuerySchema.parse(request);
    return this.#store.query({ filter: { sessionId, agent }, cursor, limit, order: 'asc' });
  }

  entry(id: string): HistoryEntry | null {
    return this.#store.entry(id);
  }

  async timeline(request: HistoryTimelineQuery): Promise<HistoryTimeline> {
    const { filter, bucket } = HistoryTimelineQuerySchema.parse(request);
    return this.#stats(
      () => this.#store.timelineScans(filter, bucket),
      (threads) => threads.timeline(filter, bucket),
      () => this.#store.timeline(filter, bucket),
    );
  }

  async hookStats(request: HistoryHookStatsQuery): Promise<HistoryHookStat[]> {
    const { filter } = HistoryHookStatsQuerySchema.parse(request);
    return this.#stats(
      () => hookStatsScan(filter),
      (threads) => threads.hookStats(filter, this.#store.seqBounds(filter)),
      () => this.#store.hookStats(filter),
    );
  }

  /**
   * Statistics: from the rollups here (a few ms), or, where they walk the matching entries
   * (`scans`, asked only when there are threads: words, a session, a mix of columns the rollups
   * are not kept for, minute buckets; up to seconds at ten million entries), on the statistics
   * threads, so that the approvals bridge and the UI's other requests go on meanwhile. Here when
   * there are none or they fail.
   */
  async #stats<T>(
    scans: () => boolean,
    onThreads: (threads: StatsPool) => Promise<T>,
    here: () => T,
  ): Promise<T> {
    if (!this.#statsThreads || !scans()) return here();
    try {
      return await onThreads(this.#statsThreads);
    } catch (error) {
      console.error('History statistics thread:', (error as Error).message);
      return here();
    }
  }

  agentVersions(): string[] {
    return this.#store.agentVersions();
  }

  status(): HistoryStatus {
    return this.#store.status();
  }

  /** Writes the filter's entries, oldest first, to a new file in `folder`, reporting progress. */
  exportTo(request: HistoryExportRequest, folder: string): Promise<HistoryExportResult> {
    const { filter, format } = HistoryExportRequestSchema.parse(request);
    return exportAudit({
      page: (pageFilter, cursor, limit) =>
        this.#store.query({ filter: pageFilter, cursor, limit, order: 'asc' }),
      filter,
      format,
      file: freeExportFile(folder, format),
      onProgress: (progress) => this.#progress.fire(progress),
    });
  }

  /**
   * Imports what is new in the spool and the agents' logs, for a person (History's Import, the
   * CLI): `error` says why it stopped early. The report also names the unreadable lines that
   * background imports met since the last such report (see UnshownImportNotes).
   */
  async importNow(onProgress?: (progress: HistoryProgress) => void): Promise<HistoryImportReport> {
    const run = this.#startImport(onProgress);
    run.shown = true;
    return this.#unshownNotes.addTo(await run.report);
  }

  /** The periodic import: what it could not read waits for the next report a person sees. */
  #importInBackground(): void {
    const run = this.#startImport();
    run.report.then(
      (report) => {
        if (!run.shown) this.#unshownNotes.keep(report);
      },
      // Not thrown at nobody: the next report a person sees says why it stopped.
      (error: unknown) => {
        if (!run.shown)
          this.#unshownNotes.keep({ sources: [], durationMs: 0, error: String(error) });
      },
    );
  }

  /** Starts an import, or joins the running one. */
  #startImport(onProgress?: (progress: HistoryProgress) => void): ImportRun {
    if (this.#importing) return this.#importing;
    const run = {
      // After the sync `open` started: an import appends and catches the index up itself.
      report: this.#opening
        .then(() => this.#reindexing)
        .then(() =>
          this.#disposed
            ? { sources: [], durationMs: 0, error: 'Hookyard closed before the import began.' }
            : importAll(this.#store, this.#sources, {
                agentVersionAt: this.#agentVersionAt,
                onProgress: (progress) => {
                  this.#progress.fire(progress);
                  onProgress?.(progress);
                },
              }),
        )
        .finally(() => {
          this.#importing = null;
        }),
      shown: false,
    };
    this.#importing = run;
    return run;
  }

  /** Rebuilds the index from the log (see HistoryStore.reindex). */
  reindex(
    fresh: boolean,
    onProgress?: (progress: HistoryProgress) => void,
  ): Promise<{ entries: number; malformed: number }> {
    const running = this.#reindex(fresh, onProgress);
    this.#reindexing = running.then(
      () => undefined,
      () => undefined,
    );
    return running;
  }

  async #reindex(
    fresh: boolean,
    onProgress?: (progress: HistoryProgress) => void,
  ): Promise<{ entries: number; malformed: number }> {
    await this.#opening;
    await this.#importing?.report;
    // A reindex empties the index, retired rows too: the drop has nothing left to do.
    await this.#upkeep.stopRetention(true);
    // Its connection holds the file a fresh reindex deletes, which Windows refuses while open;
    // the next statistics request starts a new thread on the new file.
    if (fresh) await this.#statsThreads?.dispose();
    const summary = await this.#syncReporting(
      (report) => this.#store.reindex({ fresh }, report),
      onProgress,
    );
    return { entries: summary.entries, malformed: summary.malformed };
  }

  /** Applies retention in the background, then compacts the index (see HistoryUpkeep). */
  applyRetention(): Promise<RetentionReport> {
    return this.#upkeep.applyRetention();
  }

  async dispose(): Promise<void> {
    // Not waiting for the sync `open` started (minutes on a large log): it stops at its next
    // step on the closed index, and the next open goes on from there.
    this.#disposed = true;
    this.#warmUp?.cancel();
    for (const timer of this.#timers.splice(0)) clearInterval(timer);
    // A retention or an import asked during that sync waits for it; they give up once it stopped.
    await this.#upkeep.dispose(this.#opened);
    if (this.#opened) await this.#importing?.report;
    this.#progress.clear();
    await this.#statsThreads?.dispose();
    this.#store.dispose();
  }
}
