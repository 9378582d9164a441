import { claudeMatcherUse, KNOWN_TOOL_NAMES } from './agent-events';

/** How Claude Code will read a matcher on an event (spec §3.5). */
export type MatcherReading =
  | { kind: 'ignored' }
  | { kind: 'all' }
  | { kind: 'exact'; names: string[] }
  | { kind: 'regex' }
  | { kind: 'invalid'; message: string };

/** A matcher that will probably not do what its author meant. */
export type MatcherWarning =
  | { code: 'invalid-regex'; message: string }
  | { code: 'permission-syntax'; rule: string; tool: string }
  | { code: 'comma-list' }
  | { code: 'case'; written: string; expected: string };

export interface MatcherLint {
  reading: MatcherReading;
  warnings: MatcherWarning[];
}

const EXACT = /^[a-zA-Z0-9_|]+$/;
const EXACT_LIST_FORM = /^[a-zA-Z0-9_|, -]+$/;
const PERMISSION_RULE = /^([A-Za-z_][A-Za-z0-9_]*)\((.*)\)$/s;

function read(matcher: string, listForm: boolean): MatcherReading {
  if (matcher === '' || matcher === '*') return { kind: 'all' };
  if ((listForm ? EXACT_LIST_FORM : EXACT).test(matcher)) {
    const names = matcher
      .split(listForm ? /[|,]/ : '|')
      .map((name) => name.trim())
      .filter(Boolean);
    return { kind: 'exact', names };
  }
  try {
    new RegExp(matcher);
    return { kind: 'regex' };
  } catch (error) {
    return { kind: 'invalid', message: (error as Error).message };
  }
}

/**
 * Reads a Claude Code matcher the way Claude Code 2.1.328 does for this event, and lists the
 * traps it falls into: an invalid regular expression (matches nothing), a permission rule such as
 * `Bash(git *)` (belongs in `if`), a comma list on an event where commas are not separators, and
 * a known tool name in the wrong case (`bash`: exact names are case-sensitive). Pure; never throws.
 */
export function lintMatcher(matcherInput: string, event: string): MatcherLint {
  const use = claudeMatcherUse(event);
  if (use === 'none') return { reading: { kind: 'ignored' }, warnings: [] };
  const matcher = matcherInput.trim();
  const reading = read(matcher, use !== 'field');
  const warnings: MatcherWarning[] = [];
  if (reading.kind === 'invalid')
    warnings.push({ code: 'invalid-regex', message: reading.message });
  const rule = PERMISSION_RULE.exec(matcher);
  if (use === 'tool' && rule)
    warnings.push({ code: 'permission-syntax', rule: matcher, tool: rule[1] as string });
  if (use === 'field' && matcher.includes(',')) warnings.push({ code: 'comma-list' });
  if (use === 'tool' && reading.kind === 'exact') {
    for (const name of reading.names) {
      const expected = KNOWN_TOOL_NAMES.find((tool) => tool.toLowerCase() === name.toLowerCase());
      if (expected && expected !== name) warnings.push({ code: 'case', written: name, expected });
    }
  }
  return { reading, warnings };
}

/** The matcher with a warning's fix applied, where the fix is certain; null otherwise. */
export function fixMatcher(matcher: string, warning: MatcherWarning): string | null {
  if (warning.code === 'permission-syntax') return warning.tool;
  if (warning.code === 'case') {
    return matcher
      .split(/([|,])/)
      .map((part) =>
        part.trim() === warning.written ? part.replace(warning.written, warning.expected) : part,
      )
      .join('');
  }
  if (warning.code === 'comma-list')
    return matcher
      .split(',')
      .map((part) => part.trim())
      .join('|');
  return null;
}
