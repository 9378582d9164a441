import type { CrashRun } from '../schemas/crash-run';
import type { EventOutcome, VerdictKind } from '../schemas/run';
import type { GuardReport } from './guard-report';

/** Verdicts that stop the guarded action (a tool call, a prompt, the end of a turn). */
const CLOSED_KINDS: ReadonlySet<VerdictKind> = new Set(['blocked', 'run-stopped']);

/** How a crash run made the guard fail: the mode, the command run instead, its short timeout. */
export type CrashDrillFacts = Pick<CrashRun, 'mode' | 'standIn' | 'timeoutSec'>;

/**
 * What the agent would do with a guard that failed as `drill.mode`, read from the run's verdict
 * (which the agent's run dialect produced, `onFailure` included), next to the fail-open report's
 * line for the same agent and version, so the user sees whether the report holds.
 */
export function crashVerdict(
  outcome: EventOutcome,
  drill: CrashDrillFacts,
  report: GuardReport,
  version: string | null,
): CrashRun {
  const ran = outcome.hooks.length > 0;
  const ranOutcome = !ran ? null : CLOSED_KINDS.has(outcome.verdict.kind) ? 'closed' : 'open';
  const line = report.lines.find((each) => each.mode === drill.mode);
  const reported = line?.outcome ?? null;
  return {
    ...drill,
    subject: report.subject,
    outcome: ranOutcome,
    reported,
    agrees: ranOutcome !== null && ranOutcome === reported,
    version,
    byFix: line?.byFix ?? false,
  };
}
