/**
 * Claude Code 2.1.328's 33 hook events and the per-event facts that discovery, the runner and the
 * matcher simulator share (../shared/spec/claude-code.md §2, §3.5).
 */
export interface ClaudeEventFacts {
  /** The input field the matcher is tested against; null when the matcher is ignored. */
  matcherField: string | null;
  /** Whether `a, b` and `a b` list forms count as exact-name lists (besides `a|b`). */
  listFormMatcher: boolean;
  /** Default timeout in ms when the handler sets none. */
  defaultTimeoutMs: number;
  /** A tool-use event: `if` conditions apply and `mcp_tool`/permission fields make sense. */
  toolEvent: boolean;
  /** The hook gets CLAUDE_ENV_FILE. */
  envFile: boolean;
  /** The agent does not wait for the hook. */
  fireAndForget: boolean;
  /** Exit 2 blocks the action (otherwise it is reported and ignored). */
  exit2Blocks: boolean;
  /** Plain (non-JSON) stdout on exit 0 is added to the model's context. */
  plainStdoutIsContext: boolean;
  httpSupported: boolean;
  /** `prompt` and `agent` handlers are accepted. */
  modelHandlers: boolean;
}

const DEFAULT = 600_000;

function facts(partial: Partial<ClaudeEventFacts>): ClaudeEventFacts {
  return {
    matcherField: null,
    listFormMatcher: false,
    defaultTimeoutMs: DEFAULT,
    toolEvent: false,
    envFile: false,
    fireAndForget: false,
    exit2Blocks: false,
    plainStdoutIsContext: false,
    httpSupported: true,
    modelHandlers: true,
    ...partial,
  };
}

const tool = (more: Partial<ClaudeEventFacts> = {}) =>
  facts({ matcherField: 'tool_name', listFormMatcher: true, toolEvent: true, ...more });
const lifecycle = (field: string, more: Partial<ClaudeEventFacts> = {}) =>
  facts({ matcherField: field, listFormMatcher: true, ...more });

export const CLAUDE_EVENTS = {
  SessionStart: lifecycle('source', {
    envFile: true,
    plainStdoutIsContext: true,
    httpSupported: false,
    modelHandlers: false,
  }),
  Setup: lifecycle('trigger', { envFile: true, httpSupported: false, modelHandlers: false }),
  UserPromptSubmit: facts({
    defaultTimeoutMs: 30_000,
    exit2Blocks: true,
    plainStdoutIsContext: true,
  }),
  UserPromptExpansion: lifecycle('command_name', { exit2Blocks: true }),
  PreToolUse: tool({ exit2Blocks: true }),
  PermissionRequest: tool({ exit2Blocks: true, modelHandlers: false }),
  PermissionDenied: tool(),
  PostToolUse: tool({ exit2Blocks: true }),
  PostToolUseFailure: tool(),
  PostToolBatch: facts({ toolEvent: true }),
  Notification: lifecycle('notification_type'),
  Stop: facts({ exit2Blocks: true }),
  StopFailure: facts({ matcherField: 'error', fireAndForget: true }),
  SubagentStart: lifecycle('agent_type'),
  SubagentStop: lifecycle('agent_type', { exit2Blocks: true }),
  PreCompact: lifecycle('trigger', { exit2Blocks: true }),
  PostCompact: lifecycle('trigger'),
  PreModelSwitch: lifecycle('to_model', { defaultTimeoutMs: 30_000 }),
  PostModelSwitch: lifecycle('to_model', { defaultTimeoutMs: 30_000 }),
  TeammateIdle: facts({ exit2Blocks: true }),
  TaskCreated: facts({ exit2Blocks: true }),
  TaskCompleted: facts({ exit2Blocks: true }),
  Elicitation: lifecycle('mcp_server_name', { exit2Blocks: true }),
  ElicitationResult: lifecycle('mcp_server_name'),
  ConfigChange: lifecycle('source', { exit2Blocks: true }),
  WorktreeCreate: facts({}),
  WorktreeRemove: facts({}),
  InstructionsLoaded: lifecycle('load_reason'),
  CwdChanged: facts({ envFile: true }),
  FileChanged: facts({ matcherField: 'file_path', envFile: true }),
  DirectoryAdded: lifecycle('source'),
  MessageDisplay: facts({}),
  // SessionEnd has an overall 1.5 s budget, raised by the hooks' own timeouts up to 60 s.
  SessionEnd: lifecycle('reason', { defaultTimeoutMs: 1_500 }),
} satisfies Record<string, ClaudeEventFacts>;

export type ClaudeEventName = keyof typeof CLAUDE_EVENTS;
export const CLAUDE_EVENT_NAMES = Object.keys(CLAUDE_EVENTS) as ClaudeEventName[];

export function isClaudeEvent(name: string): name is ClaudeEventName {
  return Object.hasOwn(CLAUDE_EVENTS, name);
}

/**
 * Tool names users write in matchers most often; used to spot a matcher written in the wrong
 * case (`bash`), which never matches because exact names are case-sensitive.
 */
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
