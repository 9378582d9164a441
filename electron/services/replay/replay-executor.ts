import type { HistoryEntryInput } from '../../../shared/schemas/history';
import type { ReplayCase } from '../../../shared/schemas/replay';
import type { EventOutcome } from '../../../shared/schemas/run';
import { mapLimit } from '../map-limit';
import { auditEntriesOfRun } from '../history/runner-recording';
import type { HookRunner } from '../runner/hook-runner';
import type { HookRunSpec } from '../runner/hook-spec';
import type { ProcessRun } from '../runner/process-pool';
import { differences, viewOfOutcome } from './outcome-view';
import type { ReplayPlan } from './replay-plan';

/** How one job runs its plans. */
export interface ReplayExecution {
  runner: HookRunner;
  /** The environment hooks take their base variables from: Hookyard's, never the recorded one. */
  hostEnv: NodeJS.ProcessEnv;
  /** Where a plan whose recorded folder is gone runs (a scratch folder of the job). */
  scratch: string;
  signal: AbortSignal;
  /** Where the hook processes run (the service's process hosts). */
  runProcess: ProcessRun;
  parallelism: number;
  /** Overrides every hook's timeout when set; else each agent's own timeout applies. */
  timeoutMs?: number;
  jobId: string;
  /** Keeps a finished replay (the audit log). */
  record: (entries: HistoryEntryInput[]) => void;
  onDone?: (done: number) => void;
}

/** Runs `specs` for a plan's payload as its agent would, in the recorded (or scratch) folder. */
export function replayOutcome(
  plan: ReplayPlan,
  specs: readonly HookRunSpec[],
  run: ReplayExecution,
): Promise<EventOutcome> {
  return run.runner.runEvent(plan.agent, plan.event, specs, plan.payload, {
    // Consent was checked (or given) for exactly these hooks before the job started.
    trusted: true,
    hostEnv: run.hostEnv,
    cwd: plan.cwd ?? run.scratch,
    signal: run.signal,
    runProcess: run.runProcess,
    timeoutMs: run.timeoutMs,
  });
}

/** The audit entries of one replay: one per hook run, or one saying no hook ran. */
export function replayAuditEntries(
  plan: ReplayPlan,
  outcome: EventOutcome,
  meta: Record<string, unknown>,
): HistoryEntryInput[] {
  const view = viewOfOutcome(outcome);
  const extra = {
    ...meta,
    replayOf: plan.entryId,
    translated: plan.translated,
    reason: view.reason,
    context: view.context,
    rewrittenInput: view.rewrittenInput,
  };
  const entries = auditEntriesOfRun(outcome, plan.payload).map((entry) => ({
    ...entry,
    source: 'replay' as const,
    meta: { ...entry.meta, ...extra },
  }));
  if (entries.length > 0) return entries;
  return [
    {
      ts: outcome.startedAt,
      kind: 'hookyard-run',
      source: 'replay',
      agent: plan.agent,
      workspace: plan.cwd,
      sessionId: null,
      event: plan.event,
      tool: plan.toolName,
      hook: null,
      outcome: null,
      durationMs: 0,
      payload: plan.payload,
      output: null,
      meta: { verdict: outcome.verdict.kind, sentence: outcome.verdict.sentence, ...extra },
    },
  ];
}

/** A case for a plan that could not run (it did not translate). */
function blockedCase(plan: ReplayPlan): ReplayCase {
  return {
    ...caseBase(plan),
    hookIds: [],
    now: {
      verdictKind: 'not-run',
      reason: plan.blocked,
      exitCode: null,
      stdout: '',
      stderr: '',
      context: null,
      rewrittenInput: null,
      durationMs: null,
    },
    differs: [],
  };
}

function caseBase(plan: ReplayPlan) {
  return {
    entryId: plan.entryId,
    agent: plan.agent,
    event: plan.event,
    toolName: plan.toolName,
    translated: plan.translated,
    then: plan.then,
  };
}

/** Replays one plan against its hooks, records it, and compares then with now. */
export async function replayCase(plan: ReplayPlan, run: ReplayExecution): Promise<ReplayCase> {
  if (plan.blocked) return blockedCase(plan);
  const outcome = await replayOutcome(plan, plan.specs, run);
  run.record(replayAuditEntries(plan, outcome, { jobId: run.jobId }));
  const now = viewOfOutcome(outcome);
  return {
    ...caseBase(plan),
    hookIds: outcome.hooks.map((hook) => hook.hookId),
    now,
    differs: differences(plan.then, now, plan.translated),
  };
}

/**
 * Runs `work` for every item with at most `run.parallelism` at once, in input order; stops
 * starting new items once the job is cancelled, and reports progress after each one.
 */
export async function forEachBounded<T, R>(
  items: readonly T[],
  run: Pick<ReplayExecution, 'parallelism' | 'signal' | 'onDone'>,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  let done = 0;
  return mapLimit(items, run.parallelism, async (item) => {
    run.signal.throwIfAborted();
    const result = await work(item);
    run.onDone?.(++done);
    return result;
  });
}
