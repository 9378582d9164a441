import type { AgentId } from '../../../shared/schemas/agent';
import type { AgentCapabilities } from '../../../shared/schemas/agent-capabilities';
import { AppFailure } from '../../../shared/result';
import type { Agent } from './agent';
import type { AgentDialect } from './dialect';
import type { RunDialect } from './run-dialect';
import { createClaudeCodeAgent } from './claude-code/claude-code-agent';
import { createClineCliAgent } from './cline-cli/cline-cli-agent';
import { createClineVscodeAgent } from './cline-vscode/cline-vscode-agent';
import { createCodexAgent } from './codex/codex-agent';
import { createGeminiAgent } from './gemini-cli/gemini-agent';

/**
 * Every agent Hookyard knows, in display order: adding an agent is adding its folder and one
 * line here. Built once: an agent holds no state across calls (discovery's memo lives only as
 * long as one pass's FileProbe), so every service may share these.
 */
const AGENTS: readonly Agent[] = [
  createClaudeCodeAgent(),
  createClineCliAgent(),
  createClineVscodeAgent(),
  createCodexAgent(),
  createGeminiAgent(),
];

/** Every agent, in display order. */
export function allAgents(): readonly Agent[] {
  return AGENTS;
}

/** The agent with this id; AppFailure('invalid-request') for an id no agent has. */
export function agentOf(id: AgentId | string): Agent {
  const agent = AGENTS.find((candidate) => candidate.id === id);
  if (!agent) throw new AppFailure('invalid-request', 'failure.no-runner-for-agent', { agent: id });
  return agent;
}

/** The agent with this id, or null (an audit entry may name an agent Hookyard does not know). */
export function findAgent(id: string): Agent | null {
  return AGENTS.find((candidate) => candidate.id === id) ?? null;
}

/** Every agent's capabilities, in display order: what the renderer receives. */
export function agentCapabilities(): AgentCapabilities[] {
  return AGENTS.map((agent) => agent.capabilities);
}

/**
 * The agents a shim install target serves (both Cline runtimes share one), in display order. An
 * agent Hookyard installs no shims for is its own target: a recorder or approver the user put
 * in its settings by hand names the agent id (`--agent codex`).
 */
export function agentsOfShimTarget(target: string): Agent[] {
  return AGENTS.filter((agent) => (agent.capabilities.shim?.target ?? agent.id) === target);
}

/** An agent's place in the display order (unknown ids last). */
export function agentRank(id: string): number {
  const index = AGENTS.findIndex((agent) => agent.id === id);
  return index === -1 ? AGENTS.length : index;
}

/** Every agent's discovery, for the inventory. */
export function discoveryDialects(): AgentDialect[] {
  return AGENTS.map((agent) => agent.discovery);
}

/** Every agent's run dialect, for `new HookRunner({ dialects })`. */
export function runDialects(): RunDialect[] {
  return AGENTS.map((agent) => agent.run);
}
