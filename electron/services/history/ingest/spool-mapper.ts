import { MalformedLine } from '../../../../shared/i18n/malformed-line';
import { HistoryAgentSchema, type HistoryAgent } from '../../../../shared/schemas/history';
import { recordedAgentOf, recordedFacts } from '../../agents/registry';
import { isoTime, obj, str, type LineMapper } from './line-mapper';
import { surfaceOf } from './run-evidence';
import { watchedRunEntry } from './watched-run-mapper';

/**
 * Lines the recorder shim (resources/shims/hookyard-record.js) spools:
 * `{v, ts, agent, event, cwd, pid, env, stdinBytes, payload | payloadText}`. Each becomes an
 * agent event. The event, session, workspace and tool come from the payload by its shape
 * (Claude Code's snake_case fields, the Cline SDK's `hookName` and `sessionContext`, the VS Code
 * extension's `hookName`), else from the recorder's arguments and environment. An empty stdin
 * (a Cline lifecycle hook fired while the CLI exits) is still an event, with a null payload.
 * The agent `cline` (one hook file both Cline runtimes run) is resolved by the payload: the
 * CLI sends SDK names (`tool_call`), the VS Code extension file names (`PreToolUse`).
 */
export const spoolMapper: LineMapper<null> = {
  source: 'recorder',
  initialState: () => null,
  map(record) {
    const ts = isoTime(record.ts);
    if (ts === null) return new MalformedLine('invalid-time', { field: 'ts' });
    const payload = obj(record.payload) ?? {};
    const env = obj(record.env) ?? {};
    const agent = agentOf(record.agent, payload);
    // Fields of payloads not shaped like Claude Code's, read by their agents (Cline's SDK names).
    const facts = recordedFacts(payload);
    // Where and in which session it happened, by the payload's shape (see above).
    const where = {
      workspace:
        str(env.CLAUDE_PROJECT_DIR) ?? str(payload.cwd) ?? facts.workspace ?? str(record.cwd),
      sessionId: str(payload.session_id) ?? facts.sessionId ?? str(env.CLAUDE_CODE_SESSION_ID),
      event: str(payload.hook_event_name) ?? facts.event ?? str(record.event) ?? 'unknown',
      tool: str(payload.tool_name) ?? facts.tool,
    };
    // The watch shim's lines (resources/shims/hookyard-watch.js): one run of a watched hook.
    if (record.kind === 'hook-run') {
      return [watchedRunEntry(record, { ts, agent, env, payload, ...where })];
    }
    return [
      {
        ts,
        kind: 'agent-event',
        source: 'recorder',
        agent,
        ...where,
        hook: null,
        outcome: null,
        durationMs: null,
        payload:
          record.payload === undefined ? { text: str(record.payloadText) ?? '' } : record.payload,
        output: null,
        meta: {
          cwd: str(record.cwd),
          agentPid: typeof record.pid === 'number' ? record.pid : null,
          env,
          surface: surfaceOf(agent, env, payload),
          stdinBytes: typeof record.stdinBytes === 'number' ? record.stdinBytes : null,
          ...(record.payload === null ? { emptyStdin: true } : {}),
        },
      },
    ];
  },
};

/** The agent of a spool line: a shim target serving several agents resolved by payload. */
function agentOf(raw: unknown, payload: Record<string, unknown>): HistoryAgent {
  const agent = HistoryAgentSchema.safeParse(
    typeof raw === 'string' ? recordedAgentOf(raw, payload) : raw,
  );
  return agent.success ? agent.data : 'unknown';
}
