import type { HookEntry } from '../../../shared/schemas/hook';
import { agentRank } from '../agents/registry';

/** A row Hookyard adds to what the agents see (a hook it switched off), and where it stands. */
export interface PlacedRow {
  entry: HookEntry;
  /** The id of the row it stands before (the hook that followed it when it was switched off). */
  before: string | null;
  /** Its id should an agent-visible row have the same one (an identical hook added meanwhile). */
  fallbackId: string;
}

/**
 * The inventory's order: by agent, event and file, each file's rows in the order the agent reads
 * them (document order, never by locator text: `…/0/10` after `…/0/9`). An added row stands
 * before the row it names, so that a hook switched off keeps its place and a click on the same
 * spot reaches the same hook; one whose neighbour is gone goes after the rows of its file.
 */
export function orderRows(seen: readonly HookEntry[], added: readonly PlacedRow[]): HookEntry[] {
  const rows = [...seen].sort(byAgentEventPath);
  const taken = new Set(rows.map((row) => row.id));
  let waiting = added.map(({ entry, before, fallbackId }) => ({
    entry: taken.has(entry.id) ? { ...entry, id: fallbackId } : entry,
    before,
  }));
  // An anchor may itself be an added row (two neighbours switched off): place until none moves.
  for (let placed = true; placed;) {
    placed = false;
    waiting = waiting.filter(({ entry, before }) => {
      const at = before === null ? -1 : rows.findIndex((row) => row.id === before);
      if (at < 0) return true;
      rows.splice(at, 0, entry);
      placed = true;
      return false;
    });
  }
  for (const { entry } of waiting) {
    const after = rows.findLastIndex((row) => byAgentEventPath(row, entry) <= 0);
    rows.splice(after + 1, 0, entry);
  }
  return rows;
}

function byAgentEventPath(a: HookEntry, b: HookEntry): number {
  return (
    agentRank(a.agent) - agentRank(b.agent) ||
    (a.event ?? '\uffff').localeCompare(b.event ?? '\uffff') ||
    a.sourcePath.localeCompare(b.sourcePath)
  );
}
