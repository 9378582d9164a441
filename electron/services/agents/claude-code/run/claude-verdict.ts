import type { HookRunOutcome, Verdict, VerdictKind } from '../../../../../shared/schemas/run';
import type { ClaudeDecision } from './claude-combine';
import {
  phraseWithReason,
  verdictWords,
  type VerdictPhrase,
} from '../../../../../shared/i18n/verdict-text';
import { codedText } from '../../../../../shared/i18n/coded-text';

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
      return phraseWithReason('verdictPhrase.tool-blocked', told);
    case 'PermissionRequest':
      return phraseWithReason('verdictPhrase.permission-denied', told);
    case 'UserPromptSubmit':
      return phraseWithReason('verdictPhrase.prompt-blocked', told);
    case 'PostToolUse':
      return phraseWithReason('verdictPhrase.post-tool-blocked', told);
    case 'Stop':
    case 'SubagentStop':
      return phraseWithReason('verdictPhrase.stop-blocked', told);
    case 'PreCompact':
      return phraseWithReason('verdictPhrase.compaction-blocked', told);
    case 'ConfigChange':
      return phraseWithReason('verdictPhrase.config-change-blocked', told);
    case 'WorktreeCreate':
      return phraseWithReason('verdictPhrase.worktree-creation-fails', told);
    default:
      return told
        ? codedText('verdictPhrase.event-blocked', { event, reason: told })
        : codedText('verdictPhrase.event-blocked-no-reason', { event });
  }
}

interface Primary {
  kind: VerdictKind;
  phrase: VerdictPhrase;
}

function primary(event: string, decision: ClaudeDecision): Primary | null {
  const reason = decision.reason ?? '';
  if (decision.blocked) return { kind: 'blocked', phrase: blockedPhrase(event, reason) };
  if (decision.permission === 'defer')
    return { kind: 'deferred', phrase: codedText('verdictPhrase.tool-deferred') };
  if (decision.permission === 'ask')
    return { kind: 'asked', phrase: phraseWithReason('verdictPhrase.user-asked', short(reason)) };
  if (decision.updatedInput) {
    const input = json(decision.updatedInput);
    return {
      kind: 'input-rewritten',
      phrase: codedText(
        decision.permission === 'allow'
          ? 'verdictPhrase.allowed-input-rewritten'
          : 'verdictPhrase.input-rewritten',
        { input },
      ),
    };
  }
  if (decision.permission === 'allow') {
    return {
      kind: 'allowed',
      phrase: codedText(
        event === 'PermissionRequest'
          ? 'verdictPhrase.permission-granted'
          : 'verdictPhrase.allowed-without-prompt',
      ),
    };
  }
  if (decision.updatedToolOutput !== undefined) {
    return {
      kind: 'output-replaced',
      phrase: codedText('verdictPhrase.output-replaced', {
        output: json(decision.updatedToolOutput),
      }),
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
    const clause = codedText('verdictPhrase.context-injected', { context: short(context) });
    if (main) clauses.push(clause);
    else main = { kind: 'context-added', phrase: clause };
  }
  if (decision.worktreePath)
    clauses.push(codedText('verdictPhrase.worktree-created', { path: decision.worktreePath }));
  if (!decision.continue) {
    const why = short(decision.stopReason ?? '');
    const clause =
      event === 'PreToolUse' && !decision.blocked
        ? phraseWithReason('verdictPhrase.tool-runs-then-run-stops', why)
        : phraseWithReason('verdictPhrase.run-stops', why);
    if (main) clauses.push(clause);
    else main = { kind: 'run-stopped', phrase: clause };
  }
  for (const message of decision.systemMessages)
    clauses.push(codedText('verdictPhrase.user-sees', { message: short(message) }));
  const failed = outcomes.filter(
    (o) => o.control?.dialect === 'claude-code' && o.control.result === 'non-blocking-error',
  ).length;
  if (failed > 0)
    clauses.push(codedText('verdictPhrase.hooks-failed-without-blocking', { count: failed }));
  const unrunnable = outcomes.filter((o) => o.status === 'needs-model' || o.status === 'needs-mcp');
  if (unrunnable.length > 0)
    clauses.push(codedText('verdictPhrase.hooks-need-agent', { count: unrunnable.length }));
  if (event === 'StopFailure') clauses.push(codedText('verdictPhrase.stop-failure-ignored'));
  if (!main) {
    const allUnrunnable = outcomes.length > 0 && unrunnable.length === outcomes.length;
    main = allUnrunnable
      ? { kind: 'not-run', phrase: codedText('verdictPhrase.cannot-predict') }
      : { kind: 'no-change', phrase: codedText('verdictPhrase.nothing-changes') };
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
