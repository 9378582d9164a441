import { commandUserWrote } from '../adopted-command';
import type { HistoryEntryInput, HistoryKind } from '../../../../../shared/schemas/history';
import { CLAUDE_EVENTS, isClaudeEvent } from '../../../../../shared/agents/claude-code-events';
import { num, obj, str } from '../../../history/ingest/line-mapper';

/** The fields every entry from one transcript line shares. */
export interface ClaudeLineBase {
  ts: string;
  sessionId: string | null;
  workspace: string | null;
}

interface Shape {
  kind: HistoryKind;
  outcome: (attachment: Record<string, unknown>) => string | null;
}

// Claude Code 2.1.328's hook attachments (spec §5.1) and what each says about the run.
const SHAPES: Record<string, Shape> = {
  hook_success: { kind: 'hook-run', outcome: () => 'success' },
  hook_non_blocking_error: { kind: 'hook-run', outcome: () => 'error' },
  hook_blocking_error: { kind: 'hook-run', outcome: () => 'block' },
  hook_cancelled: {
    kind: 'hook-run',
    outcome: (a) => (a.timedOut === true ? 'timeout' : 'cancelled'),
  },
  hook_permission_decision: { kind: 'decision', outcome: (a) => str(a.decision) },
  hook_deferred_tool: { kind: 'decision', outcome: () => 'defer' },
  hook_stopped_continuation: { kind: 'ingested', outcome: () => 'stop' },
  hook_error_during_execution: { kind: 'ingested', outcome: () => 'invalid-output' },
};
const OTHER: Shape = { kind: 'ingested', outcome: () => null };

/** Whether an attachment type is one of Claude Code's hook records. */
export function isHookAttachment(type: string | null): type is string {
  return type !== null && type.startsWith('hook_');
}

/**
 * One hook attachment as an audit entry: the command, its stdout, stderr, exit code and
 * duration when the attachment has them, the event and tool from `hookName` (`PreToolUse:Bash`).
 */
export function hookAttachmentEntry(
  attachment: Record<string, unknown>,
  base: ClaudeLineBase,
  toolName: (toolUseId: string) => string | null,
): HistoryEntryInput {
  const type = str(attachment.type) ?? 'hook';
  const shape = SHAPES[type] ?? OTHER;
  const hookName = str(attachment.hookName);
  const event = str(attachment.hookEvent) ?? hookName?.split(':')[0] ?? 'unknown';
  const blocking = obj(attachment.blockingError);
  const reported = str(attachment.command) ?? str(blocking?.command);
  const command = reported === null ? null : commandUserWrote(reported);
  const toolUseId = str(attachment.toolUseID);
  const stdout = typeof attachment.stdout === 'string' ? attachment.stdout : null;
  const stderr =
    typeof attachment.stderr === 'string' ? attachment.stderr : str(blocking?.blockingError);
  const { stdout: _out, stderr: _err, ...rest } = attachment;
  const outcome = shape.outcome(attachment);
  return {
    ts: base.ts,
    kind: shape.kind,
    source: 'claude-transcript',
    agent: 'claude-code',
    workspace: base.workspace,
    sessionId: base.sessionId,
    event,
    tool:
      str(attachment.toolName) ??
      toolOf(event, hookName) ??
      (toolUseId ? toolName(toolUseId) : null),
    hook: command,
    outcome,
    durationMs: num(attachment.durationMs),
    payload: rest,
    output:
      stdout !== null || stderr !== null
        ? { stdout: stdout ?? '', stderr: stderr ?? '', exitCode: num(attachment.exitCode) }
        : null,
    meta: {
      attachment: type,
      ...(hookName ? { hookName } : {}),
      ...(toolUseId ? { toolUseId } : {}),
      // A PermissionRequest hook's decision, a PreToolUse hook's defer: the hook decided.
      ...(shape.kind === 'decision' ? { decision: { by: 'hook', verdict: outcome } } : {}),
    },
  };
}

// `PreToolUse:Bash` names the tool only for events whose matcher is the tool name.
function toolOf(event: string, hookName: string | null): string | null {
  if (!isClaudeEvent(event) || CLAUDE_EVENTS[event].matcherField !== 'tool_name') return null;
  const index = hookName?.indexOf(':') ?? -1;
  return index > 0 ? (hookName as string).slice(index + 1) || null : null;
}
