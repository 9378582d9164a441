import { crashVerdict } from '../../../shared/guards/crash-verdict';
import { guardFieldsOf, guardReport } from '../../../shared/guards/guard-report';
import { AppFailure } from '../../../shared/result';
import type { GuardFailureMode } from '../../../shared/schemas/agent-guards';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { EventOutcome } from '../../../shared/schemas/run';
import { agentOf } from '../agents/registry';
import type { HookRunSpec } from '../runner/hook-spec';
import { crashSpec, crashTimeoutSec } from './crash-spec';

/** A bench run of one guard as if it crashed: the spec to run, its timeout, and its verdict. */
export interface CrashDrill {
  spec: HookRunSpec;
  /** Overrides the run's timeouts in `timeout` mode, so the user waits a second, not minutes. */
  timeoutMs: number | undefined;
  withVerdict(outcome: EventOutcome): EventOutcome;
}

/**
 * Prepares "run this guard as if it crashed" (issue 15 §3) for `hook`, whose agent's capabilities
 * say whether its event can block; refuses a hook that is no guard. `version` is the installed
 * agent's, which decides the fail-open report the verdict is checked against.
 */
export function crashDrill(
  hook: HookEntry,
  spec: HookRunSpec,
  mode: GuardFailureMode,
  version: string | null,
): CrashDrill {
  const report = guardReport(
    agentOf(hook.agent).capabilities.guards,
    hook.event,
    version,
    guardFieldsOf(hook.handler),
  );
  if (!report) {
    throw new AppFailure('invalid-request', 'failure.crash-run-not-a-guard', {
      event: hook.event ?? '',
    });
  }
  const timeoutSec = crashTimeoutSec(mode);
  return {
    spec: crashSpec(spec, mode),
    timeoutMs: timeoutSec === null ? undefined : timeoutSec * 1000,
    withVerdict: (outcome) => ({
      ...outcome,
      crashRun: crashVerdict(outcome, mode, report, version, timeoutSec),
    }),
  };
}
