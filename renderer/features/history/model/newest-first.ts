import type { HistoryEntry } from '../../../../shared/schemas/history';

/** History's order: newest first; of two entries of the same time, the greater id first. */
const newestFirst = (a: HistoryEntry, b: HistoryEntry): number =>
  a.ts === b.ts ? (a.id < b.id ? 1 : -1) : a.ts < b.ts ? 1 : -1;

/**
 * `loaded` (newest first, as the service paged it) with `fresh` entries merged in where their
 * time puts them: live entries are not always the newest (an import brings in what an agent
 * logged minutes ago after what the recorder caught since), and put on top they read as time
 * going backwards. The loaded entries keep their order; a fresh one goes before those of the
 * same time.
 */
export function mergeNewestFirst(
  loaded: readonly HistoryEntry[],
  fresh: readonly HistoryEntry[],
): HistoryEntry[] {
  const incoming = [...fresh].sort(newestFirst);
  const merged: HistoryEntry[] = [];
  let next = 0;
  for (const entry of loaded) {
    while (next < incoming.length && (incoming[next] as HistoryEntry).ts >= entry.ts) {
      merged.push(incoming[next] as HistoryEntry);
      next += 1;
    }
    merged.push(entry);
  }
  return merged.concat(incoming.slice(next));
}
