/**
 * The events Codex CLI 0.169.0 runs hooks for: the app-server's HookEventName enum, which holds
 * two the public docs leave out (PreModelRequest, PostModelRequest; spec §3, seen g3).
 */
export const CODEX_EVENTS = [
  'SessionStart',
  'UserPromptSubmit',
  'PreModelRequest',
  'PostModelRequest',
  'PreToolUse',
  'PermissionRequest',
  'PostToolUse',
  'PreCompact',
  'PostCompact',
  'Stop',
  'SubagentStart',
  'SubagentStop',
  'Interrupt',
  'SessionEnd',
] as const;
export type CodexEvent = (typeof CODEX_EVENTS)[number];

export function isCodexEvent(name: string): name is CodexEvent {
  return (CODEX_EVENTS as readonly string[]).includes(name);
}

/** `PreToolUse` → `pre_tool_use`: the event part of a hook's trust key. */
export function codexEventSnake(event: string): string {
  return event.replace(/(?<=[a-z0-9])([A-Z])/g, '_$1').toLowerCase();
}

/**
 * The key Codex files a hook's trust and switch under (`[hooks.state."<key>"]`):
 * `<absolute source file>:<event snake>:<group index>:<handler index>` (spec §2, seen a3/b2/c3).
 */
export function codexHookKey(
  sourcePath: string,
  event: string,
  group: number,
  handler: number,
): string {
  return `${sourcePath}:${codexEventSnake(event)}:${group}:${handler}`;
}

/** Default timeout when a handler gives none (hooks/list `timeoutSec`). */
export const CODEX_DEFAULT_TIMEOUT_SEC = 600;
