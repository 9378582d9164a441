import type { AgentCapabilities } from '../../../shared/schemas/agent-capabilities';
import type { MessageKey } from '../../i18n/catalogue-en';

export type { AgentCapabilities };
export type ShimTarget = NonNullable<AgentCapabilities['shim']>;

/** One agent's capabilities; null for an id the services did not list. */
export function capabilitiesOf(
  agents: readonly AgentCapabilities[],
  agent: string,
): AgentCapabilities | null {
  return agents.find((candidate) => candidate.agent === agent) ?? null;
}

/** The shim install targets, each once, in display order (both Cline runtimes share one). */
export function shimTargets(agents: readonly AgentCapabilities[]): ShimTarget[] {
  const targets = new Map<string, ShimTarget>();
  for (const { shim } of agents)
    if (shim && !targets.has(shim.target)) targets.set(shim.target, shim);
  return [...targets.values()];
}

/**
 * A message key an agent module names (its name, its "turn all off" words). The services send
 * them as strings; the catalogue test checks that every one the agents name exists.
 */
export const agentKey = (key: string): MessageKey => key as MessageKey;
