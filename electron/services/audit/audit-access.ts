import { AppFailure } from '../../../shared/result';
import type { HostPaths } from '../platform/host-paths';
import { AuditService } from './audit-service';

/**
 * The audit log as the app opened it, or why it could not: another Hookyard process holds it
 * (the desktop app and `hookyard serve` at once), or its index needs a rebuild. The rest of the
 * app keeps working; audit channels answer with the reason and what to do.
 */
export class AuditAccess {
  readonly #service: AuditService | null;
  readonly #problem: string;

  private constructor(service: AuditService | null, problem: string) {
    this.#service = service;
    this.#problem = problem;
  }

  static async open(config: {
    dataDir: string;
    paths: HostPaths;
    env: NodeJS.ProcessEnv;
    importIntervalMs: number;
    nativeBinding?: string;
  }): Promise<AuditAccess> {
    const opened = await AuditService.open(config);
    if (opened.ok) return new AuditAccess(opened.service, '');
    const advice =
      opened.reason === 'locked'
        ? 'Another Hookyard window or `hookyard serve` has the audit log open; close it and restart this one.'
        : opened.reason === 'index'
          ? 'Run `hookyard audit reindex --fresh` to rebuild the index from the log.'
          : 'Check that the data folder is writable and has free space.';
    return new AuditAccess(null, `${opened.message} ${advice}`);
  }

  /** Whether the log is open here (so that runs can be recorded). */
  get available(): AuditService | null {
    return this.#service;
  }

  /** The service, or AppFailure('conflict') with the reason and what to do. */
  get service(): AuditService {
    if (!this.#service) throw new AppFailure('conflict', this.#problem);
    return this.#service;
  }

  async dispose(): Promise<void> {
    await this.#service?.dispose();
  }
}
