import fs from 'node:fs';
import path from 'node:path';

import { MalformedLine } from '../../../shared/i18n/malformed-line';
import { HistoryEntrySchema, type HistoryEntry } from '../../../shared/schemas/history';
import { listAuditFiles } from '../history/history-log';
import { parseJsonObject, readJsonlChunk, type JsonlLine } from '../history/jsonl-lines';
import type { ExportCursor } from './export-cursor';

/** Entries read from the log and the position just past the last line read. */
export interface LogBatch {
  entries: HistoryEntry[];
  /** Where the next batch starts: the file and byte after this batch's last line. */
  end: { file: string; offset: number } | null;
  /** Lines in the batch that are not audit entries (skipped, not sent). */
  skipped: number;
}

// Small reads: a batch is a few hundred lines, not the 4 MiB chunks of an index rebuild.
const CHUNK_BYTES = 256 * 1024;

/**
 * Reads up to `max` complete entries after `cursor`, in log order. Files older than the
 * cursor's are done; a cursor file removed by retention means its next file starts at 0; a
 * cursor file now shorter than the offset (replaced by hand) is read again from 0. A last line
 * without its newline is left for the next read (the writer may be in the middle of it).
 */
export function readLogBatch(dir: string, cursor: ExportCursor, max: number): LogBatch {
  const entries: HistoryEntry[] = [];
  let skipped = 0;
  let end: LogBatch['end'] = null;
  for (const file of listAuditFiles(dir)) {
    if (cursor.file !== null && file.name < cursor.file) continue;
    let offset = file.name === cursor.file ? cursor.offset : 0;
    if (offset > file.size) offset = 0;
    if (offset === file.size) {
      end = { file: file.name, offset };
      continue;
    }
    const fd = fs.openSync(path.join(dir, file.name), 'r');
    try {
      while (entries.length < max) {
        const chunk = readJsonlChunk(fd, offset, CHUNK_BYTES);
        if (chunk.end === offset) break;
        const { lines } = chunk;
        for (let i = 0; i < lines.length && entries.length < max; i++) {
          const value = parseJsonObject(lines[i] as JsonlLine);
          const entry = value instanceof MalformedLine ? null : HistoryEntrySchema.safeParse(value);
          if (entry?.success) entries.push(entry.data);
          else skipped += 1;
          // The next line's start (past any blank lines), or the chunk's end after its last.
          offset = lines[i + 1]?.offset ?? chunk.end;
        }
        if (lines.length === 0) offset = chunk.end;
      }
    } finally {
      fs.closeSync(fd);
    }
    end = { file: file.name, offset };
    if (entries.length >= max) break;
  }
  return { entries, end, skipped };
}

/** Bytes of the log after the cursor: what export still has to send. */
export function backlogBytes(dir: string, cursor: ExportCursor): number {
  let total = 0;
  for (const file of listAuditFiles(dir)) {
    if (cursor.file !== null && file.name < cursor.file) continue;
    const from = file.name === cursor.file && cursor.offset <= file.size ? cursor.offset : 0;
    total += file.size - from;
  }
  return total;
}
