import path from 'node:path';

import { MalformedLine } from '../../../../shared/i18n/malformed-line';
import type { HistoryEntryInput } from '../../../../shared/schemas/history';
import { clip, isoTime, obj, str, type LineMapper } from '../../history/ingest/line-mapper';
import { jsonlFilesBelow } from '../../history/ingest/import-sources';
import { withAgentVersion } from '../../agent-versions/stamp-version';
import type { AgentLog } from '../agent-ingest';
import { sessionLogEntry } from '../session-log-entry';

/** What a rollout carries from line to line: the session, its folder and the current turn. */
export interface CodexRolloutState {
  sessionId: string | null;
  cwd: string | null;
  turnId: string | null;
  /** `session_meta.cli_version`: the Codex release that wrote the rollout. */
  version?: string | null;
}

const SHELL_TOOLS = new Set(['exec_command', 'shell_command', 'shell', 'local_shell']);
const BLOCKED = 'Command blocked by PreToolUse hook: ';
const MAX_TEXT = 4_000;

/** The command of a shell call as hooks see it (`Bash` with `{command}`, spec §4). */
function shellCommand(args: Record<string, unknown>): string | null {
  const command = args['cmd'] ?? args['command'];
  if (typeof command === 'string') return command;
  if (Array.isArray(command)) return command.map(String).join(' ');
  return null;
}

function messageText(payload: Record<string, unknown>): string {
  const content = Array.isArray(payload['content']) ? payload['content'] : [];
  return content.map((part) => str(obj(part)?.['text']) ?? '').join('');
}

/**
 * Codex rollouts (`<CODEX_HOME>/sessions/YYYY/MM/DD/rollout-*.jsonl`, spec §9). Codex records no
 * hook runs there, only their effects, so a rollout gives: the session start, each tool call as
 * the PreToolUse payload its hooks got (replayable against today's hooks), each call a
 * PreToolUse hook blocked (the replaced output), Stop continuations (`<hook_prompt>`) and
 * context that hooks added.
 */
export const codexRolloutMapper: LineMapper<CodexRolloutState> = {
  source: 'codex-rollout',
  initialState: () => ({ sessionId: null, cwd: null, turnId: null }),
  wants: (text) =>
    text.includes('"session_meta"') ||
    text.includes('"turn_context"') ||
    text.includes('"function_call') ||
    text.includes('hook'),
  map(record, _context, state) {
    const entries = mapLine(record, state);
    const version = state.version ?? null;
    return entries instanceof MalformedLine || version === null
      ? entries
      : withAgentVersion(entries, () => version);
  },
};

function mapLine(
  record: Record<string, unknown>,
  state: CodexRolloutState,
): HistoryEntryInput[] | MalformedLine {
  const ts = isoTime(record['timestamp']);
  if (ts === null) return new MalformedLine('invalid-time', { field: 'timestamp' });
  const payload = obj(record['payload']) ?? {};
  const type = str(record['type']);
  if (type === 'session_meta') {
    state.sessionId = str(payload['id']) ?? str(payload['session_id']);
    state.cwd = str(payload['cwd']);
    state.version = str(payload['cli_version']);
    return [
      entry(ts, state, 'SessionStart', 'agent-event', {
        hook_event_name: 'SessionStart',
        source: 'startup',
      }),
    ];
  }
  if (type === 'turn_context') {
    state.turnId = str(payload['turn_id']);
    state.cwd = str(payload['cwd']) ?? state.cwd;
    return [];
  }
  if (type !== 'response_item') return [];
  return responseItem(ts, payload, state);
}

function responseItem(
  ts: string,
  payload: Record<string, unknown>,
  state: CodexRolloutState,
): HistoryEntryInput[] {
  const itemType = str(payload['type']);
  if (itemType === 'function_call') {
    const name = str(payload['name']) ?? 'unknown';
    let args: Record<string, unknown> = {};
    try {
      args = obj(JSON.parse(str(payload['arguments']) ?? '{}')) ?? {};
    } catch {
      args = { arguments: payload['arguments'] };
    }
    const command = SHELL_TOOLS.has(name) ? shellCommand(args) : null;
    const tool = command !== null ? 'Bash' : name;
    const input = command !== null ? { command } : args;
    return [
      entry(
        ts,
        state,
        'PreToolUse',
        'agent-event',
        {
          hook_event_name: 'PreToolUse',
          tool_name: tool,
          tool_input: input,
          tool_use_id: str(payload['call_id']),
        },
        tool,
      ),
    ];
  }
  if (itemType === 'function_call_output') {
    const output = str(payload['output']) ?? '';
    if (!output.startsWith(BLOCKED)) return [];
    const reason = output.slice(BLOCKED.length).replace(/\. Command: [\s\S]*$/, '');
    return [
      {
        ...entry(ts, state, 'PreToolUse', 'decision', null, 'Bash'),
        outcome: 'block',
        meta: { reason: clip(reason, MAX_TEXT), callId: str(payload['call_id']) },
      },
    ];
  }
  if (itemType !== 'message') return [];
  const text = messageText(payload);
  if (text.startsWith('<hook_prompt')) {
    return [
      {
        ...entry(ts, state, 'Stop', 'ingested', null),
        outcome: 'block',
        meta: { continuation: clip(text, MAX_TEXT) },
      },
    ];
  }
  if (JSON.stringify(payload).includes('hooks.additional_context')) {
    return [
      { ...entry(ts, state, 'context', 'ingested', null), meta: { context: clip(text, MAX_TEXT) } },
    ];
  }
  return [];
}

function entry(
  ts: string,
  state: CodexRolloutState,
  event: string,
  kind: HistoryEntryInput['kind'],
  payload: Record<string, unknown> | null,
  tool: string | null = null,
): HistoryEntryInput {
  return sessionLogEntry({
    ts,
    kind,
    source: 'codex-rollout',
    agent: 'codex',
    workspace: state.cwd,
    sessionId: state.sessionId,
    event,
    tool,
    payload: payload && {
      session_id: state.sessionId,
      turn_id: state.turnId,
      cwd: state.cwd,
      ...payload,
    },
  });
}

/** Codex's rollouts: `<CODEX_HOME>/sessions/YYYY/MM/DD/rollout-*.jsonl`. */
export const codexRolloutsLog: AgentLog = {
  mapper: codexRolloutMapper as AgentLog['mapper'],
  files: (sources) =>
    sources.codexSessionsDir
      ? jsonlFilesBelow(sources.codexSessionsDir).filter((f) =>
          path.basename(f).startsWith('rollout-'),
        )
      : [],
};
