import type {
  HistoryEntry,
  HistoryEntryFilter,
  HistoryQuery,
} from '../../../shared/schemas/history';
import type { HistoryDecision, WhyRow, WhyStep } from '../../../shared/schemas/history-why';
import { callIdOf, decisionOf, toolInputOf } from '../../../shared/why/why-facts';

/** What the Why rows read of the audit service. */
export interface WhyAudit {
  entry(id: string): HistoryEntry | null;
  query(request: HistoryQuery): { entries: HistoryEntry[] };
}

// A tool call's decisions are seconds apart; a person answering takes minutes at most.
const NEAR_MS = 15 * 60_000;
const LIMIT = 500;

/**
 * The Why row of the tool call an entry is about: every entry with the same call id (found through
 * the index's tool-call token), plus the same session's entries that carry no call id but the
 * same tool and tool input close in time (Claude Code's PermissionRequest payload, Hookyard's
 * approvals: neither names the call). Each entry that records a decision is a step, oldest first;
 * a hook run without a verdict is a step too ("ran, decided nothing"). Null when the entry does
 * not exist.
 */
export function whyRowOf(audit: WhyAudit, id: string): WhyRow | null {
  const entry = audit.entry(id);
  if (!entry) return null;
  const callId = callIdOf(entry);
  const byCall =
    callId === null
      ? [entry]
      : all(audit, { toolCall: callId, ...(entry.sessionId ? { sessionId: entry.sessionId } : {}) })
          // The token keeps only letters and digits: two ids may share it.
          .filter((each) => callIdOf(each) === callId);
  const entries = withSameInput(audit, byCall.length ? byCall : [entry]);
  const steps = entries.flatMap((each): WhyStep[] => {
    const decision = stepDecision(each);
    if (!decision) return [];
    const { id: entryId, ts, event, source, hook } = each;
    return [{ entryId, ts, event, source, hook, decision }];
  });
  return {
    callId,
    tool: entries.find((each) => each.tool !== null)?.tool ?? null,
    steps,
    entryIds: entries.map((each) => each.id),
  };
}

function stepDecision(entry: HistoryEntry): HistoryDecision | null {
  const decision = decisionOf(entry);
  if (decision) return decision;
  return entry.kind === 'hook-run' && entry.hook !== null ? { by: 'hook', verdict: null } : null;
}

function all(audit: WhyAudit, filter: HistoryEntryFilter): HistoryEntry[] {
  return audit.query({ filter, order: 'asc', limit: LIMIT }).entries;
}

// The entries without a call id that are about the same tool use: same session, tool and input.
function withSameInput(audit: WhyAudit, group: HistoryEntry[]): HistoryEntry[] {
  const first = group[0] as HistoryEntry;
  const withInput = group.find((each) => toolInputOf(each) !== null) ?? first;
  const input = JSON.stringify(toolInputOf(withInput));
  const tool = group.find((each) => each.tool !== null)?.tool ?? null;
  if (first.sessionId === null || tool === null || input === 'null') return group;
  const times = group.map((each) => Date.parse(each.ts));
  const near = all(audit, {
    sessionId: first.sessionId,
    tool,
    from: new Date(Math.min(...times) - NEAR_MS).toISOString(),
    to: new Date(Math.max(...times) + NEAR_MS).toISOString(),
  }).filter(
    (each) =>
      callIdOf(each) === null &&
      !group.some((known) => known.id === each.id) &&
      JSON.stringify(toolInputOf(each)) === input,
  );
  return [...group, ...near].sort((a, b) => a.ts.localeCompare(b.ts) || a.id.localeCompare(b.id));
}
