import fs from 'node:fs';
import path from 'node:path';

import type Database from 'better-sqlite3';

import { listAuditFiles } from './audit-log';
import { ftsTextOf } from './fts-text';
import { dropFileRows, indexedFiles } from './index-maintenance';
import { indexedFieldsOf } from './index-schema';
import type { IndexableLine, IndexWriter } from './index-writer';
import { parseJsonObject, readJsonlChunk } from './jsonl-lines';

/** Progress of a sync in bytes of the log, and entries indexed so far. */
export interface SyncProgress {
  bytesDone: number;
  bytesTotal: number;
  entries: number;
}

/** The end of a sync: with the number of lines that were not entries. */
export interface SyncSummary extends SyncProgress {
  malformed: number;
}

/** Tuning for tests: how much of the log to read per transaction. */
export interface SyncOptions {
  chunkBytes?: number;
}

/**
 * Brings the index up to the end of every log file, resuming at each file's indexed offset.
 * Yields progress after each chunk (one transaction each). Files that vanished or shrank lose
 * their rows first. Malformed lines are counted per file and skipped.
 */
export function* syncSteps(
  db: Database.Database,
  writer: IndexWriter,
  dir: string,
  options: SyncOptions = {},
): Generator<SyncProgress, SyncSummary> {
  const files = listAuditFiles(dir);
  const known = indexedFiles(db);
  const present = new Set(files.map((file) => file.name));
  for (const [name, row] of known) {
    const file = files.find((candidate) => candidate.name === name);
    if (!present.has(name) || (file && file.size < row.indexedBytes)) {
      dropFileRows(db, row.id);
      known.delete(name);
    }
  }
  const todo = files
    .map((file) => ({ file, from: known.get(file.name)?.indexedBytes ?? 0 }))
    .filter(({ file, from }) => file.size > from);
  const summary: SyncSummary = { bytesDone: 0, bytesTotal: 0, entries: 0, malformed: 0 };
  summary.bytesTotal = todo.reduce((sum, { file, from }) => sum + file.size - from, 0);
  for (const { file } of todo) {
    yield* syncFile(writer, path.join(dir, file.name), file.name, summary, options.chunkBytes);
  }
  return summary;
}

function* syncFile(
  writer: IndexWriter,
  fullPath: string,
  name: string,
  summary: SyncSummary,
  chunkBytes?: number,
): Generator<SyncProgress> {
  const progress = writer.file(name);
  let fd: number;
  try {
    fd = fs.openSync(fullPath, 'r');
  } catch {
    return;
  }
  try {
    let offset = progress.indexedBytes;
    for (;;) {
      const chunk = readJsonlChunk(fd, offset, chunkBytes);
      if (chunk.end === offset) return;
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
      summary.entries += writer.commit(progress.id, lines, chunk.end, malformed);
      summary.malformed += malformed;
      summary.bytesDone += chunk.end - offset;
      offset = chunk.end;
      yield {
        bytesDone: summary.bytesDone,
        bytesTotal: summary.bytesTotal,
        entries: summary.entries,
      };
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** Runs a sync to the end without pausing: for the small catch-up after an append. */
export function syncIndexNow(db: Database.Database, writer: IndexWriter, dir: string): SyncSummary {
  const steps = syncSteps(db, writer, dir);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs a sync, pausing between chunks so that the event loop keeps serving requests. */
export async function syncIndex(
  db: Database.Database,
  writer: IndexWriter,
  dir: string,
  onProgress?: (progress: SyncProgress) => void,
  options?: SyncOptions,
): Promise<SyncSummary> {
  const steps = syncSteps(db, writer, dir, options);
  try {
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      onProgress?.(step.value);
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    steps.return({ bytesDone: 0, bytesTotal: 0, entries: 0, malformed: 0 });
  }
}
