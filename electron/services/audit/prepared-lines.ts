import { ftsTextOf } from './fts-text';
import { indexedFieldsOf, TERM_COLUMN_NAMES, type TermColumn } from './index-schema';
import type { IndexableLine } from './index-writer';
import { parseJsonObject, type JsonlChunk } from './jsonl-lines';

/** The lines of one read that are entries, ready for the index, and how many were not. */
export interface PreparedChunk {
  lines: IndexableLine[];
  malformed: number;
}

/**
 * Parses a chunk of log lines and picks what the index needs (fields, searchable words): the
 * CPU-heavy half of indexing, done in a worker thread during bulk syncs (see parse-pipeline.ts).
 */
export function prepareChunk(chunk: JsonlChunk): PreparedChunk {
  const lines: IndexableLine[] = [];
  let malformed = 0;
  for (const line of chunk.lines) {
    const value = parseJsonObject(line);
    const fields = typeof value === 'string' ? value : indexedFieldsOf(value);
    if (typeof value === 'string' || typeof fields === 'string') {
      malformed += 1;
      continue;
    }
    lines.push({ fields, text: ftsTextOf(value, fields), off: line.offset, len: line.length });
  }
  return { lines, malformed };
}

const TERMS = TERM_COLUMN_NAMES.length;
/** id, timeMs, the term columns, durationMs, off, len, text. */
const STRIDE = TERMS + 6;

/**
 * A prepared chunk as one flat array of strings and numbers: between threads, structured
 * cloning that is several times cheaper than cloning an object per line.
 */
export function packChunk(chunk: PreparedChunk): { flat: unknown[]; malformed: number } {
  const flat: unknown[] = [];
  for (const { fields, text, off, len } of chunk.lines) {
    flat.push(fields.id, fields.timeMs);
    for (const column of TERM_COLUMN_NAMES) flat.push(fields.terms[column]);
    flat.push(fields.durationMs, off, len, text);
  }
  return { flat, malformed: chunk.malformed };
}

export function unpackChunk(packed: { flat: unknown[]; malformed: number }): PreparedChunk {
  const { flat } = packed;
  const lines: IndexableLine[] = [];
  for (let at = 0; at < flat.length; at += STRIDE) {
    const terms = {} as Record<TermColumn, string | null>;
    TERM_COLUMN_NAMES.forEach((column, i) => {
      terms[column] = flat[at + 2 + i] as string | null;
    });
    lines.push({
      fields: {
        id: flat[at] as string,
        timeMs: flat[at + 1] as number,
        terms,
        durationMs: flat[at + 2 + TERMS] as number | null,
      },
      off: flat[at + 3 + TERMS] as number,
      len: flat[at + 4 + TERMS] as number,
      text: flat[at + 5 + TERMS] as string,
    });
  }
  return { lines, malformed: packed.malformed };
}
