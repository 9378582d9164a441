import { COMMAND_SECTIONS, type AppCommand } from './command-types';
import { fuzzyMatch } from './fuzzy-match';

export interface RankedCommand {
  command: AppCommand;
  /** Title characters the query matched, for highlighting. */
  titleIndices: number[];
}

/** A hit in the title counts most; in the detail line or the hidden keywords, less. */
const DETAIL_WEIGHT = 0.6;
const KEYWORD_WEIGHT = 0.5;

function scoreWord(word: string, command: AppCommand): { score: number; title: number[] } | null {
  const title = fuzzyMatch(word, command.title);
  let best = title ? { score: title.score, title: title.indices } : null;
  const others: [string, number][] = [
    [command.detail ?? '', DETAIL_WEIGHT],
    ...(command.keywords ?? []).map((keyword): [string, number] => [keyword, KEYWORD_WEIGHT]),
  ];
  for (const [text, weight] of others) {
    const match = fuzzyMatch(word, text);
    if (match && (!best || match.score * weight > best.score)) {
      best = { score: match.score * weight, title: [] };
    }
  }
  return best;
}

/**
 * The commands to list for a query, best first, at most `limit` of them. Every word of the query
 * must match the title, the detail or a keyword. An empty query lists commands by section, in the
 * order their sources gave them. Unlisted commands are left out; `always` commands are kept and
 * put first.
 */
export function rankCommands(
  commands: readonly AppCommand[],
  query: string,
  limit: number,
): RankedCommand[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const ranked: (RankedCommand & { score: number; order: number })[] = [];
  commands.forEach((command, index) => {
    if (command.listed === false) return;
    const order = COMMAND_SECTIONS.indexOf(command.section) * 1e6 + index;
    if (command.always) {
      ranked.push({ command, titleIndices: [], score: Infinity, order });
      return;
    }
    let score = 0;
    const titleIndices = new Set<number>();
    for (const word of words) {
      const hit = scoreWord(word, command);
      if (!hit) return;
      score += hit.score;
      for (const index of hit.title) titleIndices.add(index);
    }
    // Among equal matches, the shorter title is the closer one.
    if (words.length > 0) score -= command.title.length * 0.01;
    ranked.push({ command, titleIndices: [...titleIndices].sort((a, b) => a - b), score, order });
  });
  ranked.sort((a, b) => b.score - a.score || a.order - b.order);
  return ranked.slice(0, limit).map(({ command, titleIndices }) => ({ command, titleIndices }));
}
