/**
 * Cline's hook file names and how each runtime treats them (../shared/spec/cline.md §2, §6.5, §11).
 */
export interface ClineEventFacts {
  /** `hookName` in the CLI/SDK payload; null when the CLI never wires the event. */
  sdkHookName: string | null;
  /** The CLI awaits it (tool hooks); the others run detached and their output is discarded. */
  cliBlocking: boolean;
  /** The VS Code extension accepts the name (its VALID_HOOK_TYPES). */
  vscodeKnown: boolean;
  /** The VS Code extension 4.x actually fires it. */
  vscodeWired: boolean;
}

export const CLINE_EVENTS = {
  TaskStart: {
    sdkHookName: 'agent_start',
    cliBlocking: false,
    vscodeKnown: true,
    vscodeWired: true,
  },
  TaskResume: {
    sdkHookName: 'agent_resume',
    cliBlocking: false,
    vscodeKnown: true,
    vscodeWired: false,
  },
  UserPromptSubmit: {
    sdkHookName: 'prompt_submit',
    cliBlocking: false,
    vscodeKnown: true,
    vscodeWired: true,
  },
  PreToolUse: { sdkHookName: 'tool_call', cliBlocking: true, vscodeKnown: true, vscodeWired: true },
  PostToolUse: {
    sdkHookName: 'tool_result',
    cliBlocking: true,
    vscodeKnown: true,
    vscodeWired: true,
  },
  TaskComplete: {
    sdkHookName: 'agent_end',
    cliBlocking: false,
    vscodeKnown: true,
    vscodeWired: true,
  },
  TaskError: {
    sdkHookName: 'agent_error',
    cliBlocking: false,
    vscodeKnown: false,
    vscodeWired: false,
  },
  TaskCancel: {
    sdkHookName: 'agent_abort',
    cliBlocking: false,
    vscodeKnown: true,
    vscodeWired: true,
  },
  SessionShutdown: {
    sdkHookName: 'session_shutdown',
    cliBlocking: false,
    vscodeKnown: false,
    vscodeWired: false,
  },
  PreCompact: { sdkHookName: null, cliBlocking: false, vscodeKnown: true, vscodeWired: false },
  // Known to the VS Code extension only; never a CLI hook name.
  Notification: { sdkHookName: null, cliBlocking: false, vscodeKnown: true, vscodeWired: false },
} satisfies Record<string, ClineEventFacts>;

export type ClineEventName = keyof typeof CLINE_EVENTS;
export const CLINE_EVENT_NAMES = Object.keys(CLINE_EVENTS) as ClineEventName[];

/** The 10 base names the CLI recognises (Notification is VS Code only). */
export const CLINE_CLI_NAMES = CLINE_EVENT_NAMES.filter((name) => name !== 'Notification');

/** Extensions the CLI accepts, compared after lower-casing (an upper-case one is never stripped). */
export const CLINE_CLI_EXTENSIONS = [
  '',
  '.sh',
  '.bash',
  '.zsh',
  '.js',
  '.mjs',
  '.cjs',
  '.ts',
  '.mts',
  '.cts',
  '.py',
  '.ps1',
] as const;
