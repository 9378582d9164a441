import { AgentIdSchema } from '../schemas/agent';
import type { HistoryEntry } from '../schemas/history';

/**
 * Whether an entry carries a payload an agent sent to its hooks: agent events (the recorder,
 * the Cline CLI's hooks.jsonl) and Hookyard's own runs (bench, replay). Transcript records of
 * hook runs keep Claude's attachment, not the payload, so they cannot be replayed. Shared so that
 * the history offers "Replay" exactly where the replay service would find something to run.
 */
export function isReplayable(entry: HistoryEntry): boolean {
  if (entry.kind !== 'agent-event' && entry.kind !== 'hookyard-run') return false;
  if (!AgentIdSchema.safeParse(entry.agent).success) return false;
  const payload = entry.payload;
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return false;
  // A recorder line whose stdin was not JSON keeps `{text}`; an empty stdin has no payload.
  return entry.meta.emptyStdin !== true && !isTextOnly(payload as Record<string, unknown>, entry);
}

function isTextOnly(payload: Record<string, unknown>, entry: HistoryEntry): boolean {
  return entry.source === 'recorder' && Object.keys(payload).length === 1 && 'text' in payload;
}
