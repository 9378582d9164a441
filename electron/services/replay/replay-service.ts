import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { isReplayable } from '../../../shared/agents/replayable';
import { AppFailure } from '../../../shared/result';
import type {
  HistoryEntry,
  HistoryEntryInput,
  HistoryEntryFilter,
} from '../../../shared/schemas/history';
import type {
  ReplayCase,
  ReplayConsentReason,
  ReplayProgress,
  ReplayRunResponse,
  ReplayShadowResponse,
} from '../../../shared/schemas/replay';
import type { HistoryService } from '../history/history-service';
import { Emitter } from '../events';
import type { InventoryService } from '../inventory/inventory-service';
import type { HookRunner } from '../runner/hook-runner';
import { ProcessPool } from '../runner/process-pool';
import type { TrustService } from '../trust/trust-service';
import type { WorkspaceRegistry } from '../workspaces/workspace-registry';
import { differences, viewOfOutcome } from './outcome-view';
import {
  forEachBounded,
  replayAuditEntries,
  replayCase,
  replayOutcome,
  type ReplayExecution,
} from './replay-executor';
import { planReplay, type ReplayPlan, type ReplayTarget } from './replay-plan';
import { ReplayRecording } from './replay-recording';
import { ReplayTargets } from './replay-targets';
import { draftSpec } from './shadow-draft';

/** Replays at once per job: hooks are processes, and the machine has other work. */
export const REPLAY_PARALLELISM = 3;
/** The most entries a filter selects for one replay or shadow run. */
export const MAX_FILTERED_ENTRIES = 2_000;
/** Progress is pushed at most this often (and once at the end): a job may have 10,000 cases. */
const PROGRESS_EVERY_MS = 100;
/** The most consent reasons one answer lists. */
const MAX_REASONS = 20;

export interface ReplayServiceDeps {
  inventory: InventoryService;
  workspaces: WorkspaceRegistry;
  trust: TrustService;
  runner: HookRunner;
  home: string;
  /** Hookyard's own environment: hooks take their base variables from it, never the recorded one. */
  hostEnv: NodeJS.ProcessEnv;
  /** The audit log, or AppFailure('conflict') with why it is not open. */
  audit: () => HistoryService;
  /** Keeps replays in the audit log when it is open here. */
  record: (entries: HistoryEntryInput[]) => void;
  parallelism?: number;
  /**
   * The built process host (`bundledProcessHost()`): replays start their hooks' processes in
   * small host processes. Null (tests from sources): in this process.
   */
  processHost: string | null;
  /** Overrides every hook's timeout (tests, the bench); else each agent's own timeout applies. */
  timeoutMs?: number;
}

/** One running replay: its id, its cancel switch, its hook lookups. */
export interface ReplayJob {
  id: string;
  controller: AbortController;
  targets: ReplayTargets;
}

/**
 * Replays recorded events against the hooks as they are now (issue 7): from audit entries,
 * against a draft of one hook (shadow run), or from a workspace's saved suites (see
 * ReplaySuites). Every job runs a bounded number of hooks at once, can be cancelled, reports
 * progress, asks before untrusted hooks or destructive tool calls, and is recorded in the
 * audit log with source `replay`.
 */
export class ReplayService {
  readonly #deps: ReplayServiceDeps;
  readonly #jobs = new Map<string, AbortController>();
  readonly #progress = new Emitter<ReplayProgress>();
  readonly onDidProgress = this.#progress.event;

  readonly #processes: ProcessPool;

  constructor(deps: ReplayServiceDeps) {
    this.#deps = deps;
    // Shared by the jobs, one host per hook a job runs at once.
    this.#processes = new ProcessPool(deps.processHost, this.#parallelism);
  }

  get #parallelism(): number {
    return this.#deps.parallelism ?? REPLAY_PARALLELISM;
  }

  /** Replays entries (by id or filter) against today's hooks; `needs-consent` before any risk. */
  async run(request: {
    entryIds?: string[];
    filter?: HistoryEntryFilter;
    target?: ReplayTarget;
    consent?: boolean;
    jobId?: string;
  }): Promise<ReplayRunResponse> {
    const entries = this.#select(request);
    return this.job(request.jobId, async (job) => {
      const plans = await this.#plan(entries, request.target ?? {}, job);
      const consent = consentNeeded(plans, request.consent);
      if (consent) return consent;
      const cases = await this.runPlans(plans, job);
      return { kind: 'done', jobId: job.id, cases };
    });
  }

  /**
   * Runs a draft of one hook against the entries a filter selects, next to the hook as it is,
   * and counts where their verdicts agree. Entries the hook does not apply to are skipped.
   */
  async shadow(request: {
    filter: HistoryEntryFilter;
    hookId: string;
    draft: string;
    consent?: boolean;
    jobId?: string;
  }): Promise<ReplayShadowResponse> {
    const entries = this.#select({ filter: request.filter });
    return this.job(request.jobId, async (job) => {
      const found = await this.#findHook(request.hookId, request.filter.workspace, job.targets);
      const applicable = entries.filter(
        (entry) => entry.agent === found.hook.agent && entry.event === found.hook.event,
      );
      const plans = (await this.#plan(applicable, { hookIds: [found.hook.id] }, job)).filter(
        (plan) => this.#selects(plan),
      );
      const consent = consentNeeded(plans, request.consent);
      if (consent) return consent;
      const scratch = await makeScratch();
      const recording = new ReplayRecording(this.#deps.record);
      try {
        const spec = job.targets.specOf(found.scope, found.hook);
        if (!spec) throw new AppFailure('invalid-request', 'failure.replay-hook-has-no-event');
        const draft = await draftSpec({
          hook: found.hook,
          spec,
          roots: found.scope.roots,
          draft: request.draft,
          scratch,
        });
        const run = this.#execution(job, scratch, plans.length, recording);
        const cases = await forEachBounded(plans, run, async (plan) => {
          const current = await replayOutcome(plan, [spec], run);
          const drafted = await replayOutcome(plan, [draft], run);
          run.record([
            ...replayAuditEntries(plan, current, { jobId: job.id, shadow: 'current' }),
            ...replayAuditEntries(plan, drafted, { jobId: job.id, shadow: 'draft' }),
          ]);
          const then = viewOfOutcome(current);
          const now = viewOfOutcome(drafted);
          return {
            entryId: plan.entryId,
            agent: plan.agent,
            event: plan.event,
            toolName: plan.toolName,
            translated: false,
            hookIds: [found.hook.id],
            then,
            now,
            differs: differences(then, now, false),
          } satisfies ReplayCase;
        });
        const differing = cases.filter(
          (entry) => entry.then?.verdictKind !== entry.now.verdictKind,
        );
        return {
          kind: 'done',
          jobId: job.id,
          total: entries.length,
          agree: cases.length - differing.length,
          disagree: differing.length,
          skipped: entries.length - cases.length,
          differences: differing,
        };
      } finally {
        recording.flush();
        await fs.rm(scratch, { recursive: true, force: true });
      }
    });
  }

  /** Stops a running job: running hooks are killed, the job answers `cancelled`. */
  cancel(jobId: string): void {
    this.#jobs.get(jobId)?.abort();
  }

  /**
   * Runs prepared plans within a job (also the suites' way in): bounded parallelism, progress,
   * each replay recorded. The caller has settled consent.
   */
  async runPlans(plans: readonly ReplayPlan[], job: ReplayJob): Promise<ReplayCase[]> {
    const scratch = await makeScratch();
    const recording = new ReplayRecording(this.#deps.record);
    try {
      const run = this.#execution(job, scratch, plans.length, recording);
      return await forEachBounded(plans, run, (plan) => replayCase(plan, run));
    } finally {
      recording.flush();
      await fs.rm(scratch, { recursive: true, force: true });
    }
  }

  /** The objects plans are made with, for a job. */
  planDeps(job: ReplayJob) {
    return {
      targets: job.targets,
      runner: this.#deps.runner,
      home: this.#deps.home,
      audit: this.#openAudit(),
    };
  }

  // Suites run without the audit log (CI, or another Hookyard holds it); then only their own
  // expectations are compared.
  #openAudit(): HistoryService | null {
    try {
      return this.#deps.audit();
    } catch (error) {
      if (error instanceof AppFailure) return null;
      throw error;
    }
  }

  dispose(): void {
    for (const controller of this.#jobs.values()) controller.abort();
    this.#progress.clear();
    void this.#processes.dispose();
  }

  /** Runs `work` as a cancellable job with its own hook lookups (cached for the job). */
  async job<T>(jobId: string | undefined, work: (job: ReplayJob) => Promise<T>): Promise<T> {
    const id = jobId ?? randomUUID();
    if (this.#jobs.has(id)) throw new AppFailure('conflict', 'failure.replay-already-running');
    const controller = new AbortController();
    this.#jobs.set(id, controller);
    const targets = new ReplayTargets(this.#deps);
    try {
      const result = await work({ id, controller, targets });
      // Cancelled hooks end as data; the job as a whole still answers `cancelled`.
      controller.signal.throwIfAborted();
      return result;
    } catch (error) {
      if (controller.signal.aborted) throw new AppFailure('cancelled', 'failure.replay-cancelled');
      throw error;
    } finally {
      this.#jobs.delete(id);
    }
  }

  #execution(
    job: ReplayJob,
    scratch: string,
    total: number,
    recording: ReplayRecording,
  ): ReplayExecution {
    this.#progress.fire({ jobId: job.id, done: 0, total });
    let lastFired = performance.now();
    return {
      runner: this.#deps.runner,
      hostEnv: this.#deps.hostEnv,
      scratch,
      signal: job.controller.signal,
      runProcess: this.#processes.run,
      parallelism: this.#parallelism,
      timeoutMs: this.#deps.timeoutMs,
      jobId: job.id,
      record: (entries) => recording.add(entries),
      onDone: (done) => {
        const now = performance.now();
        if (done < total && now - lastFired < PROGRESS_EVERY_MS) return;
        lastFired = now;
        this.#progress.fire({ jobId: job.id, done, total });
      },
    };
  }

  #select(request: { entryIds?: string[]; filter?: HistoryEntryFilter }): HistoryEntry[] {
    const audit = this.#deps.audit();
    if (request.entryIds) {
      const entries = request.entryIds.map((id) => {
        const entry = audit.entry(id);
        if (!entry) throw new AppFailure('not-found', 'failure.audit-entry-not-found', { id });
        return entry;
      });
      const replayable = entries.filter(isReplayable);
      if (replayable.length === 0)
        throw new AppFailure('invalid-request', 'failure.nothing-to-replay');
      return replayable;
    }
    const found: HistoryEntry[] = [];
    let cursor: HistoryEntry | undefined;
    while (found.length < MAX_FILTERED_ENTRIES) {
      const page = audit.query({
        filter: request.filter ?? {},
        cursor: cursor ? { ts: cursor.ts, id: cursor.id } : null,
        limit: 500,
        order: 'desc',
      });
      found.push(...page.entries);
      cursor = page.entries.at(-1);
      if (page.entries.length < 500 || !cursor) break;
    }
    // Oldest first, as they happened. A filter replays earlier replays only when it asks for
    // them (source: replay): otherwise each event would come back once per time it was replayed.
    const wantsReplays = request.filter?.source === 'replay';
    return found
      .slice(0, MAX_FILTERED_ENTRIES)
      .filter((entry) => (wantsReplays || entry.source !== 'replay') && isReplayable(entry))
      .reverse();
  }

  async #plan(entries: readonly HistoryEntry[], target: ReplayTarget, job: ReplayJob) {
    const deps = this.planDeps(job);
    const plans: ReplayPlan[] = [];
    for (const entry of entries) plans.push(await planReplay(entry, target, deps));
    return plans;
  }

  #selects(plan: ReplayPlan): boolean {
    return (
      this.#deps.runner.select(plan.agent, plan.event, plan.specs, plan.payload).run.length > 0
    );
  }

  async #findHook(hookId: string, workspace: string | undefined, targets: ReplayTargets) {
    const scopes = [
      ...(workspace ? [await targets.scopeOf(workspace)] : []),
      await targets.scopeOf(null),
      ...(await Promise.all(
        (await this.#deps.workspaces.list()).map((each) =>
          targets.scopeFor({ kind: 'workspace', workspaceId: each.id }),
        ),
      )),
    ];
    for (const scope of scopes) {
      const hook = scope.hooks.find((candidate) => candidate.id === hookId);
      if (hook) return { hook, scope };
    }
    throw new AppFailure('not-found', 'failure.replay-hook-not-found', { id: hookId });
  }
}

/** The consent answer when plans need it and the request did not give it; else null. */
export function consentNeeded(
  plans: readonly ReplayPlan[],
  consent: boolean | undefined,
): { kind: 'needs-consent'; reasons: ReplayConsentReason[] } | null {
  if (consent) return null;
  const seen = new Set<string>();
  const reasons = plans
    .flatMap((plan) => plan.consent)
    .filter((reason) => {
      const key = JSON.stringify(reason);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return reasons.length > 0
    ? { kind: 'needs-consent', reasons: reasons.slice(0, MAX_REASONS) }
    : null;
}

async function makeScratch(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'hookyard-replay-'));
}
