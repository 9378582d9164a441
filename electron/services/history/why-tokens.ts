import type { HistoryEntryFilter } from '../../../shared/schemas/history';
import { callIdOf, decisionOf } from '../../../shared/why/why-facts';

// Private-use characters that start the Why tokens, far from the facet tokens (U+E001 + field
// number, see facetToken) so that new filter columns never meet them.
const CALL_MARK = '\ue040';
const DECIDER_MARK = '\ue041';

/** The tool call id as one FTS5 word: its letters and digits (the tokenizer splits on `_`). */
function callWord(callId: string): string {
  return `${CALL_MARK}${callId.replace(/[^\p{L}\p{N}]+/gu, '')}`;
}

/**
 * The words that let the index find an entry by its tool call and by who decided it (History's
 * "decided by" filter and Why row), appended to its searchable text. Kept as words of the one
 * FTS5 table the filters already walk, rather than new columns: a filter is then one more term
 * of the same match, paged in time order like every other, and the entries table keeps its shape.
 */
export function whyTokensOf(value: Record<string, unknown>): string {
  const callId = callIdOf(value);
  const decision = decisionOf(value);
  const tokens: string[] = [];
  if (callId !== null) tokens.push(callWord(callId));
  if (decision !== null) tokens.push(`${DECIDER_MARK}${decision.by}`);
  return tokens.join(' ');
}

/** The FTS5 terms (quoted) a filter's Why fields require; empty when it sets none. */
export function whyFilterTerms(filter: HistoryEntryFilter): string[] {
  const terms: string[] = [];
  if (filter.toolCall !== undefined) terms.push(`"${callWord(filter.toolCall)}"`);
  if (filter.decidedBy !== undefined) terms.push(`"${DECIDER_MARK}${filter.decidedBy}"`);
  return terms;
}

/**
 * Whether a filter needs the full-text match: words, or a Why field. The rollups count filter
 * columns only, so such a filter reads the matching entries instead.
 */
export function needsTextMatch(filter: HistoryEntryFilter): boolean {
  return (
    filter.text !== undefined || filter.toolCall !== undefined || filter.decidedBy !== undefined
  );
}
