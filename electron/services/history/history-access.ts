import { AppFailure } from '../../../shared/result';
import { HistoryService, type HistoryServiceConfig } from './history-service';

/**
 * The audit log as the app opened it, or why it could not: another Hookyard process holds it
 * (the desktop app and `hookyard serve` at once), or its index needs a rebuild. The rest of the
 * app keeps working; audit channels answer with the reason and what to do.
 */
type Opened = { service: HistoryService } | { service: null; problem: AppFailure };

export class HistoryAccess {
  readonly #opened: Opened;

  private constructor(opened: Opened) {
    this.#opened = opened;
  }

  static async open(config: HistoryServiceConfig): Promise<HistoryAccess> {
    const opened = await HistoryService.open(config);
    if (opened.ok) return new HistoryAccess({ service: opened.service });
    const advice =
      opened.reason === 'locked'
        ? 'failure.audit-locked'
        : opened.reason === 'index'
          ? 'failure.audit-index-broken'
          : 'failure.audit-unavailable';
    const problem = new AppFailure('conflict', advice, { message: opened.message });
    return new HistoryAccess({ service: null, problem });
  }

  /** Whether the log is open here (so that runs can be recorded). */
  get available(): HistoryService | null {
    return this.#opened.service;
  }

  /** The service, or AppFailure('conflict') with the reason and what to do. */
  get service(): HistoryService {
    if (this.#opened.service) return this.#opened.service;
    throw this.#opened.problem;
  }

  async dispose(): Promise<void> {
    await this.#opened.service?.dispose();
  }
}
