import type { HookRunOutcome, Verdict, VerdictKind } from '../../../../../shared/schemas/run';
import type { ClaudeDecision } from './claude-combine';
import {
  phrase,
  phraseWithReason,
  verdictWords,
  type VerdictPhrase,
} from '../../../../../shared/i18n/verdict-text';

const SHORT = 300;

function short(text: string): string {
  return text.length > SHORT ? `${text.slice(0, SHORT)}…` : text;
}

function json(value: unknown): string {
  return short(JSON.stringify(value));
}

/** What a block means on each event ("tool blocked; the model is told: …"). */
function blockedPhrase(event: string, reason: string): VerdictPhrase {
  const told = short(reason);
  switch (event) {
    case 'PreToolUse':
      return phraseWithReason('tool-blocked', told);
    case 'PermissionRequest':
      return phraseWithReason('permission-denied', told);
    case 'UserPromptSubmit':
      return phraseWithReason('prompt-blocked', told);
    case 'PostToolUse':
      return phraseWithReason('post-tool-blocked', told);
    case 'Stop':
    case 'SubagentStop':
      return phraseWithReason('stop-blocked', told);
    case 'PreCompact':
      return phraseWithReason('compaction-blocked', told);
    case 'ConfigChange':
      return phraseWithReason('config-change-blocked', told);
    case 'WorktreeCreate':
      return phraseWithReason('worktree-creation-fails', told);
    default:
      return told
        ? phrase('event-blocked', { event, reason: told })
        : phrase('event-blocked-no-reason', { event });
  }
}

interface Primary {
  kind: VerdictKind;
  phrase: VerdictPhrase;
}

function primary(event: string, decision: ClaudeDecision): Primary | null {
  const reason = decision.reason ?? '';
  if (decision.blocked) return { kind: 'blocked', phrase: blockedPhrase(event, reason) };
  if (decision.permission === 'defer') return { kind: 'deferred', phrase: phrase('tool-deferred') };
  if (decision.permission === 'ask')
    return { kind: 'asked', phrase: phraseWithReason('user-asked', short(reason)) };
  if (decision.updatedInput) {
    const input = json(decision.updatedInput);
    return {
      kind: 'input-rewritten',
      phrase: phrase(
        decision.permission === 'allow' ? 'allowed-input-rewritten' : 'input-rewritten',
        { input },
      ),
    };
  }
  if (decision.permission === 'allow') {
    return {
      kind: 'allowed',
      phrase: phrase(
        event === 'PermissionRequest' ? 'permission-granted' : 'allowed-without-prompt',
      ),
    };
  }
  if (decision.updatedToolOutput !== undefined) {
    return {
      kind: 'output-replaced',
      phrase: phrase('output-replaced', { output: json(decision.updatedToolOutput) }),
    };
  }
  return null;
}

/**
 * The plain-words verdict for one Claude Code event: the strongest effect names the kind, the
 * others are added as clauses (context, system message, stop, failures).
 */
export function claudeVerdict(
  event: string,
  decision: ClaudeDecision,
  outcomes: readonly HookRunOutcome[],
): Verdict {
  const clauses: VerdictPhrase[] = [];
  let main = primary(event, decision);
  const context =
    decision.additionalContext.length > 0 ? decision.additionalContext.join('\n') : null;
  if (context !== null) {
    const clause = phrase('context-injected', { context: short(context) });
    if (main) clauses.push(clause);
    else main = { kind: 'context-added', phrase: clause };
  }
  if (decision.worktreePath)
    clauses.push(phrase('worktree-created', { path: decision.worktreePath }));
  if (!decision.continue) {
    const why = short(decision.stopReason ?? '');
    const clause =
      event === 'PreToolUse' && !decision.blocked
        ? phraseWithReason('tool-runs-then-run-stops', why)
        : phraseWithReason('run-stops', why);
    if (main) clauses.push(clause);
    else main = { kind: 'run-stopped', phrase: clause };
  }
  for (const message of decision.systemMessages)
    clauses.push(phrase('user-sees', { message: short(message) }));
  const failed = outcomes.filter(
    (o) => o.control?.dialect === 'claude-code' && o.control.result === 'non-blocking-error',
  ).length;
  if (failed > 0) clauses.push(phrase('hooks-failed-without-blocking', { count: failed }));
  const unrunnable = outcomes.filter((o) => o.status === 'needs-model' || o.status === 'needs-mcp');
  if (unrunnable.length > 0) clauses.push(phrase('hooks-need-agent', { count: unrunnable.length }));
  if (event === 'StopFailure') clauses.push(phrase('stop-failure-ignored'));
  if (!main) {
    const allUnrunnable = outcomes.length > 0 && unrunnable.length === outcomes.length;
    main = allUnrunnable
      ? { kind: 'not-run', phrase: phrase('cannot-predict') }
      : { kind: 'no-change', phrase: phrase('nothing-changes') };
  }
  return {
    kind: main.kind,
    ...verdictWords([main.phrase, ...clauses]),
    reason: decision.reason,
    updatedInput: decision.updatedInput ?? undefined,
    context,
    systemMessage: decision.systemMessages.length > 0 ? decision.systemMessages.join('\n') : null,
    runStops: !decision.continue || decision.permission === 'defer',
  };
}
