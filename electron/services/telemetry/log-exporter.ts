import type { LogRecord } from '@opentelemetry/api-logs';

import type { TelemetryShare, TelemetryStatus } from '../../../shared/schemas/telemetry';
import { Redactor } from '../history/redaction';
import { backoffDelay, DEFAULT_BACKOFF, sleep, type BackoffPolicy } from './backoff';
import { ExportCursorFile, type ExportCursor } from './export-cursor';
import { backlogBytes, readLogBatch } from './log-batch-reader';
import type { SendResult } from './otlp-sender';
import { toLogRecord } from './record-mapper';

/** Sends one batch; OtlpSender in the app, a recording fake nowhere (tests use a real receiver). */
export interface BatchSender {
  send(records: readonly LogRecord[]): Promise<SendResult>;
}

export interface LogExporterOptions {
  /** The audit log folder (`<dataDir>/audit`). */
  auditDir: string;
  cursorFile: string;
  sender: BatchSender;
  share: TelemetryShare;
  /** Entries per request (default 500). */
  batchSize?: number;
  backoff?: BackoffPolicy;
  /** `--once` gives up after this many failed tries in a row (default: never). */
  maxFailures?: number;
  now?: () => Date;
}

/** Why a run ended. */
export type ExportRunResult =
  { ok: true; sent: number } | { ok: false; sent: number; error: string; backlogBytes: number };

/**
 * Sends the audit log to a collector through its own cursor. Reads a batch after the cursor,
 * maps each entry (redacted, filtered by `share`), sends it and waits for the answer; only an
 * accepted batch moves the cursor, saved atomically. So a collector that is down, slow or
 * refusing leaves the entries waiting (retried with backoff), and a kill at any moment resends at
 * most the batch in flight, whose records carry their entry ids (`log.record.uid`). Only one
 * process may run it for a data folder: the caller holds the export lock.
 */
export class LogExporter {
  readonly #options: LogExporterOptions;
  readonly #cursorFile: ExportCursorFile;
  readonly #redactor = new Redactor();
  #cursor: ExportCursor;
  #state: TelemetryStatus['state'] = 'idle';
  #lastError: string | null = null;
  #wake: (() => void) | null = null;

  constructor(options: LogExporterOptions) {
    this.#options = options;
    this.#cursorFile = new ExportCursorFile(options.cursorFile);
    this.#cursor = this.#cursorFile.load();
  }

  /** Where export stands, with the bytes of log still to send. */
  status(): TelemetryStatus {
    return {
      state: this.#state,
      lastSentAt: this.#cursor.lastSentAt,
      sentEntries: this.#cursor.sentEntries,
      backlogBytes: backlogBytes(this.#options.auditDir, this.#cursor),
      lastError: this.#lastError,
    };
  }

  /** Ends a follow run's wait for new entries now (the app calls it when entries are appended). */
  wake(): void {
    this.#wake?.();
  }

  /**
   * Sends until the log is caught up (`follow: false`) or until `signal` aborts (`follow: true`,
   * polling every `pollMs` for new lines). A failed batch is retried after a backoff; with
   * `maxFailures`, a run gives up after that many failures in a row and says why.
   */
  async run(signal: AbortSignal, follow: boolean, pollMs = 1_000): Promise<ExportRunResult> {
    const { auditDir, batchSize = 500, backoff = DEFAULT_BACKOFF, maxFailures } = this.#options;
    let sent = 0;
    let failures = 0;
    while (!signal.aborted) {
      const batch = readLogBatch(auditDir, this.#cursor, batchSize);
      if (batch.entries.length === 0) {
        if (batch.end && batch.skipped > 0) this.#advance(batch.end, 0, this.#cursor.lastId);
        this.#state = 'idle';
        if (!follow) break;
        await this.#idle(pollMs, signal);
        continue;
      }
      this.#state = failures > 0 ? 'retrying' : 'sending';
      const records = batch.entries.map((entry) =>
        toLogRecord(entry, this.#options.share, this.#redactor),
      );
      const result = await this.#options.sender.send(records);
      if (result.ok) {
        const last = batch.entries.at(-1)?.id ?? null;
        this.#advance(batch.end as { file: string; offset: number }, records.length, last);
        sent += records.length;
        failures = 0;
        this.#lastError = null;
        continue;
      }
      failures += 1;
      this.#state = 'retrying';
      this.#lastError = result.message;
      if (maxFailures !== undefined && failures >= maxFailures) {
        return { ok: false, sent, error: result.message, backlogBytes: this.status().backlogBytes };
      }
      await sleep(backoffDelay(backoff, failures - 1), signal);
    }
    return { ok: true, sent };
  }

  #advance(end: { file: string; offset: number }, count: number, lastId: string | null): void {
    const now = (this.#options.now ?? (() => new Date()))().toISOString();
    this.#cursor = {
      file: end.file,
      offset: end.offset,
      lastId,
      sentEntries: this.#cursor.sentEntries + count,
      lastSentAt: count > 0 ? now : this.#cursor.lastSentAt,
    };
    this.#cursorFile.save(this.#cursor);
  }

  #idle(ms: number, signal: AbortSignal): Promise<void> {
    const wake = new AbortController();
    this.#wake = () => wake.abort();
    const both = AbortSignal.any([signal, wake.signal]);
    return sleep(ms, both).finally(() => {
      this.#wake = null;
    });
  }
}
