import fs from 'node:fs';

import type {
  HistoryEntryInput,
  HistoryImportSourceReport,
} from '../../../../shared/schemas/history';
import { MalformedLine, malformedReason } from '../../../../shared/i18n/malformed-line';
import { derivedAuditId } from '../history-id';
import type { AppendResult } from '../history-store';
import { parseJsonObject, readJsonlChunk } from '../jsonl-lines';
import type { IngestCursorStore } from './cursor-store';
import type { LineMapper } from './line-mapper';

/** What an ingester writes into: the store's append and its cursors. */
export interface IngestTarget {
  append(inputs: readonly HistoryEntryInput[]): AppendResult;
  readonly cursors: IngestCursorStore;
}

/** How many unreadable lines a report names per source (it counts them all). */
export const MAX_SAMPLES = 20;
const CHUNK_BYTES = 1024 * 1024;

/** A fresh per-source tally for an import report. */
export function emptyTally(source: HistoryImportSourceReport['source']): HistoryImportSourceReport {
  return { source, files: 0, lines: 0, entries: 0, malformed: 0, samples: [] };
}

/** Adds the lines, entries and malformed lines of `from` (not its files) to `into`. */
export function addLines(into: HistoryImportSourceReport, from: HistoryImportSourceReport): void {
  into.lines += from.lines;
  into.entries += from.entries;
  into.malformed += from.malformed;
  into.samples.push(...from.samples.slice(0, Math.max(0, MAX_SAMPLES - into.samples.length)));
}

/**
 * Reads one external JSONL log from where its cursor stopped and appends what the mapper makes
 * of each new line. Resumable: the cursor (offset, mapper state) is saved after each chunk's
 * entries are in the store, and ids derive from each line's content, so a line read twice
 * after a crash is recognised as a duplicate. A file that shrank (truncated) or has another
 * inode (rotated, replaced) is read again from the start. A last line without its newline
 * waits for the next run. Malformed lines are counted with a reason, never fatal. Returns the
 * store's failure message (a full disk) or null.
 */
export async function ingestFile<State>(
  target: IngestTarget,
  mapper: LineMapper<State>,
  file: string,
  tally: HistoryImportSourceReport,
  onBytes: (bytes: number) => void,
): Promise<string | null> {
  const stats = fs.statSync(file, { throwIfNoEntry: false });
  if (!stats?.isFile()) return null;
  tally.files += 1;
  const identity = `${stats.dev}:${stats.ino}`;
  const saved = target.cursors.get(file);
  const resume = saved !== null && saved.identity === identity && saved.offset <= stats.size;
  const cursor = resume
    ? { ...saved, state: saved.state ?? mapper.initialState() }
    : {
        path: file,
        source: mapper.source,
        identity,
        offset: 0,
        state: mapper.initialState(),
        lines: 0,
        entries: 0,
        malformed: 0,
      };
  if (cursor.offset === stats.size) return null;
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    for (;;) {
      const chunk = readJsonlChunk(fd, cursor.offset, CHUNK_BYTES);
      if (chunk.end === cursor.offset) return null;
      const inputs: HistoryEntryInput[] = [];
      let malformed = 0;
      for (const line of chunk.lines) {
        if (line.text !== null && mapper.wants && !mapper.wants(line.text)) continue;
        const record = parseJsonObject(line);
        const mapped =
          record instanceof MalformedLine
            ? record
            : mapper.map(record, { path: file, offset: line.offset }, cursor.state as State);
        if (mapped instanceof MalformedLine) {
          malformed += 1;
          if (tally.samples.length < MAX_SAMPLES)
            tally.samples.push({ file, offset: line.offset, reason: mapped.reason });
          continue;
        }
        mapped.forEach((entry, index) => {
          const seed = `${mapper.source}\n${line.text}\n${index}`;
          inputs.push({ ...entry, id: derivedAuditId(Date.parse(entry.ts ?? ''), seed) });
        });
      }
      const result = target.append(inputs);
      if (!result.ok) return result.message;
      for (const rejected of result.rejected) {
        malformed += 1;
        if (tally.samples.length < MAX_SAMPLES)
          tally.samples.push({
            file,
            offset: chunk.end,
            reason: malformedReason('entry-rejected', { message: rejected.reason }),
          });
      }
      const added = inputs.length - result.rejected.length;
      const from = cursor.offset;
      Object.assign(cursor, {
        offset: chunk.end,
        lines: cursor.lines + chunk.lines.length,
        entries: cursor.entries + added,
        malformed: cursor.malformed + malformed,
      });
      target.cursors.save(cursor);
      Object.assign(tally, {
        lines: tally.lines + chunk.lines.length,
        entries: tally.entries + added,
        malformed: tally.malformed + malformed,
      });
      onBytes(chunk.end - from);
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    fs.closeSync(fd);
  }
}
