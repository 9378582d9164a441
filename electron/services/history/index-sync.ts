import fs from 'node:fs';
import path from 'node:path';

import type Database from 'better-sqlite3';

import { indexInThread } from './bulk-index-thread';
import { listAuditFiles, type HistoryLogFile } from './history-log';
import type { OpenIndexOptions } from './index-db';
import { dropFileRows, indexedFiles } from './index-maintenance';
import { IndexBatchBuilder, type IndexBatch } from './index-batch';
import { TermIds, type FileProgress, type IndexWriter } from './index-writer';
import { readJsonlChunk } from './jsonl-lines';
import { prepareChunk } from './prepared-lines';

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

/**
 * How much there must be to index for a sync to run on the threads, how much of the log a bulk
 * sync parses as one batch, and how much it writes in one transaction.
 */
export interface BulkSizes {
  minBytes: number;
  chunkBytes: number;
  groupBytes: number;
}

export interface SyncOptions {
  /** Tuning for tests: how much of the log to read per transaction. */
  chunkBytes?: number;
  /**
   * Tuning for tests: when a sync runs on the threads, and their batch and transaction sizes
   * (see PIPELINE_MIN_BYTES and BULK_GROUP_BYTES), so that a log of a megabyte exercises them.
   */
  bulkSizes?: BulkSizes;
  /**
   * The built audit worker (see audit-worker.ts): a sync of more than PIPELINE_MIN_BYTES then
   * runs on a thread of its own, which writes while a second parses (see bulk-index-thread.ts).
   * It needs `index`, how the store opened the database.
   */
  auditWorker?: string | null;
  index?: OpenIndexOptions;
  /** Stops a bulk sync's thread (the store closes): what it committed stays. */
  signal?: AbortSignal;
}

/** Below this much to index, worker threads cost more to start than they save. */
export const PIPELINE_MIN_BYTES = 8 * 1024 * 1024;

/**
 * How much of the log one parsed batch of a bulk sync holds: four times a sync step's default.
 * The parse thread prepares the next batch while the writer thread writes this one.
 */
export const PIPELINE_CHUNK_BYTES = 16 * 1024 * 1024;

/**
 * How much of the log one transaction of a bulk sync takes. A dense log touches most of a day's
 * hook cells in every batch, each a read and a rewrite of its duration bins, so fewer, larger
 * transactions write each cell fewer times. While the main thread wrote, a transaction could not
 * be longer than about half a second (the event loop waited for all of it) and took 16 MiB; on
 * the bulk index thread it can be longer. 1M entries (516 MB), same machine: 24.3 s with 16 MiB
 * on the main thread; on the thread 22.6 and 19.6 s (16 MiB), 16.2 and 19.8 s (64 MiB), 14.4 and
 * 15.1 s (128 MiB), 14.8 and 15.0 s (256 MiB). A transaction of 128 MiB takes seconds and
 * writes ~100 MB to the WAL, which SQLite checkpoints after it.
 */
export const BULK_GROUP_BYTES = 128 * 1024 * 1024;

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
  const { todo, summary } = planSync(db, dir);
  const numbering = { builder: new IndexBatchBuilder(), terms: new TermIds() };
  for (const { file } of todo) {
    const fullPath = path.join(dir, file.name);
    yield* syncFile(writer, fullPath, file.name, numbering, summary, options.chunkBytes);
  }
  return summary;
}

/** Drops the rows of files that vanished or shrank; lists what is left to index and how much. */
function planSync(
  db: Database.Database,
  dir: string,
): { todo: Array<{ file: HistoryLogFile; from: number }>; summary: SyncSummary } {
  const files = listAuditFiles(dir);
  const known = indexedFiles(db);
  const present = new Set(files.map((file) => file.name));
  const gone: number[] = [];
  for (const [name, row] of known) {
    const file = files.find((candidate) => candidate.name === name);
    if (!present.has(name) || (file && file.size < row.indexedBytes)) {
      gone.push(row.id);
      known.delete(name);
    }
  }
  dropFileRows(db, gone);
  const todo = files
    .map((file) => ({ file, from: known.get(file.name)?.indexedBytes ?? 0 }))
    .filter(({ file, from }) => file.size > from);
  const summary: SyncSummary = { bytesDone: 0, bytesTotal: 0, entries: 0, malformed: 0 };
  summary.bytesTotal = todo.reduce((sum, { file, from }) => sum + file.size - from, 0);
  return { todo, summary };
}

function* syncFile(
  writer: IndexWriter,
  fullPath: string,
  name: string,
  { builder, terms }: { builder: IndexBatchBuilder; terms: TermIds },
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
      const batch = prepareChunk(chunk, builder);
      yield commitChunk(writer, progress, batch, terms, offset, chunk.end, summary);
      offset = chunk.end;
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** One transaction: the chunk's entries and the file's new resume point. */
function commitChunk(
  writer: IndexWriter,
  progress: FileProgress,
  batch: IndexBatch,
  terms: TermIds,
  from: number,
  end: number,
  summary: SyncSummary,
): SyncProgress {
  summary.entries += writer.commit(progress.id, batch, end, terms);
  summary.malformed += batch.malformed;
  summary.bytesDone += end - from;
  return { bytesDone: summary.bytesDone, bytesTotal: summary.bytesTotal, entries: summary.entries };
}

/** Runs a sync to the end without pausing: for the small catch-up after an append. */
export function syncIndexNow(db: Database.Database, writer: IndexWriter, dir: string): SyncSummary {
  const steps = syncSteps(db, writer, dir);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Runs a sync, pausing between chunks so that the event loop keeps serving requests. A large
 * one with the audit worker runs on threads of its own (see bulk-index-thread.ts).
 */
export async function syncIndex(
  db: Database.Database,
  writer: IndexWriter,
  dir: string,
  onProgress?: (progress: SyncProgress) => void,
  options: SyncOptions = {},
): Promise<SyncSummary> {
  // Threads pay off on large syncs only; if they fail, the main thread does the rest.
  let done: SyncSummary | null = null;
  const { auditWorker, index } = options;
  const plan = auditWorker && index ? planSync(db, dir) : null;
  const minBytes = options.bulkSizes?.minBytes ?? PIPELINE_MIN_BYTES;
  if (auditWorker && index && plan && plan.summary.bytesTotal >= minBytes) {
    const bulk = await bulkSync(dir, plan, { ...options, auditWorker, index }, onProgress);
    if (bulk.complete) return bulk.summary;
    done = bulk.summary;
  }
  const steps = syncSteps(db, writer, dir, options);
  try {
    for (;;) {
      const step = steps.next();
      if (step.done) return done ? addSummaries(done, step.value) : step.value;
      onProgress?.(step.value);
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    steps.return({ bytesDone: 0, bytesTotal: 0, entries: 0, malformed: 0 });
  }
}

/** The planned sync on the bulk index thread: what it committed, and whether it got to the end. */
async function bulkSync(
  dir: string,
  { todo, summary }: ReturnType<typeof planSync>,
  options: SyncOptions & { auditWorker: string; index: OpenIndexOptions },
  onProgress?: (progress: SyncProgress) => void,
): Promise<{ summary: SyncSummary; complete: boolean }> {
  const files = todo.map(({ file, from }) => ({
    name: file.name,
    path: path.join(dir, file.name),
    from,
  }));
  const { bytesTotal } = summary;
  const { chunkBytes, groupBytes } = options.bulkSizes ?? {
    chunkBytes: PIPELINE_CHUNK_BYTES,
    groupBytes: BULK_GROUP_BYTES,
  };
  const { committed, complete } = await indexInThread(
    options.auditWorker,
    { index: options.index, files, chunkBytes, groupBytes },
    // Bytes read but not yet committed are never all of them: History reads the list again
    // once every byte is done, and the last transaction would not be in it.
    ({ bytesDone, entries, committed }) =>
      onProgress?.({
        bytesDone: committed ? bytesDone : Math.min(bytesDone, bytesTotal - 1),
        bytesTotal,
        entries,
      }),
    options.signal,
  );
  return { summary: { ...committed, bytesTotal }, complete };
}

function addSummaries(a: SyncSummary, b: SyncSummary): SyncSummary {
  return {
    bytesDone: a.bytesDone + b.bytesDone,
    bytesTotal: a.bytesDone + b.bytesTotal,
    entries: a.entries + b.entries,
    malformed: a.malformed + b.malformed,
  };
}
