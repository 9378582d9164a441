import type { HistoryAgent } from '../../../../shared/schemas/history';
import type { AgentEvidence } from '../../agents/evidence';
import { allAgents } from '../../agents/registry';

/** The evidence part of an entry's agent; undefined for `unknown` or an agent without one. */
export function evidenceOf(agent: HistoryAgent): AgentEvidence | undefined {
  return allAgents().find((candidate) => candidate.id === agent)?.evidence;
}

/** The surface an event or run came from, as its agent reads the facts; null when none says. */
export function surfaceOf(
  agent: HistoryAgent,
  env: Record<string, unknown>,
  payload: Record<string, unknown>,
): string | null {
  return evidenceOf(agent)?.surfaceOf({ env, payload }) ?? null;
}
