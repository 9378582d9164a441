import { appendHookGroups } from '../hook-group-append';

/** The recorder's hook name: what `hooksConfig.disabled` would list to switch it off. */
export const GEMINI_RECORDER_NAME = 'hookyard-recorder';

/** The events Gemini fires headless (spec §4), recorded by default; AfterModel fires per chunk. */
export const GEMINI_RECORDED_EVENTS = [
  'SessionStart',
  'BeforeAgent',
  'BeforeModel',
  'BeforeToolSelection',
  'BeforeTool',
  'AfterTool',
  'AfterAgent',
  'PreCompress',
  'Notification',
  'SessionEnd',
] as const;

/** Gemini settings.json with Hookyard's recorder appended on each event (10 s timeout, in ms). */
export function withGeminiRecorder(
  text: string,
  command: string,
  events: readonly string[] = GEMINI_RECORDED_EVENTS,
): string {
  return appendHookGroups(text, events, () => ({
    hooks: [{ type: 'command', name: GEMINI_RECORDER_NAME, command, timeout: 10_000 }],
  }));
}
