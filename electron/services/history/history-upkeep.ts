import type { HistoryRetentionProgress } from '../../../shared/schemas/history';
import { Emitter, type Disposable } from '../events';
import type { HistoryStore } from './history-store';
import type { RetentionReport } from './retention';

/** The least time between two retention progress events: a step can take a few ms. */
const RETENTION_PROGRESS_EVERY_MS = 250;
/** The pause between two compaction steps: the user's requests run in between. */
const COMPACTION_PAUSE_MS = 250;
// Not at once: the app has just started (or the History screen is being used), and the merge can
// wait for a quieter moment.
const COMPACTION_DELAY_MS = 30_000;

/**
 * The history index's upkeep in the background, for HistoryService: retention (expired log files
 * deleted, their rows dropped a step at a time) and the compaction of the full-text index after
 * it, so that queries, appends and approvals go on meanwhile.
 */
export class HistoryUpkeep {
  readonly onDidRetentionProgress: (
    listener: (progress: HistoryRetentionProgress) => void,
  ) => Disposable;
  readonly #store: HistoryStore;
  // What retention waits for first (the sync HistoryService.open started).
  readonly #ready: () => Promise<void>;
  readonly #compactionDelayMs: number;
  readonly #retentionProgress = new Emitter<HistoryRetentionProgress>();
  #retaining: { done: Promise<RetentionReport>; cancelled: boolean } | null = null;
  #compaction: NodeJS.Timeout | null = null;
  #disposed = false;

  constructor(store: HistoryStore, ready: () => Promise<void>, compactionDelayMs?: number) {
    this.#store = store;
    this.#ready = ready;
    this.#compactionDelayMs = compactionDelayMs ?? COMPACTION_DELAY_MS;
    this.onDidRetentionProgress = this.#retentionProgress.event;
  }

  /**
   * Applies retention in the background, then compacts the index (see #compactSoon): from the
   * next turn of the event loop, deletes the expired log files, then drops their rows a short
   * transaction at a time (see RetiredRowsDrop), yielding to the event loop between steps, so
   * that queries, appends and approvals go on meanwhile. One run at a time: a second request
   * gets the running one. A failing step ends the run quietly; the next run (every six hours,
   * and at the next open) goes on from what is left, as it does after a crash or a dispose.
   */
  applyRetention(): Promise<RetentionReport> {
    if (this.#retaining) return this.#retaining.done;
    const run = { cancelled: false };
    const done = this.#retain(run).finally(() => {
      this.#retaining = null;
      this.#compactSoon();
    });
    this.#retaining = Object.assign(run, { done });
    return done;
  }

  async #retain(run: { cancelled: boolean }): Promise<RetentionReport> {
    const report: RetentionReport = { removedFiles: [], removedEntries: 0 };
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    const policy = this.#store.retention;
    // The last step's progress; null until a step dropped rows.
    let last: { entriesDone: number; entriesTotal: number } | null = null;
    let reportedAt = -Infinity;
    await this.#ready();
    await nextTurn();
    try {
      if (!run.cancelled) report.removedFiles = this.#store.retireExpiredFiles();
      while (!run.cancelled) {
        const step = this.#store.dropRetiredStep();
        if (!step) break;
        report.removedEntries += step.dropped;
        last = { entriesDone: step.entriesDone, entriesTotal: step.entriesTotal };
        if (performance.now() - reportedAt >= RETENTION_PROGRESS_EVERY_MS) {
          reportedAt = performance.now();
          this.#retentionProgress.fire({ ...last, finished: false, policy });
        }
        await nextTurn();
      }
    } catch {
      // A full disk or a busy index: what is left is dropped by the next run.
    }
    // Ended, stopped or failed: History stops saying it is removing (the next run says it again).
    if (last) this.#retentionProgress.fire({ ...last, finished: true, policy });
    return report;
  }

  /**
   * Stops a running retention after its current step (waiting for that step when `wait`); the
   * next run finishes it.
   */
  async stopRetention(wait: boolean): Promise<void> {
    if (!this.#retaining) return;
    this.#retaining.cancelled = true;
    if (wait) await this.#retaining.done;
  }

  /**
   * Compacts the index (see index-compaction.ts) a while later, in small steps with pauses
   * between, until there is nothing left to merge: after opening (a bulk ingest leaves many
   * segments) and after each retention, every six hours (live appends leave a segment per
   * batch). One run at a time.
   */
  #compactSoon(): void {
    if (this.#compaction || this.#disposed) return;
    const step = () => {
      let more: boolean;
      try {
        more = this.#store.compactStep();
      } catch {
        // An optimisation: a full disk or a busy index leaves it for the next retention.
        more = false;
      }
      this.#compaction = more ? setTimeout(step, COMPACTION_PAUSE_MS).unref() : null;
    };
    this.#compaction = setTimeout(step, this.#compactionDelayMs).unref();
  }

  /**
   * Stops retention (waiting for its step when `wait`: not while it still waits for the sync
   * before it) and the compaction.
   */
  async dispose(wait: boolean): Promise<void> {
    this.#disposed = true;
    // Before the compaction is cancelled: a retention that ends schedules one.
    await this.stopRetention(wait);
    if (this.#compaction) clearTimeout(this.#compaction);
    this.#compaction = null;
    this.#retentionProgress.clear();
  }
}
