import type { HistoryEntryFilter } from '../../../shared/schemas/history';
import { agentVersionOf, callIdOf, decisionOf } from '../../../shared/why/why-facts';

// Private-use characters that start the Why tokens, far from the facet tokens (U+E001 + field
// number, see facetToken) so that new filter columns never meet them.
const CALL_MARK = '\ue040';
const DECIDER_MARK = '\ue041';
const VERSION_MARK = '\ue042';

/**
 * An agent version as one FTS5 word: its UTF-8 bytes in hex (the tokenizer would split "2.1.328"
 * on the dots), which also reads back exactly (versionOfWord) for the list of versions seen.
 */
function versionWord(version: string): string {
  return `${VERSION_MARK}${Buffer.from(version, 'utf8').toString('hex')}`;
}

/** The range of index words that are agent versions (for fts5vocab: `term >= ? AND term < ?`). */
export const VERSION_WORD_RANGE = [
  VERSION_MARK,
  String.fromCharCode(VERSION_MARK.charCodeAt(0) + 1),
];

/** The version a word of VERSION_WORD_RANGE stands for; null for anything else. */
export function versionOfWord(word: string): string | null {
  const hex = word.slice(VERSION_MARK.length);
  if (!word.startsWith(VERSION_MARK) || !/^(?:[0-9a-f]{2})+$/.test(hex)) return null;
  return Buffer.from(hex, 'hex').toString('utf8');
}

/** The tool call id as one FTS5 word: its letters and digits (the tokenizer splits on `_`). */
function callWord(callId: string): string {
  return `${CALL_MARK}${callId.replace(/[^\p{L}\p{N}]+/gu, '')}`;
}

/**
 * The words that let the index find an entry by its tool call, by who decided it (History's
 * "decided by" filter and Why row) and by its agent's version (`meta.agentVersion`, issue 15 §5),
 * appended to its searchable text. Kept as words of the one
 * FTS5 table the filters already walk, rather than new columns: a filter is then one more term
 * of the same match, paged in time order like every other, and the entries table keeps its shape.
 */
export function whyTokensOf(value: Record<string, unknown>): string {
  const callId = callIdOf(value);
  const decision = decisionOf(value);
  const tokens: string[] = [];
  if (callId !== null) tokens.push(callWord(callId));
  if (decision !== null) tokens.push(`${DECIDER_MARK}${decision.by}`);
  const version = agentVersionOf(value);
  if (version !== null) tokens.push(versionWord(version));
  return tokens.join(' ');
}

/** The FTS5 terms (quoted) a filter's Why fields require; empty when it sets none. */
export function whyFilterTerms(filter: HistoryEntryFilter): string[] {
  const terms: string[] = [];
  if (filter.toolCall !== undefined) terms.push(`"${callWord(filter.toolCall)}"`);
  if (filter.decidedBy !== undefined) terms.push(`"${DECIDER_MARK}${filter.decidedBy}"`);
  if (filter.agentVersion !== undefined) terms.push(`"${versionWord(filter.agentVersion)}"`);
  return terms;
}

/**
 * Whether a filter needs the full-text match: words, a Why field or an agent version. The rollups count filter
 * columns only, so such a filter reads the matching entries instead.
 */
export function needsTextMatch(filter: HistoryEntryFilter): boolean {
  return (
    filter.text !== undefined ||
    filter.toolCall !== undefined ||
    filter.decidedBy !== undefined ||
    filter.agentVersion !== undefined
  );
}
