import type { HistoryEntry, HistoryEntryFilter } from '../../../shared/schemas/history';
import { ftsTextOf, WORD } from './fts-text';
import { indexedFieldsOf } from './index-schema';
import { passesWhyFilter } from '../../../shared/why/why-facts';

/**
 * Whether an entry passes a filter, decided in memory the way the index decides it: exact
 * values, `from` inclusive and `to` exclusive, and every word of `text` present as a word
 * (case-insensitive) in the text the index would search (ftsTextOf). For live views.
 */
export function entryMatches(entry: HistoryEntry, filter: HistoryEntryFilter): boolean {
  const exact: [string | undefined, string | null][] = [
    [filter.kind, entry.kind],
    [filter.source, entry.source],
    [filter.agent, entry.agent],
    [filter.workspace, entry.workspace],
    [filter.sessionId, entry.sessionId],
    [filter.event, entry.event],
    [filter.tool, entry.tool],
    [filter.hook, entry.hook],
    [filter.outcome, entry.outcome],
  ];
  if (exact.some(([wanted, actual]) => wanted !== undefined && wanted !== actual)) return false;
  const time = Date.parse(entry.ts);
  if (filter.from !== undefined && time < Date.parse(filter.from)) return false;
  if (filter.to !== undefined && time >= Date.parse(filter.to)) return false;
  const record = entry as unknown as Record<string, unknown>;
  if (!passesWhyFilter(record, filter)) return false;
  if (filter.text === undefined) return true;
  const wanted = filter.text.toLowerCase().match(WORD) ?? [];
  if (wanted.length === 0) return true;
  const fields = indexedFieldsOf(record);
  if (typeof fields === 'string') return false;
  const words = new Set(ftsTextOf(record, fields).toLowerCase().match(WORD));
  return wanted.every((word) => words.has(word));
}
