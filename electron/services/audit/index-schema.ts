import type { AuditEntry } from '../../../shared/schemas/audit';

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
} as const satisfies Record<string, { field: number; entryKey: keyof AuditEntry }>;

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
  const terms = {} as Record<TermColumn, string | null>;
  for (const column of TERM_COLUMN_NAMES) {
    const raw = value[TERM_COLUMNS[column].entryKey];
    if (typeof raw === 'string') terms[column] = raw;
    else if (raw === null || raw === undefined) terms[column] = null;
    else return `${TERM_COLUMNS[column].entryKey} is not a string`;
  }
  for (const column of REQUIRED) if (terms[column] === null) return `no ${column}`;
  const duration = value.durationMs;
  return {
    id,
    timeMs,
    terms,
    durationMs: typeof duration === 'number' && Number.isFinite(duration) ? duration : null,
  };
}
