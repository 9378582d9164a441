import { crashVerdict } from '../../../shared/guards/crash-verdict';
import { guardFieldsOf, guardReport } from '../../../shared/guards/guard-report';
import { AppFailure } from '../../../shared/result';
import type { GuardFailureMode } from '../../../shared/schemas/agent-guards';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { EventOutcome } from '../../../shared/schemas/run';
import { agentOf } from '../agents/registry';
import type { HookRunSpec } from '../runner/hook-spec';
import { CRASH_COMMANDS } from './crash-commands';
import { crashSpec, crashTimeoutSec } from './crash-spec';

/** A bench run of one guard as if it crashed: the spec to run, its timeout, and its verdict. */
export interface CrashDrill {
  spec: HookRunSpec;
  /** Overrides the run's timeouts in `timeout` mode, so the user waits a second, not minutes. */
  timeoutMs: number | undefined;
  /** The outcome with what the agent would do (`crashRun`), unless the user cancelled the run. */
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
  const facts = { mode, standIn: CRASH_COMMANDS[mode], timeoutSec };
  // The run dialect reads the fix whatever the version; one that ignores it must not get it.
  const ignored = report.fix?.state === 'ignored-by-version' ? report.fix.field : null;
  return {
    spec: withoutField(crashSpec(spec, mode), ignored),
    timeoutMs: timeoutSec === null ? undefined : timeoutSec * 1000,
    // A run the user cancelled proved nothing: it keeps the bench's "cancelled" and no verdict.
    withVerdict: (outcome) =>
      outcome.hooks.some((hook) => hook.status === 'cancelled')
        ? outcome
        : { ...outcome, crashRun: crashVerdict(outcome, facts, report, version) },
  };
}

/** The spec with the handler field `field` unset (none: unchanged). */
function withoutField(spec: HookRunSpec, field: string | null): HookRunSpec {
  if (field === null || !spec.handler) return spec;
  return { ...spec, handler: { ...spec.handler, [field]: undefined } };
}
