import path from 'node:path';

import type {
  TelemetrySettingsUpdate,
  TelemetrySettingsView,
  TelemetryStatus,
  TelemetryTestResult,
} from '../../../shared/schemas/telemetry';
import type { WriterLock } from '../history/writer-lock';
import { probeCollector } from './collector-probe';
import { takeExportLock } from './export-lock';
import { LogExporter } from './log-exporter';
import type { OtlpSender } from './otlp-sender';
import { logsUrl } from './otlp-url';
import { telemetryPaths } from './telemetry-paths';
import { settingsView, TelemetrySettingsFile } from './telemetry-settings';

export interface TelemetryServiceOptions {
  dataDir: string;
  version: string;
  /** How often a follow run looks for new lines and for the export lock (default 2 s). */
  pollMs?: number;
  onError?: (error: unknown) => void;
}

interface Running {
  exporter: LogExporter;
  sender: OtlpSender;
  lock: WriterLock;
  stop: AbortController;
  done: Promise<unknown>;
}

/**
 * Export in the app and `serve`: follows the audit log to the configured collector while export
 * is on, restarts with new settings, and reports its status. While `hookyard export` holds the
 * export lock it stands aside (`elsewhere`) and tries again at every poll.
 */
export class TelemetryService {
  readonly #options: TelemetryServiceOptions;
  readonly #paths: ReturnType<typeof telemetryPaths>;
  readonly #settings: TelemetrySettingsFile;
  #running: Running | null = null;
  #retry: NodeJS.Timeout | null = null;
  #elsewhere: string | null = null;
  #disposed = false;
  /** The restart under way: one at a time, so the last settings saved are the ones that run. */
  #restarts: Promise<void> = Promise.resolve();

  constructor(options: TelemetryServiceOptions) {
    this.#options = options;
    this.#paths = telemetryPaths(options.dataDir);
    this.#settings = new TelemetrySettingsFile(this.#paths.settings);
  }

  /** Starts following when export is on. */
  start(): void {
    this.#restart().catch((error) => this.#options.onError?.(error));
  }

  settings(): TelemetrySettingsView {
    return settingsView(this.#settings.load().settings);
  }

  async saveSettings(change: TelemetrySettingsUpdate): Promise<TelemetrySettingsView> {
    const saved = await this.#settings.update(change);
    await this.#restart();
    return settingsView(saved);
  }

  status(): TelemetryStatus {
    if (this.#running) return this.#running.exporter.status();
    const idle = new LogExporter({
      auditDir: path.join(this.#options.dataDir, 'audit'),
      cursorFile: this.#paths.cursor,
      sender: { send: async () => ({ ok: false, status: null, message: 'off' }) },
      share: 'counts',
    }).status();
    return { ...idle, state: this.#elsewhere ? 'elsewhere' : 'off', lastError: this.#elsewhere };
  }

  /** Probes the endpoint given (or the saved one) with the saved headers. */
  test(endpoint: string | null): Promise<TelemetryTestResult> {
    const { settings } = this.#settings.load();
    const target = endpoint ?? settings.endpoint;
    if (!target) return Promise.resolve({ ok: false, status: null, message: 'no endpoint set' });
    return probeCollector(target, settings.headers);
  }

  /** New entries were appended: send them now rather than at the next poll. */
  wake(): void {
    this.#running?.exporter.wake();
  }

  #restart(): Promise<void> {
    const restart = this.#restarts.then(() => this.#restartNow());
    this.#restarts = restart.catch(() => undefined);
    return restart;
  }

  async #restartNow(): Promise<void> {
    await this.#stop();
    if (this.#disposed) return;
    const { settings } = this.#settings.load();
    if (!settings.enabled || !settings.endpoint) return;
    // OpenTelemetry's exporter costs about 0.25 s of CPU to load, a third of these services'
    // start (the app, `serve`, every CLI command): it is loaded once export is on.
    const { OtlpSender } = await import('./otlp-sender');
    if (this.#disposed) return;
    const taken = takeExportLock(this.#paths.lock);
    if (!taken.ok) {
      this.#elsewhere = taken.reason;
      this.#retry = setTimeout(
        () => this.#restart().catch((error) => this.#options.onError?.(error)),
        this.#options.pollMs ?? 2_000,
      );
      return;
    }
    this.#elsewhere = null;
    const sender = new OtlpSender({
      url: logsUrl(settings.endpoint),
      headers: settings.headers,
      team: settings.team,
      version: this.#options.version,
      timeoutMs: 10_000,
    });
    const exporter = new LogExporter({
      auditDir: path.join(this.#options.dataDir, 'audit'),
      cursorFile: this.#paths.cursor,
      sender,
      share: settings.share,
    });
    const stop = new AbortController();
    const done = exporter
      .run(stop.signal, true, this.#options.pollMs ?? 2_000)
      .catch((error) => this.#options.onError?.(error));
    this.#running = { exporter, sender, lock: taken.lock, stop, done };
  }

  async #stop(): Promise<void> {
    if (this.#retry) clearTimeout(this.#retry);
    this.#retry = null;
    const running = this.#running;
    if (!running) return;
    this.#running = null;
    running.stop.abort();
    await running.done;
    await running.sender.dispose();
    running.lock.release();
  }

  async dispose(): Promise<void> {
    this.#disposed = true;
    await this.#stop();
  }
}
