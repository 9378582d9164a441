import {
  CLAUDE_EVENTS,
  KNOWN_TOOL_NAMES,
  type ClaudeEventName,
} from '../../../../shared/agents/claude-code-events';

/** Legacy tool names Claude Code 2.1.328 still accepts in matchers, and the tool they mean. */
export const TOOL_ALIASES: Readonly<Record<string, string>> = {
  Task: 'Agent',
  KillShell: 'TaskStop',
  KillBash: 'TaskStop',
};

/** The current name of a tool written under a legacy name (`Task` → `Agent`). */
export function canonicalToolName(name: string): string {
  return Object.hasOwn(TOOL_ALIASES, name) ? (TOOL_ALIASES[name] ?? name) : name;
}

export type MatcherKind = 'all' | 'exact' | 'regex' | 'invalid';

export interface CompiledMatcher {
  kind: MatcherKind;
  /** The matcher as written (undefined when omitted). */
  source: string | undefined;
  /** The exact names of an `exact` matcher; empty otherwise. */
  names: readonly string[];
  /** The regular-expression error of an `invalid` matcher; null otherwise. */
  error: string | null;
  /** True when the event has no matcher field: Claude Code ignores the matcher and runs the group. */
  ignored: boolean;
  /** Whether the group runs for this value of the event's matcher field (a tool name, a source…). */
  test(value: string): boolean;
}

const EXACT = /^[a-zA-Z0-9_|]+$/;
const EXACT_LIST_FORM = /^[a-zA-Z0-9_|, -]+$/;

/**
 * Compiles a group's matcher the way Claude Code 2.1.328 does (spec §3.5): omitted, `""` and
 * `"*"` match everything; names made only of letters, digits, `_` and `|` (plus `,`, space and
 * `-` on events with the list form) are exact, case-sensitive names split on `|` (and `,`);
 * anything else is an unanchored JavaScript RegExp. An invalid RegExp gives kind `invalid`, which
 * matches nothing. On events without a matcher field the matcher is ignored (kind `all`).
 * Never throws.
 */
export function compileMatcher(
  matcher: string | undefined,
  event: ClaudeEventName,
): CompiledMatcher {
  const facts = CLAUDE_EVENTS[event];
  const base = { source: matcher, names: [], error: null, ignored: facts.matcherField === null };
  if (base.ignored || matcher === undefined || matcher === '' || matcher === '*') {
    return { ...base, kind: 'all', test: () => true };
  }
  const names = exactNames(matcher, facts.listFormMatcher);
  if (names) {
    const wanted = new Set(names.flatMap((name) => [name, canonicalToolName(name)]));
    return { ...base, kind: 'exact', names, test: (value) => wanted.has(value) };
  }
  let pattern: RegExp;
  try {
    pattern = new RegExp(matcher);
  } catch (error) {
    return { ...base, kind: 'invalid', error: (error as Error).message, test: () => false };
  }
  return {
    ...base,
    kind: 'regex',
    test: (value) => pattern.test(value) || legacyNamesOf(value).some((name) => pattern.test(name)),
  };
}

/** The exact names of a matcher, or undefined when Claude Code treats it as a RegExp. */
function exactNames(matcher: string, listForm: boolean): string[] | undefined {
  if (!(listForm ? EXACT_LIST_FORM : EXACT).test(matcher)) return undefined;
  return matcher
    .split(listForm ? /[|,]/ : '|')
    .map((name) => name.trim())
    .filter(Boolean);
}

function legacyNamesOf(toolName: string): string[] {
  return Object.keys(TOOL_ALIASES).filter((legacy) => TOOL_ALIASES[legacy] === toolName);
}

/** A matcher trap worth a note, with the params its note needs. */
export type MatcherTrap =
  | { key: 'note.matcher-permission-syntax'; params: { matcher: string } }
  | { key: 'note.matcher-comma-list'; params: Record<string, never> }
  | { key: 'note.matcher-case'; params: { matcher: string; expected: string } };

const PERMISSION_SYNTAX = /^[A-Za-z_][A-Za-z0-9_]*\(.*\)$/s;

/**
 * The surprises of a matcher on an event that uses one: permission-rule syntax (`Bash(git *)`),
 * a comma list where commas are not list separators, and known tool names in the wrong case.
 */
export function matcherTraps(compiled: CompiledMatcher, event: ClaudeEventName): MatcherTrap[] {
  const matcher = compiled.source;
  if (compiled.ignored || matcher === undefined) return [];
  const traps: MatcherTrap[] = [];
  const onToolName = CLAUDE_EVENTS[event].matcherField === 'tool_name';
  if (onToolName && looksLikePermissionRule(matcher)) {
    traps.push({ key: 'note.matcher-permission-syntax', params: { matcher } });
  }
  if (matcher.includes(',') && !CLAUDE_EVENTS[event].listFormMatcher) {
    traps.push({ key: 'note.matcher-comma-list', params: {} });
  }
  if (onToolName) {
    const written = compiled.kind === 'exact' ? compiled.names : [];
    for (const name of written) {
      const expected = KNOWN_TOOL_NAMES.find((tool) => tool.toLowerCase() === name.toLowerCase());
      if (expected && expected !== name) {
        traps.push({ key: 'note.matcher-case', params: { matcher: name, expected } });
      }
    }
  }
  return traps;
}

/** True for `Tool(content)`: the syntax of permission rules and of a handler's `if`. */
export function looksLikePermissionRule(matcher: string): boolean {
  return PERMISSION_SYNTAX.test(matcher.trim());
}
