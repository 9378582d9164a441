import type { CodexHookAnswer } from './codex-hook-answer';

/** What one Codex event comes to once all its matching hooks (run concurrently) answered. */
export interface CodexEventOutcome {
  /**
   * PreToolUse / PermissionRequest: whether the hooks let the tool run (a PermissionRequest that
   * asks the user runs it only if the user approves). Null for other events.
   */
  toolRuns: boolean | null;
  /** A blocking or stopping hook's words, joined as Codex joins them (blank lines). */
  feedback: string | null;
  /** PostToolUse blocked: the model sees `feedback` instead of the tool's output. */
  outputReplaced: boolean;
  /** UserPromptSubmit blocked/stopped, SessionStart/PostToolUse stopped: no further model request. */
  turnStops: boolean;
  /** Stop blocked: Codex continues the turn with `feedback` as a new user message. */
  continues: boolean;
  context: string[];
  updatedInput: Record<string, unknown> | null;
  /** PermissionRequest with no decision: the normal approval prompt goes to the user. */
  asksUser: boolean;
}

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
  };
}
