import {
  CLAUDE_EVENT_NAMES,
  CLAUDE_EVENTS as CLAUDE_EVENT_FACTS,
  isClaudeEvent,
  KNOWN_TOOL_NAMES,
  type ClaudeEventName,
} from '../../../../shared/agents/claude-code-events';
import type { AgentCapabilities } from '../../../../shared/schemas/agent-capabilities';

export { KNOWN_TOOL_NAMES };

/**
 * How Claude Code reads a group's matcher for an event: against the tool name with the list form
 * (`tool`), against another field with the list form (`list`) or without it (`field`), or not at
 * all (`none`: the matcher is ignored and the group always runs). Derived from the agents' own
 * event tables in shared/agents, which the services use too.
 */
export type ClaudeMatcherUse = 'tool' | 'list' | 'field' | 'none';

export type ClaudeEvent = ClaudeEventName;
export const CLAUDE_EVENTS: readonly ClaudeEvent[] = CLAUDE_EVENT_NAMES;

/** How Claude Code treats the matcher of a group on this event; `none` for an unknown event. */
export function claudeMatcherUse(event: string): ClaudeMatcherUse {
  if (!isClaudeEvent(event)) return 'none';
  const facts = CLAUDE_EVENT_FACTS[event];
  if (facts.matcherField === null) return 'none';
  if (facts.matcherField === 'tool_name') return 'tool';
  return facts.listFormMatcher ? 'list' : 'field';
}

/** The agents a new hook is made for, as their capabilities, in display order. */
export interface AgentChoice {
  agents: readonly AgentCapabilities[];
}

/**
 * The events every chosen agent fires, in the first chosen agent's order: a hook made for
 * several agents is one event name they all fire. Empty when no agent is chosen.
 */
export function eventsFor(choice: AgentChoice): string[] {
  const [first, ...others] = choice.agents;
  if (!first) return [];
  return first.events.filter((event) => others.every((agent) => agent.events.includes(event)));
}
