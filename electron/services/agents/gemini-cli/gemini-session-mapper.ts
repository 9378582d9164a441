import path from 'node:path';

import { MalformedLine } from '../../../../shared/i18n/malformed-line';
import type { HistoryEntryInput } from '../../../../shared/schemas/history';
import { clip, isoTime, obj, str, type LineMapper } from '../../history/ingest/line-mapper';
import { jsonlFilesBelow } from '../../history/ingest/import-sources';
import type { AgentLog } from '../agent-ingest';
import { sessionLogEntry } from '../session-log-entry';

/** What a session log carries from line to line: the session and the tool calls already taken. */
export interface GeminiSessionState {
  sessionId: string | null;
  /** Tool calls already turned into entries: a record is written again each time it changes. */
  seenCalls: string[];
}

const MAX_SEEN = 512;
const BLOCKED = 'Tool execution blocked: ';

/**
 * Gemini session logs (`~/.gemini/tmp/<project>/chats/session-*.jsonl`, spec §8): the header
 * line starts the session; each tool call becomes the BeforeTool payload its hooks got (once,
 * though Gemini rewrites the record as it changes), and one a BeforeTool hook blocked becomes a
 * block decision with the hook's reason. Records about anything else yield nothing.
 */
export const geminiSessionMapper: LineMapper<GeminiSessionState> = {
  source: 'gemini-session',
  initialState: () => ({ sessionId: null, seenCalls: [] }),
  wants: (text) => text.includes('"sessionId"') || text.includes('"toolCalls"'),
  map(record, _context, state) {
    if (typeof record['sessionId'] === 'string' && typeof record['startTime'] === 'string') {
      state.sessionId = record['sessionId'];
      const ts = isoTime(record['startTime']);
      if (ts === null) return new MalformedLine('invalid-time', { field: 'startTime' });
      return [
        entry(ts, state, 'SessionStart', 'agent-event', {
          hook_event_name: 'SessionStart',
          source: 'startup',
        }),
      ];
    }
    const calls = Array.isArray(record['toolCalls']) ? record['toolCalls'] : [];
    const entries: HistoryEntryInput[] = [];
    for (const raw of calls) {
      const call = obj(raw);
      const id = str(call?.['id']);
      if (!call || id === null || str(call['status']) === null) continue;
      if (state.seenCalls.includes(id)) continue;
      state.seenCalls = [...state.seenCalls, id].slice(-MAX_SEEN);
      const ts = isoTime(call['timestamp']) ?? isoTime(record['timestamp']);
      if (ts === null) return new MalformedLine('invalid-time', { field: 'timestamp' });
      const tool = str(call['name']) ?? 'unknown';
      const input = obj(call['args']) ?? {};
      entries.push(
        entry(
          ts,
          state,
          'BeforeTool',
          'agent-event',
          { hook_event_name: 'BeforeTool', tool_name: tool, tool_input: input },
          tool,
        ),
      );
      const shown = str(call['resultDisplay']) ?? '';
      if (shown.startsWith(BLOCKED)) {
        entries.push({
          ...entry(ts, state, 'BeforeTool', 'decision', null, tool),
          outcome: 'block',
          meta: { reason: clip(shown.slice(BLOCKED.length), 4_000), callId: id },
        });
      }
    }
    return entries;
  },
};

function entry(
  ts: string,
  state: GeminiSessionState,
  event: string,
  kind: HistoryEntryInput['kind'],
  payload: Record<string, unknown> | null,
  tool: string | null = null,
): HistoryEntryInput {
  return sessionLogEntry({
    ts,
    kind,
    source: 'gemini-session',
    agent: 'gemini-cli',
    workspace: null,
    sessionId: state.sessionId,
    event,
    tool,
    payload: payload && { session_id: state.sessionId, ...payload },
  });
}

/** Gemini's session logs: `~/.gemini/tmp/<project>/chats/*.jsonl`. */
export const geminiSessionsLog: AgentLog = {
  mapper: geminiSessionMapper as AgentLog['mapper'],
  files: (sources) =>
    sources.geminiTmpDir
      ? jsonlFilesBelow(sources.geminiTmpDir).filter(
          (f) => path.basename(path.dirname(f)) === 'chats',
        )
      : [],
};
