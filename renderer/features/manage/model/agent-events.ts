import {
  CLAUDE_EVENT_NAMES,
  CLAUDE_EVENTS as CLAUDE_EVENT_FACTS,
  isClaudeEvent,
  KNOWN_TOOL_NAMES,
  type ClaudeEventName,
} from '../../../../shared/agents/claude-code-events';
import {
  CLINE_EVENT_NAMES,
  CLINE_EVENTS as CLINE_EVENT_FACTS,
} from '../../../../shared/agents/cline-events';

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

export type ClineEvent = (typeof CLINE_EVENT_NAMES)[number];
export const CLINE_EVENTS: readonly ClineEvent[] = CLINE_EVENT_NAMES;

/** Which Cline runtime actually fires each hook file name (the CLI wires it; VS Code 4.x fires it). */
export function clineRuntimes(event: ClineEvent): { cli: boolean; vscode: boolean } {
  const facts = CLINE_EVENT_FACTS[event];
  return { cli: facts.sdkHookName !== null, vscode: facts.vscodeWired };
}

/** The agents a new hook can be made for, as the dialog offers them. */
export interface AgentChoice {
  claude: boolean;
  clineCli: boolean;
  clineVscode: boolean;
}

/**
 * The events every chosen agent runs, in Claude Code's order then Cline's: a hook made for
 * several agents is one event name they all fire. Empty when no agent is chosen.
 */
export function eventsFor(choice: AgentChoice): string[] {
  const cline = CLINE_EVENTS.filter(
    (event) =>
      (!choice.clineCli || clineRuntimes(event).cli) &&
      (!choice.clineVscode || clineRuntimes(event).vscode),
  );
  const anyCline = choice.clineCli || choice.clineVscode;
  if (choice.claude && anyCline)
    return CLAUDE_EVENTS.filter((event) => cline.includes(event as ClineEvent));
  if (choice.claude) return [...CLAUDE_EVENTS];
  return anyCline ? cline : [];
}
