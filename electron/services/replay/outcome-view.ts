import type { HistoryEntry } from '../../../shared/schemas/history';
import type { ReplayDiffField, ReplayOutcomeView } from '../../../shared/schemas/replay';
import type { EventOutcome } from '../../../shared/schemas/run';
import { comparableVerdict } from './translate-payload';

/** How much slower or faster a replay must be before its duration counts as a difference. */
const DURATION_FACTOR = 2;
/** Durations this close are noise (process start-up), however large the factor. */
const DURATION_SLACK_MS = 250;

const joined = (parts: string[]): string => parts.join('\n');

/** One event's outcome as one side of a comparison; several hooks' output is joined in order. */
export function viewOfOutcome(outcome: EventOutcome): ReplayOutcomeView {
  const exitCodes = outcome.hooks.map((hook) => hook.exitCode);
  return {
    verdictKind: outcome.verdict.kind,
    reason: outcome.verdict.reason,
    // The first non-zero exit code, else the first one: the one that explains a verdict.
    exitCode: exitCodes.find((code) => code !== 0 && code !== null) ?? exitCodes[0] ?? null,
    stdout: joined(outcome.hooks.map((hook) => hook.stdout.text)),
    stderr: joined(outcome.hooks.map((hook) => hook.stderr.text)),
    context: outcome.verdict.context,
    rewrittenInput: outcome.verdict.updatedInput ?? null,
    durationMs: Math.round(outcome.durationMs),
  };
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * What an entry recorded about its hooks' answer, or null when it recorded none (an agent event
 * seen by the recorder carries only the payload). Hookyard's own runs (bench, replay) keep the
 * verdict in `meta`; replays also keep its reason, context and rewritten input.
 */
export function viewOfEntry(entry: HistoryEntry): ReplayOutcomeView | null {
  const verdict = str(entry.meta.verdict);
  if (entry.kind !== 'hookyard-run' || verdict === null) return null;
  return {
    verdictKind: verdict,
    reason: str(entry.meta.reason),
    exitCode: entry.output?.exitCode ?? null,
    stdout: entry.output?.stdout ?? '',
    stderr: entry.output?.stderr ?? '',
    context: str(entry.meta.context),
    rewrittenInput: entry.meta.rewrittenInput ?? null,
    durationMs: entry.durationMs,
  };
}

/**
 * What differs between then and now. Translated cases compare verdicts across agents
 * (`comparableVerdict`) and skip the raw output, which is in another dialect by design; so does
 * a "then" the agent's permission check decided (no hook did): a hook that lets the call through
 * to that same check now ("no change") agrees with it, one that blocks it differs. Empty when
 * nothing is known about then: the case has nothing to compare with (not "the same").
 */
export function differences(
  then: ReplayOutcomeView | null,
  now: ReplayOutcomeView,
  translated: boolean,
): ReplayDiffField[] {
  if (then === null) return [];
  const byMeaning = translated || then.decidedBy !== undefined;
  const verdictOf = (view: ReplayOutcomeView) =>
    byMeaning ? comparableVerdict(view.verdictKind) : view.verdictKind;
  const fields: ReplayDiffField[] = [];
  if (verdictOf(then) !== verdictOf(now)) fields.push('verdict');
  const compareOutput = !translated && then.outputRecorded !== false;
  if (
    compareOutput &&
    (then.stdout.trim() !== now.stdout.trim() || then.stderr.trim() !== now.stderr.trim())
  )
    fields.push('output');
  if (compareOutput && then.exitCode !== now.exitCode) fields.push('exitCode');
  if ((then.context ?? null) !== (now.context ?? null)) fields.push('context');
  if (JSON.stringify(then.rewrittenInput ?? null) !== JSON.stringify(now.rewrittenInput ?? null))
    fields.push('rewrittenInput');
  if (durationDiffers(then.durationMs, now.durationMs)) fields.push('duration');
  return fields;
}

function durationDiffers(then: number | null, now: number | null): boolean {
  if (then === null || now === null) return false;
  if (Math.abs(then - now) <= DURATION_SLACK_MS) return false;
  const [low, high] = then < now ? [then, now] : [now, then];
  return high > Math.max(low, 1) * DURATION_FACTOR;
}
