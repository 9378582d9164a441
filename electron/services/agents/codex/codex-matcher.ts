/**
 * Whether a Codex matcher selects `value` (spec §6, seen e1/e2): `*`, empty or missing select
 * everything; otherwise a case-sensitive regular expression that must match the whole value
 * (`as` does not select `Bash`; `Bash|Edit` does). A pattern that does not compile selects
 * nothing. Tool events match `tool_name` (`Bash` for the shell tool, not `exec_command`).
 */
export function codexMatcherSelects(matcher: string | null | undefined, value: string): boolean {
  if (matcher === undefined || matcher === null || matcher === '' || matcher === '*') return true;
  try {
    return new RegExp(`^(?:${matcher})$`).test(value);
  } catch {
    return false;
  }
}

/** The payload field a Codex event's matcher applies to, or null when it has none. */
export function codexMatchField(event: string): string | null {
  if (['PreToolUse', 'PostToolUse', 'PermissionRequest'].includes(event)) return 'tool_name';
  if (event === 'SessionStart') return 'source';
  if (event === 'PreCompact' || event === 'PostCompact') return 'trigger';
  return null;
}
