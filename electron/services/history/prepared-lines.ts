import { MalformedLine } from '../../../shared/i18n/malformed-line';
import { ftsTextOf } from './fts-text';
import type { IndexBatch, IndexBatchBuilder } from './index-batch';
import { indexedFieldsOf } from './index-schema';
import { parseJsonObject, type JsonlChunk } from './jsonl-lines';

/**
 * Parses a chunk of log lines and picks what the index needs (fields, searchable words): the
 * CPU-heavy half of indexing, done in a worker thread during bulk syncs (see parse-pipeline.ts).
 * Lines that are not entries are counted in the batch's `malformed`.
 */
export function prepareChunk(chunk: JsonlChunk, builder: IndexBatchBuilder): IndexBatch {
  for (const line of chunk.lines) {
    const value = parseJsonObject(line);
    if (value instanceof MalformedLine) {
      builder.addMalformed();
      continue;
    }
    const fields = indexedFieldsOf(value);
    if (typeof fields === 'string') builder.addMalformed();
    else builder.add(fields, ftsTextOf(value, fields), line.offset, line.length);
  }
  return builder.take();
}
