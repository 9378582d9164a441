import { MalformedLine } from '../../../../../shared/i18n/malformed-line';
import type { HistoryEntryInput } from '../../../../../shared/schemas/history';
import { withAgentVersion } from '../../../agent-versions/stamp-version';
import { commandUserWrote } from '../adopted-command';
import { claudeDecision } from './claude-decision';
import {
  hookAttachmentEntry,
  isHookAttachment,
  type ClaudeLineBase,
} from './claude-hook-attachment';
import {
  clip,
  isoTime,
  num,
  obj,
  str,
  type LineContext,
  type LineMapper,
} from '../../../history/ingest/line-mapper';

/** What one transcript carries from line to line. */
export interface ClaudeTranscriptState {
  /** Recent tool uses: [id, name, input (a clipped JSON string when large)], newest last. */
  tools: [string, string, unknown][];
  /** Stop / SubagentStop hook runs waiting for their `stop_hook_summary`. */
  pendingStop: HistoryEntryInput[];
  /** The session's permission mode, from the last line that named one (a prompt). */
  mode?: string | null;
}

const MAX_TOOLS = 256;
const MAX_PENDING = 64;
const MAX_INPUT = 2_000;
const MAX_RESULT = 4_000;
const STOP_EVENTS = new Set(['Stop', 'SubagentStop']);
const RUN_TYPES = new Set([
  'hook_success',
  'hook_non_blocking_error',
  'hook_blocking_error',
  'hook_cancelled',
]);

/**
 * Claude Code transcripts (`~/.claude/projects/<slug>/<session>.jsonl`, spec §5.1): hook
 * attachments become hook runs (or decisions / ingested notes), tool results with a
 * `permissionDecision` become decisions, and `stop_hook_summary` becomes one run per Stop hook,
 * merged with that hook's attachment when it printed something (silent Stop hooks appear only
 * in the summary). Lines about anything else yield nothing.
 */
export const claudeTranscriptMapper: LineMapper<ClaudeTranscriptState> = {
  source: 'claude-transcript',
  initialState: () => ({ tools: [], pendingStop: [] }),
  // Most transcript lines (messages, API bookkeeping) are not about hooks: skip them unparsed.
  wants: (text) =>
    text.includes('"hook_') ||
    text.includes('"permissionDecision"') ||
    text.includes('"stop_hook_summary"') ||
    text.includes('"tool_use"') ||
    text.includes('"permissionMode"'),
  // Every transcript line names the Claude Code version that wrote it (`version`).
  map(record, context, state) {
    const mapped = mapLine(record, context, state);
    const version = str(record.version);
    return mapped instanceof MalformedLine || version === null
      ? mapped
      : withAgentVersion(mapped, () => version);
  },
};

function mapLine(
  record: Record<string, unknown>,
  context: LineContext,
  state: ClaudeTranscriptState,
): HistoryEntryInput[] | MalformedLine {
  const type = str(record.type);
  if (type === null) return new MalformedLine('missing-field', { field: 'type' });
  state.mode = str(record.permissionMode) ?? state.mode ?? null;
  if (type === 'assistant') {
    rememberToolUses(record, state);
    return [];
  }
  const attachment = obj(record.attachment);
  const isHookLine =
    (type === 'attachment' && isHookAttachment(str(attachment?.type))) ||
    (type === 'system' && record.subtype === 'stop_hook_summary') ||
    (type === 'user' && obj(record.permissionDecision) !== null);
  if (!isHookLine) return [];
  const ts = isoTime(record.timestamp);
  if (ts === null) return new MalformedLine('invalid-time', { field: 'timestamp' });
  const base: ClaudeLineBase = {
    ts,
    sessionId: str(record.sessionId),
    workspace: str(record.cwd),
  };
  if (type === 'attachment') return attachmentEntries(attachment ?? {}, base, state);
  if (type === 'system') return stopSummaryEntries(record, base, context, state);
  return [decisionEntry(record, base, state, context)];
}

function rememberToolUses(record: Record<string, unknown>, state: ClaudeTranscriptState): void {
  const content = obj(record.message)?.content;
  if (!Array.isArray(content)) return;
  for (const block of content) {
    const use = obj(block);
    const id = str(use?.id);
    const name = str(use?.name);
    if (use?.type !== 'tool_use' || !id || !name) continue;
    const input = JSON.stringify(use?.input ?? null);
    state.tools.push([
      id,
      name,
      input.length <= MAX_INPUT ? (use?.input ?? null) : clip(input, MAX_INPUT),
    ]);
  }
  if (state.tools.length > MAX_TOOLS) state.tools.splice(0, state.tools.length - MAX_TOOLS);
}

function toolUse(state: ClaudeTranscriptState, id: string): [string, string, unknown] | undefined {
  return state.tools.findLast((tool) => tool[0] === id);
}

function attachmentEntries(
  attachment: Record<string, unknown>,
  base: ClaudeLineBase,
  state: ClaudeTranscriptState,
): HistoryEntryInput[] {
  const entry = hookAttachmentEntry(attachment, base, (id) => toolUse(state, id)?.[1] ?? null);
  if (!STOP_EVENTS.has(entry.event) || !RUN_TYPES.has(String(attachment.type))) return [entry];
  state.pendingStop.push(entry);
  return state.pendingStop.length > MAX_PENDING ? state.pendingStop.splice(0, 1) : [];
}

// One run per hook the summary lists; a hook that printed something already has an attachment.
function stopSummaryEntries(
  record: Record<string, unknown>,
  base: ClaudeLineBase,
  context: LineContext,
  state: ClaudeTranscriptState,
): HistoryEntryInput[] {
  const round = str(record.toolUseID);
  const errors = Array.isArray(record.hookErrors)
    ? record.hookErrors.filter((e) => typeof e === 'string')
    : [];
  const infos = Array.isArray(record.hookInfos) ? record.hookInfos.map(obj) : [];
  const event = context.path.includes('/subagents/') ? 'SubagentStop' : 'Stop';
  const meta = {
    summary: 'stop_hook_summary',
    ...(round ? { toolUseId: round } : {}),
    ...(record.preventedContinuation === true
      ? { preventedContinuation: true, stopReason: record.stopReason }
      : {}),
  };
  const entries: HistoryEntryInput[] = [];
  for (const info of infos) {
    const reported = str(info?.command);
    const command = reported === null ? null : commandUserWrote(reported);
    const duration = num(info?.durationMs);
    const index = state.pendingStop.findIndex(
      (p) => p.hook === command && p.meta?.toolUseId === round,
    );
    if (index !== -1) {
      const [pending] = state.pendingStop.splice(index, 1) as [HistoryEntryInput];
      entries.push({
        ...pending,
        durationMs: duration ?? pending.durationMs,
        meta: { ...pending.meta, ...meta },
      });
      continue;
    }
    const prefix = `[${command ?? ''}]: `;
    const error = command ? errors.find((text) => text.startsWith(prefix)) : undefined;
    entries.push({
      ...base,
      kind: 'hook-run',
      source: 'claude-transcript',
      agent: 'claude-code',
      event,
      tool: null,
      hook: command,
      outcome: error === undefined ? 'success' : 'block',
      durationMs: duration,
      payload: { hookInfo: info, hookErrors: errors },
      output:
        error === undefined
          ? null
          : { stdout: '', stderr: error.slice(prefix.length), exitCode: 2 },
      meta,
    });
  }
  const leftovers = state.pendingStop.filter((p) => p.meta?.toolUseId === round);
  state.pendingStop = state.pendingStop.filter((p) => p.meta?.toolUseId !== round);
  return [...entries, ...leftovers];
}

function decisionEntry(
  record: Record<string, unknown>,
  base: ClaudeLineBase,
  state: ClaudeTranscriptState,
  context: LineContext,
): HistoryEntryInput {
  const decision = obj(record.permissionDecision) ?? {};
  const content = obj(record.message)?.content;
  const result = Array.isArray(content)
    ? content.map(obj).find((block) => block?.type === 'tool_result')
    : null;
  const toolUseId = str(result?.tool_use_id);
  const tool = toolUseId ? toolUse(state, toolUseId) : undefined;
  const reasonCode = str(decision.reasonCode);
  const verdict = str(decision.decision);
  const raw = record.toolUseResult;
  const why = claudeDecision(
    decision,
    {
      tool: tool?.[1] ?? null,
      input: tool?.[2] ?? null,
      result: typeof raw === 'string' ? raw : null,
    },
    { transcript: context.path, cwd: base.workspace, mode: state.mode ?? null },
  );
  return {
    ...base,
    kind: 'decision',
    source: 'claude-transcript',
    agent: 'claude-code',
    event: reasonCode?.startsWith('hook:') ? reasonCode.slice(5) : 'PermissionDecision',
    tool: tool?.[1] ?? null,
    hook: null,
    outcome: verdict === 'accept' ? 'allow' : verdict === 'reject' ? 'deny' : verdict,
    durationMs: null,
    payload: {
      toolUseId,
      toolInput: tool?.[2] ?? null,
      result:
        typeof raw === 'string'
          ? clip(raw, MAX_RESULT)
          : raw === undefined
            ? null
            : clip(JSON.stringify(raw), MAX_RESULT),
      permissionDecision: decision,
    },
    output: null,
    meta: {
      decidedBy: str(decision.source),
      ...(reasonCode ? { reasonCode } : {}),
      ...(str(decision.reasonType) ? { reasonType: decision.reasonType } : {}),
      ...(str(decision.ruleSource) ? { ruleSource: decision.ruleSource } : {}),
      ...(str(record.toolDenialKind) ? { toolDenialKind: record.toolDenialKind } : {}),
      ...(toolUseId ? { toolUseId } : {}),
      decision: why,
    },
  };
}
