import type { AgentId } from '../../../shared/schemas/agent';
import type { AgentCapabilities } from '../../../shared/schemas/agent-capabilities';
import { AppFailure } from '../../../shared/result';
import type { Agent } from './agent';
import type { AgentDialect } from './dialect';
import type { RunDialect } from './run-dialect';
import type { AgentLog, RecordedFacts } from './agent-ingest';
import type { AgentShims } from './shim-install';
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

// Grouped once: the approvals bridge looks up the shim target of every request it reads.
const AGENTS_BY_SHIM_TARGET = new Map<string, Agent[]>();
for (const agent of AGENTS) {
  const target = agent.capabilities.shim?.target ?? agent.id;
  AGENTS_BY_SHIM_TARGET.set(target, [...(AGENTS_BY_SHIM_TARGET.get(target) ?? []), agent]);
}

/**
 * A list of agents to ask, for a service that takes its agents as a dependency (tests register
 * a synthetic agent in one of their own).
 */
export interface AgentRegistry {
  /** Every agent, in display order. */
  all(): readonly Agent[];
  /** The agent with this id; AppFailure('invalid-request') for an id no agent has. */
  agentOf(id: AgentId | string): Agent;
}

export function createAgentRegistry(agents: readonly Agent[]): AgentRegistry {
  // Looked up on every approval request (its wait, its answer): a map, not a scan of the list.
  const byId = new Map(agents.map((agent) => [agent.id as string, agent]));
  return {
    all: () => agents,
    agentOf(id) {
      const agent = byId.get(id);
      if (!agent)
        throw new AppFailure('invalid-request', 'failure.no-runner-for-agent', { agent: id });
      return agent;
    },
  };
}

/** The registry of every agent Hookyard knows (the services' default). */
export const AGENT_REGISTRY: AgentRegistry = createAgentRegistry(AGENTS);

/** Every agent, in display order. */
export function allAgents(): readonly Agent[] {
  return AGENTS;
}

/** The agent with this id; AppFailure('invalid-request') for an id no agent has. */
export function agentOf(id: AgentId | string): Agent {
  return AGENT_REGISTRY.agentOf(id);
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
export function agentsOfShimTarget(target: string): readonly Agent[] {
  return AGENTS_BY_SHIM_TARGET.get(target) ?? [];
}

/** The shims of an install target; AppFailure('invalid-request') when nothing installs there. */
export function shimsOfTarget(target: string): AgentShims {
  const shims = agentsOfShimTarget(target).find((agent) => agent.shims)?.shims;
  if (!shims)
    throw new AppFailure('invalid-request', 'failure.no-runner-for-agent', { agent: target });
  return shims;
}

/** The install targets Hookyard writes shims for, each once, in display order. */
export function shimTargets(): string[] {
  return [
    ...new Set(
      AGENTS.flatMap((agent) => (agent.capabilities.shim ? [agent.capabilities.shim.target] : [])),
    ),
  ];
}

/** Every agent's own logs History imports, each once, in display order. */
export function agentLogs(): AgentLog[] {
  return [...new Set(AGENTS.flatMap((agent) => agent.logs ?? []))];
}

/**
 * What a recorded payload says of itself, read by every agent that reads recorded payloads of
 * its own shape (the first to know a fact wins); nulls when none does.
 */
export function recordedFacts(payload: Record<string, unknown>): RecordedFacts {
  const facts: RecordedFacts = { sessionId: null, workspace: null, tool: null, event: null };
  for (const reader of new Set(AGENTS.flatMap((agent) => agent.recorded ?? []))) {
    const found = reader.facts(payload);
    facts.sessionId ??= found.sessionId;
    facts.workspace ??= found.workspace;
    facts.tool ??= found.tool;
    facts.event ??= found.event;
  }
  return facts;
}

/**
 * The agent a recorder line named `raw` came from: for a shim target serving several agents,
 * the one its payload says; else `raw` itself.
 */
export function recordedAgentOf(raw: string, payload: Record<string, unknown>): string {
  const sharing = agentsOfShimTarget(raw);
  const reader = sharing.length > 1 ? sharing.find((agent) => agent.recorded)?.recorded : undefined;
  return reader ? reader.agentOf(payload) : raw;
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
