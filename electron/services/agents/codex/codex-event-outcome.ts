import type { z } from 'zod';

import type { CodexEventOutcomeSchema } from '../../../../shared/agents/codex-run-schemas';
import type { CodexHookAnswer } from './codex-hook-answer';

export type CodexEventOutcome = z.infer<typeof CodexEventOutcomeSchema>;

/**
 * Combines the answers of one event the way Codex does (spec §5, §7): any block or deny wins
 * over an allow, whatever the order; failures are ignored (fail-open); every context is kept.
 */
export function combineCodexAnswers(
  event: string,
  answers: readonly CodexHookAnswer[],
): CodexEventOutcome {
  const blocking = answers.filter((a) => a.status === 'blocked' || a.status === 'stopped');
  const feedback = blocking.length > 0 ? blocking.map((a) => a.feedback ?? '').join('\n\n') : null;
  const blocked = answers.some((a) => a.status === 'blocked');
  const stopped = answers.some((a) => a.status === 'stopped');
  const allowed = answers.some((a) => a.permission === 'allow');
  const rewrite = answers.findLast((a) => a.updatedInput !== null)?.updatedInput ?? null;
  const toolEvent = event === 'PreToolUse' || event === 'PermissionRequest';
  return {
    toolRuns: toolEvent ? !blocked : null,
    feedback,
    outputReplaced: event === 'PostToolUse' && (blocked || stopped),
    turnStops: (stopped && event !== 'PreToolUse') || (blocked && event === 'UserPromptSubmit'),
    continues: blocked && event === 'Stop',
    context: answers.flatMap((a) => a.context),
    updatedInput: event === 'PreToolUse' && !blocked ? rewrite : null,
    asksUser: event === 'PermissionRequest' && !blocked && !allowed,
    failures: answers.filter((a) => a.status === 'failed').length,
  };
}
