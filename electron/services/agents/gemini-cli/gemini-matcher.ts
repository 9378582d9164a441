/** Events whose matcher is a regular expression over `tool_name`. */
const TOOL_EVENTS = new Set(['BeforeTool', 'AfterTool']);

/** The payload field a Gemini event's matcher is tested against, or null when it has none. */
export function geminiMatchField(event: string): string | null {
  if (TOOL_EVENTS.has(event)) return 'tool_name';
  if (event === 'SessionStart') return 'source';
  if (event === 'SessionEnd') return 'reason';
  if (event === 'PreCompress') return 'trigger';
  return null;
}

/**
 * Whether a Gemini matcher selects `value` (spec §7): `*`, empty or missing select everything;
 * tool events use an unanchored, case-sensitive regex search (`run_shell` selects
 * `run_shell_command`), and a pattern that does not compile selects nothing, silently;
 * lifecycle events compare the exact string (`startup|resume` selects nothing).
 */
export function geminiMatcherSelects(
  event: string,
  matcher: string | null | undefined,
  value: string,
): boolean {
  if (matcher === undefined || matcher === null || matcher === '' || matcher === '*') return true;
  if (!TOOL_EVENTS.has(event)) return matcher === value;
  try {
    return new RegExp(matcher).test(value);
  } catch {
    return false;
  }
}
