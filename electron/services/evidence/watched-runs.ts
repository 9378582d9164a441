import type {
  HistoryEntry,
  HistoryEntryFilter,
  HistoryPage,
  HistoryQuery,
} from '../../../shared/schemas/history';
import type { WatchedRun } from '../../../shared/schemas/evidence';

/** What evidence reads from the audit log (HistoryService implements it). */
export interface HistoryQueries {
  query(request: HistoryQuery): HistoryPage;
}

/** At most this many entries are read per question (20 pages): older ones are not counted. */
const MAX_PAGES = 20;

/** Every entry of a filter, newest first, up to MAX_PAGES pages. */
export function entriesOf(audit: HistoryQueries, filter: HistoryEntryFilter): HistoryEntry[] {
  const found: HistoryEntry[] = [];
  let cursor: HistoryQuery['cursor'] = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = audit.query({ filter, cursor, limit: 500, order: 'desc' });
    found.push(...result.entries);
    if (!result.nextCursor) break;
    cursor = result.nextCursor;
  }
  return found;
}

function metaNumber(entry: HistoryEntry, key: string): number | null {
  const value = entry.meta[key];
  return typeof value === 'number' ? value : null;
}

function metaString(entry: HistoryEntry, key: string): string | null {
  const value = entry.meta[key];
  return typeof value === 'string' ? value : null;
}

/** The watched runs of one adoption since `from`, newest first. */
export function watchedRuns(audit: HistoryQueries, adoptionId: string, hook: string, from: string) {
  return entriesOf(audit, { kind: 'hook-run', source: 'recorder', hook, from }).filter(
    (entry) => entry.meta['adoption'] === adoptionId,
  );
}

/** An entry as a watched run. */
export function runOf(entry: HistoryEntry): WatchedRun {
  return {
    id: entry.id,
    ts: entry.ts,
    surface: metaString(entry, 'surface'),
    sessionId: entry.sessionId,
    outcome: entry.outcome,
    exitCode: metaNumber(entry, 'exitCode'),
    signal: metaString(entry, 'signal'),
    durationMs: entry.durationMs,
  };
}

/** The 95th percentile (nearest rank) of durations; null for none. */
export function p95(durations: number[]): number | null {
  if (durations.length === 0) return null;
  const sorted = [...durations].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? null;
}
