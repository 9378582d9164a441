import { describe, expect, it } from 'vitest';

import {
  agentCapabilities,
  agentOf,
  agentRank,
  agentsOfShimTarget,
  allAgents,
} from '../../../electron/services/agents/registry';
import { AGENT_IDS, SHIM_TARGETS } from '../../../shared/agents/agent-ids';
import { AGENT_TEXT_EN } from '../../../shared/agents/agent-names';
import { REASON_TEXT_EN } from '../../../shared/inventory/reason-text';
import { AgentCapabilitiesSchema } from '../../../shared/schemas/agent-capabilities';

describe('the agents registry', () => {
  it('lists exactly the ids the contract knows, in display order', () => {
    expect(allAgents().map((agent) => agent.id)).toEqual([...AGENT_IDS]);
    expect(
      allAgents()
        .map((agent) => agent.id)
        .map(agentRank),
    ).toEqual(AGENT_IDS.map((_, rank) => rank));
    expect(agentRank('no-such-agent')).toBe(AGENT_IDS.length);
  });

  it('gives each agent capabilities the contract accepts, with the shared English names', () => {
    for (const capabilities of agentCapabilities()) {
      expect(AgentCapabilitiesSchema.parse(capabilities)).toEqual(capabilities);
      expect(capabilities.displayName).toBe(AGENT_TEXT_EN[capabilities.agent]);
    }
  });

  it('names as switched off by its own switch only reasons that exist, and only with plans to switch it on; offers the trash only with plans for it', () => {
    for (const agent of allAgents()) {
      const keys = agent.capabilities.switchedOffReasonKeys;
      for (const key of keys)
        expect(Object.keys(REASON_TEXT_EN)).toContain(key.slice('reason.'.length));
      expect(keys.length > 0).toBe(agent.editing.switch?.inPlace != null);
      expect(agent.capabilities.trashes).toBe(agent.editing.trash !== null);
    }
  });

  it('serves every shim target the contract knows, and refuses an unknown agent', () => {
    for (const target of SHIM_TARGETS) expect(agentsOfShimTarget(target).length).toBeGreaterThan(0);
    expect(agentsOfShimTarget('no-such-target')).toEqual([]);
    expect(() => agentOf('no-such-agent')).toThrow(/no-such-agent/);
  });

  it('keeps the facts of one agent in one place: default timeouts and approval waits', () => {
    expect(agentOf('cline-cli').capabilities.defaultTimeoutMs['PreToolUse']).toBe(120_000);
    expect(agentOf('cline-cli').capabilities.approvals.waitSec).toBe(120);
    expect(agentOf('cline-vscode').capabilities.approvals.waitSec).toBe(30);
    expect(agentOf('claude-code').capabilities.approvals.waitSec).toBe(600);
  });
});
