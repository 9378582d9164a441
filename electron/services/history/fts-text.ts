import type { IndexedFields } from './index-schema';
import { whyTokensOf } from './why-tokens';

/** Text indexed per entry is capped: search finds words in the first 32 KiB of it. */
export const MAX_FTS_CHARS = 32 * 1024;
const MAX_QUERY_WORDS = 16;
/** A word as FTS5's unicode61 tokenizer sees it: letters, numbers, private-use characters. */
export const WORD = /[\p{L}\p{N}\p{Co}]+/gu;

/**
 * The searchable text of a log line: every string in its payload, output and meta. Strings equal
 * to a filter value (session id, cwd, event, tool, hook command) are left out: the filters find
 * those exactly, and leaving them out halves the full-text work on typical payloads. The Why
 * tokens (tool call, decider: see why-tokens.ts) come first.
 */
export function ftsTextOf(value: Record<string, unknown>, fields: IndexedFields): string {
  const skip = Object.values(fields.terms);
  const parts: string[] = [];
  const budget = { left: MAX_FTS_CHARS };
  // First, so that the text cap never cuts them off.
  const why = whyTokensOf(value);
  if (why !== '') push(parts, why, budget);
  collect(value.payload, skip, parts, budget);
  collect(value.output, skip, parts, budget);
  collect(value.meta, skip, parts, budget);
  return parts.join(' ');
}

function collect(
  value: unknown,
  skip: readonly (string | null)[],
  parts: string[],
  budget: { left: number },
): void {
  if (budget.left <= 0) return;
  if (typeof value === 'string') {
    if (value !== '' && !skip.includes(value)) push(parts, value, budget);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, skip, parts, budget);
  } else if (value !== null && typeof value === 'object') {
    for (const key in value) collect((value as Record<string, unknown>)[key], skip, parts, budget);
  }
}

function push(parts: string[], text: string, budget: { left: number }): void {
  const kept = text.length > budget.left ? text.slice(0, budget.left) : text;
  parts.push(kept);
  budget.left -= kept.length + 1;
}

/**
 * The words of what a user typed, each quoted as an FTS5 string (so operators and punctuation
 * are plain text); joined with spaces they are all required. Empty when there is no word.
 */
export function ftsWords(text: string): string[] {
  return (text.match(WORD)?.slice(0, MAX_QUERY_WORDS) ?? []).map((word) => `"${word}"`);
}

/**
 * The token that marks an entry as having one filter value: a private-use character naming the
 * column, then the value's term id. The unicode61 tokenizer keeps private-use characters in
 * words, and payloads and searches practically never hold U+E001..U+E009 followed by digits,
 * so facets and words do not meet; the query also checks filter columns on the entry row.
 */
export function facetToken(field: number, termId: number): string {
  return `${String.fromCharCode(0xe000 + field)}${termId}`;
}
