/** How well a query matches a text, and which characters of the text it matched. */
export interface FuzzyMatch {
  score: number;
  /** Indices into the text, ascending, for highlighting. */
  indices: number[];
}

const isWordChar = (char: string): boolean => /[\p{L}\p{N}]/u.test(char);

/** Index `i` starts a word: text start, after a separator, or a camelCase hump (`ToolUse`). */
function startsWord(text: string, i: number): boolean {
  if (i === 0) return true;
  const previous = text[i - 1] ?? '';
  const current = text[i] ?? '';
  if (!isWordChar(previous)) return true;
  return previous === previous.toLowerCase() && current !== current.toLowerCase();
}

/** The best greedy match of one word starting at each possible first character. */
function matchWord(word: string, text: string, lower: string): FuzzyMatch | null {
  let best: FuzzyMatch | null = null;
  for (
    let start = lower.indexOf(word[0] ?? '');
    start !== -1;
    start = lower.indexOf(word[0] ?? '', start + 1)
  ) {
    const indices = [start];
    let score = startsWord(text, start) ? 10 : 1;
    if (start === 0) score += 4;
    let at = start;
    for (const char of word.slice(1)) {
      const next = lower.indexOf(char, at + 1);
      if (next === -1) {
        score = -1;
        break;
      }
      if (next === at + 1) score += 6;
      else score += (startsWord(text, next) ? 5 : 1) - Math.min(next - at - 1, 6) * 0.5;
      indices.push(next);
      at = next;
    }
    if (score >= 0 && (!best || score > best.score)) best = { score, indices };
  }
  return best;
}

/**
 * Scores `text` against a query: each word of the query must appear in order (letters may be
 * skipped), words in any order. Word starts, runs of consecutive letters and an early first match
 * score higher. Case-insensitive. Returns null when some word does not match.
 */
export function fuzzyMatch(query: string, text: string): FuzzyMatch | null {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { score: 0, indices: [] };
  const lower = text.toLowerCase();
  // Lower-casing can change the length of some characters; then matching falls back to none.
  if (lower.length !== text.length) return null;
  let score = 0;
  const indices = new Set<number>();
  for (const word of words) {
    const match = matchWord(word, text, lower);
    if (!match) return null;
    score += match.score;
    for (const index of match.indices) indices.add(index);
  }
  return { score, indices: [...indices].sort((a, b) => a - b) };
}
