import { appendHookGroups } from '../hook-group-append';

/** The events Codex 0.169 fires in `codex exec` and the app-server (spec §3), recorded by default. */
export const CODEX_RECORDED_EVENTS = [
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
  'SessionEnd',
] as const;

/**
 * `<CODEX_HOME>/hooks.json` with Hookyard's recorder appended on each event (no matcher: every
 * tool). Codex then needs to trust the new hooks (CodexAppServer.trustHooks), or it skips them.
 */
export function withCodexRecorder(
  text: string,
  command: string,
  events: readonly string[] = CODEX_RECORDED_EVENTS,
): string {
  return appendHookGroups(text, events, () => ({
    hooks: [{ type: 'command', command, timeout: 10 }],
  }));
}
