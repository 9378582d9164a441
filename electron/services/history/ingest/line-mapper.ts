import type { MalformedLine } from '../../../../shared/i18n/malformed-line';
import type { HistoryEntryInput, HistorySource } from '../../../../shared/schemas/history';

/** Where a line came from, for mappers that need it. */
export interface LineContext {
  path: string;
  offset: number;
}

/**
 * Turns the lines of one external log format into audit entries. `map` returns the entries of a
 * line (often none: most transcript lines are not about hooks) or, for a malformed line, a
 * MalformedLine saying why. State is JSON that the ingester saves with the file's cursor, so a
 * mapper can carry facts from one line to a later one (a tool's name to its result) across runs.
 */
export interface LineMapper<State> {
  source: HistorySource;
  initialState(): State;
  /** A cheap test on the raw text: lines it rejects are skipped without being parsed. */
  wants?(text: string): boolean;
  map(
    record: Record<string, unknown>,
    context: LineContext,
    state: State,
  ): HistoryEntryInput[] | MalformedLine;
}

/** A value as a string, or null when it is not a non-empty string. */
export function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A value as a finite number, or null. */
export function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A value as a plain object, or null. */
export function obj(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The record's time as an ISO string, or null when it has none that parses. */
export function isoTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Long text cut to `max` characters with a visible marker, so one huge field cannot bloat the log. */
export function clip(text: string, max: number): string {
  return text.length <= max
    ? text
    : `${text.slice(0, max)}… [${text.length - max} more characters]`;
}
