import { type RunText } from '../../../shared/i18n/run-text';
import type { RunFacts } from '../agents/run-dialect';
import { codedText } from '../../../shared/i18n/coded-text';

/**
 * The one parse error of a run whose stdout Hookyard cut at its output cap, or null. The agent
 * reads all of the output, Hookyard only its head and tail: any reading of those (a JSON error
 * at the cut, a control, "no answer") would be a guess presented as the agent's, so a dialect
 * that gets this error reads no control from the run.
 */
export function cappedStdout(facts: RunFacts): RunText | null {
  return facts.stdout.truncated
    ? codedText('run.stdout-capped', { total: facts.stdout.totalBytes })
    : null;
}

/** How many of the runs were cut at the output cap (the verdict says so, with the count). */
export function countCapped(runs: ReadonlyArray<{ parseErrors: readonly RunText[] }>): number {
  return runs.filter((run) => run.parseErrors.some((error) => error.key === 'run.stdout-capped'))
    .length;
}
