/**
 * What the renderer needs to know about each agent's events to offer them in "New hook" and to
 * lint a matcher. The renderer cannot import the services' tables
 * (electron/services/agents/claude-code/events.ts, …/cline/events.ts); a unit test checks that
 * these agree with them, so a new event there fails the test until it is added here.
 */

/**
 * How Claude Code reads a group's matcher for an event: against the tool name with the list form
 * (`tool`), against another field with the list form (`list`) or without it (`field`), or not at
 * all (`none`: the matcher is ignored and the group always runs).
 */
export type ClaudeMatcherUse = 'tool' | 'list' | 'field' | 'none';

/** Claude Code 2.1.328's 33 events, in the order of its documentation. */
export const CLAUDE_EVENT_MATCHERS = {
  SessionStart: 'list',
  Setup: 'list',
  UserPromptSubmit: 'none',
  UserPromptExpansion: 'list',
  PreToolUse: 'tool',
  PermissionRequest: 'tool',
  PermissionDenied: 'tool',
  PostToolUse: 'tool',
  PostToolUseFailure: 'tool',
  PostToolBatch: 'none',
  Notification: 'list',
  Stop: 'none',
  StopFailure: 'field',
  SubagentStart: 'list',
  SubagentStop: 'list',
  PreCompact: 'list',
  PostCompact: 'list',
  PreModelSwitch: 'list',
  PostModelSwitch: 'list',
  TeammateIdle: 'none',
  TaskCreated: 'none',
  TaskCompleted: 'none',
  Elicitation: 'list',
  ElicitationResult: 'list',
  ConfigChange: 'list',
  WorktreeCreate: 'none',
  WorktreeRemove: 'none',
  InstructionsLoaded: 'list',
  CwdChanged: 'none',
  FileChanged: 'field',
  DirectoryAdded: 'list',
  MessageDisplay: 'none',
  SessionEnd: 'list',
} as const satisfies Record<string, ClaudeMatcherUse>;

export type ClaudeEvent = keyof typeof CLAUDE_EVENT_MATCHERS;
export const CLAUDE_EVENTS = Object.keys(CLAUDE_EVENT_MATCHERS) as ClaudeEvent[];

/** How Claude Code treats the matcher of a group on this event; `none` for an unknown event. */
export function claudeMatcherUse(event: string): ClaudeMatcherUse {
  return Object.hasOwn(CLAUDE_EVENT_MATCHERS, event)
    ? CLAUDE_EVENT_MATCHERS[event as ClaudeEvent]
    : 'none';
}

/** Tool names users write most often, to spot one in the wrong case (`bash`). */
export const KNOWN_TOOL_NAMES = [
  'Bash',
  'Read',
  'Write',
  'Edit',
  'MultiEdit',
  'Glob',
  'Grep',
  'LS',
  'WebFetch',
  'WebSearch',
  'Task',
  'Agent',
  'NotebookEdit',
  'TodoWrite',
  'Skill',
  'ExitPlanMode',
] as const;

/** Which Cline runtime actually fires each hook file name (the CLI wires it; VS Code 4.x fires it). */
export const CLINE_EVENT_RUNTIMES = {
  TaskStart: { cli: true, vscode: true },
  TaskResume: { cli: true, vscode: false },
  UserPromptSubmit: { cli: true, vscode: true },
  PreToolUse: { cli: true, vscode: true },
  PostToolUse: { cli: true, vscode: true },
  TaskComplete: { cli: true, vscode: true },
  TaskError: { cli: true, vscode: false },
  TaskCancel: { cli: true, vscode: true },
  SessionShutdown: { cli: true, vscode: false },
  PreCompact: { cli: false, vscode: false },
  Notification: { cli: false, vscode: false },
} as const satisfies Record<string, { cli: boolean; vscode: boolean }>;

export type ClineEvent = keyof typeof CLINE_EVENT_RUNTIMES;
export const CLINE_EVENTS = Object.keys(CLINE_EVENT_RUNTIMES) as ClineEvent[];

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
      (!choice.clineCli || CLINE_EVENT_RUNTIMES[event].cli) &&
      (!choice.clineVscode || CLINE_EVENT_RUNTIMES[event].vscode),
  );
  const anyCline = choice.clineCli || choice.clineVscode;
  if (choice.claude && anyCline)
    return CLAUDE_EVENTS.filter((event) => cline.includes(event as ClineEvent));
  if (choice.claude) return [...CLAUDE_EVENTS];
  return anyCline ? cline : [];
}
