import type { HookRunOutcome, Verdict, VerdictKind } from '../../../../../shared/schemas/run';
import type { ClaudeDecision } from './claude-combine';

const SHORT = 300;

function short(text: string): string {
  return text.length > SHORT ? `${text.slice(0, SHORT)}…` : text;
}

function json(value: unknown): string {
  return short(JSON.stringify(value));
}

/** What a block means on each event, in words ("tool blocked; the model is told: …"). */
function blockedSentence(event: string, reason: string): string {
  const told = reason ? `: ${short(reason)}` : '';
  switch (event) {
    case 'PreToolUse':
      return `tool blocked; the model is told${told || ': the hook denied the call'}`;
    case 'PermissionRequest':
      return `permission denied without a dialog; the model is told${told || ': denied'}`;
    case 'UserPromptSubmit':
      return `prompt blocked and erased; the user sees${told}`;
    case 'PostToolUse':
      return `the tool already ran; the model is told${told}`;
    case 'Stop':
    case 'SubagentStop':
      return `stopping is blocked: the model keeps working and is told${told}`;
    case 'PreCompact':
      return `compaction is blocked${told}`;
    case 'ConfigChange':
      return `the settings change is blocked${told}`;
    case 'WorktreeCreate':
      return `worktree creation fails${told}`;
    default:
      return `${event} is blocked${told}`;
  }
}

interface Primary {
  kind: VerdictKind;
  sentence: string;
}

function primary(event: string, decision: ClaudeDecision): Primary | null {
  const reason = decision.reason ?? '';
  if (decision.blocked) return { kind: 'blocked', sentence: blockedSentence(event, reason) };
  if (decision.permission === 'defer') {
    return {
      kind: 'deferred',
      sentence:
        'tool deferred: the call does not run now; the run ends with tool_deferred so the host can resume it',
    };
  }
  if (decision.permission === 'ask') {
    const why = reason ? ` (${short(reason)})` : '';
    return {
      kind: 'asked',
      sentence: `the user is asked to confirm the call${why}; under claude -p it is refused`,
    };
  }
  if (decision.updatedInput) {
    const allowed = decision.permission === 'allow' ? 'tool allowed; ' : '';
    return {
      kind: 'input-rewritten',
      sentence: `${allowed}input rewritten to ${json(decision.updatedInput)}`,
    };
  }
  if (decision.permission === 'allow') {
    return {
      kind: 'allowed',
      sentence:
        event === 'PermissionRequest'
          ? 'permission granted without a dialog'
          : 'allowed without a permission prompt',
    };
  }
  if (decision.updatedToolOutput !== undefined) {
    return {
      kind: 'output-replaced',
      sentence: `the model sees a replaced tool output: ${json(decision.updatedToolOutput)}`,
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
  const clauses: string[] = [];
  let main = primary(event, decision);
  const context =
    decision.additionalContext.length > 0 ? decision.additionalContext.join('\n') : null;
  if (context !== null) {
    const clause = `context injected: ${short(context)}`;
    if (main) clauses.push(clause);
    else main = { kind: 'context-added', sentence: clause };
  }
  if (decision.worktreePath) clauses.push(`the worktree is created at ${decision.worktreePath}`);
  if (!decision.continue) {
    const why = decision.stopReason ? `: ${short(decision.stopReason)}` : '';
    const clause =
      event === 'PreToolUse' && !decision.blocked
        ? `the tool still runs, then the run stops${why}`
        : `the run stops${why}`;
    if (main) clauses.push(clause);
    else main = { kind: 'run-stopped', sentence: clause };
  }
  for (const message of decision.systemMessages) clauses.push(`the user sees: ${short(message)}`);
  const failed = outcomes.filter(
    (o) => o.control?.dialect === 'claude-code' && o.control.result === 'non-blocking-error',
  ).length;
  if (failed > 0) clauses.push(`${failed} hook(s) failed without blocking`);
  const unrunnable = outcomes.filter((o) => o.status === 'needs-model' || o.status === 'needs-mcp');
  if (unrunnable.length > 0)
    clauses.push(
      `${unrunnable.length} hook(s) need the agent's model or MCP server and were not run`,
    );
  if (event === 'StopFailure')
    clauses.push('StopFailure output is ignored: the hook is fire-and-forget');
  if (!main) {
    const allUnrunnable = outcomes.length > 0 && unrunnable.length === outcomes.length;
    main = allUnrunnable
      ? {
          kind: 'not-run',
          sentence: 'Hookyard cannot predict this: the hooks are judged by the agent',
        }
      : { kind: 'no-change', sentence: 'nothing changes' };
  }
  return {
    kind: main.kind,
    sentence: [main.sentence, ...clauses].join('; '),
    reason: decision.reason,
    updatedInput: decision.updatedInput ?? undefined,
    context,
    systemMessage: decision.systemMessages.length > 0 ? decision.systemMessages.join('\n') : null,
    runStops: !decision.continue || decision.permission === 'defer',
  };
}
