import type { HistoryEntry } from '../../../shared/schemas/history';

/**
 * The filterable columns of the index, each stored as a `terms` id. The numbers are the `field`
 * values in `terms`: they are part of the on-disk format and never change.
 */
export const TERM_COLUMNS = {
  kind: { field: 1, entryKey: 'kind' },
  source: { field: 2, entryKey: 'source' },
  agent: { field: 3, entryKey: 'agent' },
  workspace: { field: 4, entryKey: 'workspace' },
  session: { field: 5, entryKey: 'sessionId' },
  event: { field: 6, entryKey: 'event' },
  tool: { field: 7, entryKey: 'tool' },
  hook: { field: 8, entryKey: 'hook' },
  outcome: { field: 9, entryKey: 'outcome' },
} as const satisfies Record<string, { field: number; entryKey: keyof HistoryEntry }>;

/** A filterable column of the index. */
export type TermColumn = keyof typeof TERM_COLUMNS;
/** The filterable columns in on-disk order. */
export const TERM_COLUMN_NAMES = Object.keys(TERM_COLUMNS) as TermColumn[];

/** What the index needs from one entry; parsed from a log line without a schema library. */
export interface IndexedFields {
  id: string;
  timeMs: number;
  terms: Record<TermColumn, string | null>;
  durationMs: number | null;
}

const ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const REQUIRED: readonly TermColumn[] = ['kind', 'source', 'agent', 'event'];

/**
 * Picks the indexed fields out of a parsed log line, or says why the line is not an entry. It
 * checks only what the index relies on, so that reading a million lines stays fast.
 */
export function indexedFieldsOf(value: Record<string, unknown>): IndexedFields | string {
  const id = value.id;
  if (typeof id !== 'string' || !ID.test(id)) return 'no valid id';
  const timeMs = typeof value.ts === 'string' ? Date.parse(value.ts) : Number.NaN;
  if (Number.isNaN(timeMs)) return 'no valid ts';
  // One object literal: every line's terms get the same hidden class, which keeps the reads of
  // the columns further down the pipeline fast (measured: a loop filling `{}` cost about 7 % of a
  // one-thread ingest).
  const terms: Record<TermColumn, string | null | undefined> = {
    kind: termOf(value.kind),
    source: termOf(value.source),
    agent: termOf(value.agent),
    workspace: termOf(value.workspace),
    session: termOf(value.sessionId),
    event: termOf(value.event),
    tool: termOf(value.tool),
    hook: termOf(value.hook),
    outcome: termOf(value.outcome),
  };
  for (const column of TERM_COLUMN_NAMES) {
    if (terms[column] === undefined) return `${TERM_COLUMNS[column].entryKey} is not a string`;
  }
  for (const column of REQUIRED) if (terms[column] === null) return `no ${column}`;
  const duration = value.durationMs;
  return {
    id,
    timeMs,
    terms: terms as Record<TermColumn, string | null>,
    durationMs: typeof duration === 'number' && Number.isFinite(duration) ? duration : null,
  };
}

/** A filter value as indexed: a string, null when absent, undefined when it is not a string. */
function termOf(raw: unknown): string | null | undefined {
  if (typeof raw === 'string') return raw;
  return raw === null || raw === undefined ? null : undefined;
}
