import type {
  HistoryAgent,
  HistoryEntry,
  HistoryEntryFilter,
  HistorySource,
} from '../../../../shared/schemas/history';
import type { Decider } from '../../../../shared/schemas/history-why';
import { passesWhyFilter } from '../../../../shared/why/why-facts';

/** The time range presets of the history; `all` sets no lower bound. */
export const HISTORY_RANGES = ['hour', 'day', 'week', 'all'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

const RANGE_MS: Record<HistoryRange, number | null> = {
  hour: 60 * 60 * 1000,
  day: 24 * 60 * 60 * 1000,
  week: 7 * 24 * 60 * 60 * 1000,
  all: null,
};

/** What the user chose in the history's filter bar; empty values filter nothing. */
export interface HistoryFilter {
  agent: HistoryAgent | null;
  event: string;
  outcome: string;
  source: HistorySource | null;
  range: HistoryRange;
  /** Full-text words, matched by the service as whole words. */
  text: string;
  /** Tool calls decided by a permission rule, a hook, me… (the Why row's deciders). */
  decidedBy: Decider | null;
  /** Entries made with this release of their agent (`meta.agentVersion`). */
  agentVersion: string | null;
}

export const EMPTY_HISTORY_FILTER: HistoryFilter = {
  agent: null,
  event: '',
  outcome: '',
  source: null,
  range: 'all',
  text: '',
  decidedBy: null,
  agentVersion: null,
};

/**
 * The service filter for the user's choices: the range becomes `from` counted back from `now`,
 * and a workspace root (null at user level: every workspace) becomes `workspace`.
 */
export function toAuditFilter(
  filter: HistoryFilter,
  workspaceRoot: string | null,
  now: number,
): HistoryEntryFilter {
  const result: HistoryEntryFilter = {};
  if (filter.agent) result.agent = filter.agent;
  if (filter.event.trim()) result.event = filter.event.trim();
  if (filter.outcome) result.outcome = filter.outcome;
  if (filter.source) result.source = filter.source;
  if (workspaceRoot) result.workspace = workspaceRoot;
  const span = RANGE_MS[filter.range];
  if (span !== null) result.from = new Date(now - span).toISOString();
  if (filter.text.trim()) result.text = filter.text.trim();
  if (filter.decidedBy) result.decidedBy = filter.decidedBy;
  if (filter.agentVersion) result.agentVersion = filter.agentVersion;
  return result;
}

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];

/**
 * Whether a pushed entry belongs in a list queried with `filter`. The full-text part is an
 * approximation of the service's (every word occurs in payload, output or meta); an entry it
 * wrongly lets in is corrected by the next query.
 */
export function entryMatches(entry: HistoryEntry, filter: HistoryEntryFilter): boolean {
  const fields: [keyof HistoryEntryFilter, string | null][] = [
    ['kind', entry.kind],
    ['source', entry.source],
    ['agent', entry.agent],
    ['workspace', entry.workspace],
    ['sessionId', entry.sessionId],
    ['event', entry.event],
    ['tool', entry.tool],
    ['hook', entry.hook],
    ['outcome', entry.outcome],
  ];
  for (const [key, value] of fields) {
    if (filter[key] !== undefined && filter[key] !== value) return false;
  }
  if (filter.from !== undefined && entry.ts < filter.from) return false;
  if (filter.to !== undefined && entry.ts >= filter.to) return false;
  if (!passesWhyFilter(entry, filter)) return false;
  if (filter.text === undefined) return true;
  const haystack = new Set(words(JSON.stringify([entry.payload, entry.output, entry.meta])));
  return words(filter.text).every((word) => haystack.has(word));
}
