import type { HistoryEntryInput } from '../../../shared/schemas/history';

/** What a line of an agent's own session log tells about one event. */
export type SessionLogFacts = Pick<
  HistoryEntryInput,
  'ts' | 'kind' | 'source' | 'agent' | 'workspace' | 'sessionId' | 'event' | 'tool' | 'payload'
>;

/**
 * An audit entry read from an agent's session log (Codex rollout, Gemini session): the log names
 * no hook and gives no duration or output, so those stay empty; a mapper adds `outcome` and
 * `meta` where the line carries them.
 */
export function sessionLogEntry(facts: SessionLogFacts): HistoryEntryInput {
  return {
    ts: facts.ts,
    kind: facts.kind,
    source: facts.source,
    agent: facts.agent,
    workspace: facts.workspace,
    sessionId: facts.sessionId,
    event: facts.event,
    tool: facts.tool,
    hook: null,
    outcome: null,
    durationMs: null,
    payload: facts.payload,
    output: null,
    meta: {},
  };
}
