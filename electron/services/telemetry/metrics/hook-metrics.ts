import fs from 'node:fs';

import type Database from 'better-sqlite3';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

import { listAuditFiles } from '../../history/history-log';
import { auditPaths } from '../../history/history-paths';
import { openIndexDb } from '../../history/index-db';
import { shortHash } from '../record-mapper';
import { forEachIndexedEntry, unindexedBytes, type CountedEntry } from './indexed-runs';

export interface HookMetricsOptions {
  dataDir: string;
  /** Requests waiting for a decision now (the approvals queue). */
  approvalsWaiting: () => number;
  /** Bytes of the log export has not sent yet; null when export is off. */
  exportBacklogBytes?: () => number | null;
  nativeBinding?: string;
}

// Seconds: hooks are meant to be fast; the long tail (timeouts) lands in the last buckets.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const MAX_HOOK_LABEL = 120;
/** When `warmUpLater` counts the index: past the app's first screens, as index compaction waits. */
const WARM_UP_DELAY_MS = 30_000;

/**
 * The Prometheus metrics of `/metrics`, through prom-client. The audit index is counted once
 * (`warmUp`, in pages, off the critical path); from then on the process that writes the log
 * hands each appended batch to `countAppended`, so a scrape costs the number of series, not the
 * size of the log (see test/perf/telemetry.bench.ts). Counters are monotonic for the life of the process. Each family
 * is one collector below: silent or failing hooks become another when the audit records them,
 * with no placeholder meanwhile.
 */
export class HookMetrics {
  readonly registry = new Registry();
  readonly #options: HookMetricsOptions;
  readonly #runs: Counter<'agent' | 'event' | 'outcome'>;
  readonly #durations: Histogram<'agent' | 'event' | 'hook_id' | 'hook'>;
  readonly #decided: Counter<'agent' | 'source' | 'decision'>;
  #db: Database.Database | null = null;
  #warmUpTimer: NodeJS.Timeout | null = null;
  /** Set once counting the index has started: from then on appended batches are counted. */
  #seeding: Promise<void> | null = null;
  readonly #hookIds = new Map<string, string>();

  constructor(options: HookMetricsOptions) {
    this.#options = options;
    const registers = [this.registry];
    this.#runs = new Counter({
      name: 'hookyard_hook_runs_total',
      help: 'Hook runs recorded in the audit log, by agent, event and outcome.',
      labelNames: ['agent', 'event', 'outcome'],
      registers,
    });
    this.#durations = new Histogram({
      name: 'hookyard_hook_duration_seconds',
      help: 'How long each hook ran (hook_id as in the OTLP export; hook: its command, cut short).',
      labelNames: ['agent', 'event', 'hook_id', 'hook'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.#decided = new Counter({
      name: 'hookyard_approvals_decided_total',
      help: 'Tool uses allowed, denied or deferred, by agent, where the decision was recorded and decision.',
      labelNames: ['agent', 'source', 'decision'],
      registers,
    });
    new Gauge({
      name: 'hookyard_approvals_waiting',
      help: 'Tool uses waiting for a decision in the approvals inbox.',
      registers,
      collect() {
        this.set(options.approvalsWaiting());
      },
    });
    const lagBytes = () => {
      const files = listAuditFiles(auditPaths(options.dataDir).dir);
      const logBytes = files.reduce((sum, file) => sum + file.size, 0);
      const db = this.#open();
      return db ? unindexedBytes(db, logBytes) : logBytes;
    };
    new Gauge({
      name: 'hookyard_ingest_lag_bytes',
      help: 'Bytes of the audit log not indexed yet, so not counted in these metrics yet.',
      registers,
      collect() {
        this.set(lagBytes());
      },
    });
    if (options.exportBacklogBytes) {
      const backlog = options.exportBacklogBytes;
      new Gauge({
        name: 'hookyard_export_backlog_bytes',
        help: 'Bytes of the audit log the OTLP export has not sent yet.',
        registers,
        collect() {
          this.set(backlog() ?? 0);
        },
      });
    }
  }

  /**
   * Starts counting the index (once), without blocking the process: the app calls it when the
   * audit log opens, so that the first scrape finds the counts ready.
   */
  warmUp(): Promise<void> {
    if (!this.#seeding) {
      // An index that cannot be opened (not a database) fails the promise, never the caller.
      let db: Database.Database | null;
      try {
        db = this.#open();
      } catch (error) {
        this.#seeding = Promise.reject(error as Error);
        return this.#seeding;
      }
      this.#seeding = db
        ? forEachIndexedEntry(db, (entry) => this.#count(entry)).then(() => undefined)
        : Promise.resolve();
    }
    return this.#seeding;
  }

  /**
   * Starts counting the index after `delayMs`, or at the first scrape if that comes sooner.
   * Counting takes seconds of CPU at ten million entries, and the app's first seconds (its
   * window, the first screen the user opens) need the CPU more than a scrape that may never come.
   */
  warmUpLater(onError: (error: unknown) => void, delayMs = WARM_UP_DELAY_MS): void {
    this.#warmUpTimer = setTimeout(() => {
      this.#warmUpTimer = null;
      this.warmUp().catch(onError);
    }, delayMs);
    this.#warmUpTimer.unref();
  }

  /** The exposition text and its content type, once the index is counted. */
  async render(): Promise<{ contentType: string; body: string }> {
    await this.warmUp();
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  /**
   * Counts entries the log just took. Before counting the index has started it does nothing:
   * the index snapshot that counting reads will hold them.
   */
  countAppended(entries: readonly CountedEntry[]): void {
    if (this.#seeding) for (const entry of entries) this.#count(entry);
  }

  #count(row: CountedEntry): void {
    if (row.kind === 'decision') {
      this.#decided.inc({ agent: row.agent, source: row.source, decision: row.outcome ?? 'none' });
      return;
    }
    if (row.hook === null) return;
    this.#runs.inc({ agent: row.agent, event: row.event, outcome: row.outcome ?? 'unknown' });
    if (row.durationMs === null) return;
    this.#durations.observe(
      {
        agent: row.agent,
        event: row.event,
        hook_id: this.#hookId(row.agent, row.hook),
        hook: row.hook.slice(0, MAX_HOOK_LABEL),
      },
      row.durationMs / 1000,
    );
  }

  // One hash per hook, not per run: the first scrape of a large index observes every run.
  #hookId(agent: string, hook: string): string {
    const key = `${agent}\0${hook}`;
    let id = this.#hookIds.get(key);
    if (id === undefined) {
      id = shortHash(key);
      this.#hookIds.set(key, id);
    }
    return id;
  }

  // The index appears with the first audit entry; until then every count is zero.
  #open(): Database.Database | null {
    if (this.#db) return this.#db;
    const file = auditPaths(this.#options.dataDir).index;
    if (!fs.existsSync(file)) return null;
    this.#db = openIndexDb({ file, readonly: true, nativeBinding: this.#options.nativeBinding });
    return this.#db;
  }

  dispose(): void {
    if (this.#warmUpTimer) clearTimeout(this.#warmUpTimer);
    this.#db?.close();
    this.#db = null;
  }
}
