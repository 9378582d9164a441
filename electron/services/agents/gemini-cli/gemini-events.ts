/** The hook events Gemini CLI 0.61.0 accepts (spec/gemini-cli.md §4); others are skipped. */
export const GEMINI_EVENTS = [
  'SessionStart',
  'BeforeAgent',
  'PreCompress',
  'BeforeModel',
  'BeforeToolSelection',
  'AfterModel',
  'BeforeTool',
  'AfterTool',
  'AfterAgent',
  'Notification',
  'SessionEnd',
] as const;
export type GeminiEvent = (typeof GEMINI_EVENTS)[number];

export function isGeminiEvent(name: string): name is GeminiEvent {
  return (GEMINI_EVENTS as readonly string[]).includes(name);
}

/** A hook's timeout when it gives none, in milliseconds (Gemini's unit). */
export const GEMINI_DEFAULT_TIMEOUT_MS = 60_000;
