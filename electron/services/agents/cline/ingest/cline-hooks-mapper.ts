import { MalformedLine } from '../../../../../shared/i18n/malformed-line';
import type { HistoryEntryInput } from '../../../../../shared/schemas/history';
import { CLINE_EVENT_NAMES, CLINE_EVENTS } from '../../../../../shared/agents/cline-events';
import { isoTime, num, obj, str, type LineMapper } from '../../../history/ingest/line-mapper';

/** The Cline SDK's `hookName` (`tool_call`) → the hook file name users know (`PreToolUse`). */
export function clineEventName(hookName: string): string {
  return CLINE_EVENT_NAMES.find((name) => CLINE_EVENTS[name].sdkHookName === hookName) ?? hookName;
}

/** Session, workspace and tool of a Cline CLI/SDK payload (spec §5.1), by its shape. */
export function clinePayloadFacts(record: Record<string, unknown>): {
  sessionId: string | null;
  workspace: string | null;
  tool: string | null;
} {
  const roots = Array.isArray(record.workspaceRoots) ? record.workspaceRoots : [];
  return {
    sessionId:
      str(obj(record.sessionContext)?.rootSessionId) ?? str(record.sessionId) ?? str(record.taskId),
    workspace: str(roots[0]) ?? str(obj(record.workspaceInfo)?.rootPath),
    tool:
      str(obj(record.tool_call)?.name) ??
      str(obj(record.tool_result)?.name) ??
      str(obj(record.preToolUse)?.toolName) ??
      str(obj(record.postToolUse)?.toolName),
  };
}

/**
 * The Cline CLI's `hooks.jsonl` (spec §8): one agent event per line from any of its four
 * writers (`{"ts", ...payload}`), whether or not a hook file ran. Tool results carry their
 * duration and whether the tool failed; aborts and errors carry an outcome.
 */
export const clineHooksMapper: LineMapper<null> = {
  source: 'cline-hooks-jsonl',
  initialState: () => null,
  map(record) {
    const hookName = str(record.hookName);
    if (hookName === null) return new MalformedLine('missing-field', { field: 'hookName' });
    const ts = isoTime(record.ts) ?? isoTime(record.timestamp);
    if (ts === null) return new MalformedLine('invalid-time', { field: 'ts' });
    const { ts: _ts, ...payload } = record;
    const result = obj(record.tool_result);
    const entry: HistoryEntryInput = {
      ts,
      kind: 'agent-event',
      source: 'cline-hooks-jsonl',
      agent: 'cline-cli',
      ...clinePayloadFacts(record),
      event: clineEventName(hookName),
      hook: null,
      outcome: outcomeOf(hookName, record),
      durationMs: num(result?.durationMs),
      payload,
      output: null,
      meta: {
        hookName,
        ...(str(record.taskId) ? { taskId: record.taskId } : {}),
        ...(str(record.agent_id) ? { agentId: record.agent_id } : {}),
        ...(str(record.parent_agent_id) ? { parentAgentId: record.parent_agent_id } : {}),
        ...(str(record.source) ? { writer: record.source } : {}),
      },
    };
    return [entry];
  },
};

function outcomeOf(hookName: string, record: Record<string, unknown>): string | null {
  if (hookName === 'tool_result') {
    const failed =
      obj(record.tool_result)?.error !== undefined || obj(record.postToolUse)?.success === false;
    return failed ? 'error' : 'success';
  }
  if (hookName === 'agent_error') return 'error';
  if (hookName === 'agent_abort') return 'cancelled';
  return null;
}
