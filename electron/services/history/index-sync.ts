import fs from 'node:fs';
import path from 'node:path';

import type Database from 'better-sqlite3';

import { listAuditFiles, type HistoryLogFile } from './history-log';
import { dropFileRows, indexedFiles } from './index-maintenance';
import { IndexBatchBuilder, type IndexBatch } from './index-batch';
import { TermIds, type FileProgress, type IndexWriter } from './index-writer';
import { readJsonlChunk } from './jsonl-lines';
import { ParsePipeline, ParseWorkerFailure } from './parse-pipeline';
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

export interface SyncOptions {
  /** Tuning for tests: how much of the log to read per transaction. */
  chunkBytes?: number;
  /**
   * A built parse worker (see parse-pipeline.ts): a sync of more than PIPELINE_MIN_BYTES then
   * parses in that thread while this one writes.
   */
  parseWorker?: string | null;
}

/** Below this much to index, a worker thread costs more to start than it saves. */
export const PIPELINE_MIN_BYTES = 8 * 1024 * 1024;

/**
 * How much of the log one transaction of a pipelined (bulk) sync takes: four times a sync
 * step's default. A bulk sync of a uniform log touches most of a day's hook cells in every
 * transaction, each a read and a rewrite of its duration bins, so fewer, larger transactions
 * write each cell fewer times: main-thread CPU of a 300k-entry ingest went from 14.6 s (4 MiB) to
 * 8.9 s (16 MiB), 7.5 s (32 MiB), 6.9 s (64 MiB) (load average 15). Not larger: the event loop
 * waits for the whole transaction, about half a second here.
 */
export const PIPELINE_CHUNK_BYTES = 16 * 1024 * 1024;

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
 * one with a parse worker runs as a two-stage pipeline (see ParsePipeline).
 */
export async function syncIndex(
  db: Database.Database,
  writer: IndexWriter,
  dir: string,
  onProgress?: (progress: SyncProgress) => void,
  options: SyncOptions = {},
): Promise<SyncSummary> {
  // A worker pays off on large syncs only; if it fails, the main thread does the rest.
  let done: SyncSummary | null = null;
  const plan = options.parseWorker ? planSync(db, dir) : null;
  if (options.parseWorker && plan && plan.summary.bytesTotal >= PIPELINE_MIN_BYTES) {
    const pipelined = await pipelinedSync(writer, dir, plan, options.parseWorker, onProgress);
    if (pipelined.complete) return pipelined.summary;
    done = pipelined.summary;
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

async function pipelinedSync(
  writer: IndexWriter,
  dir: string,
  { todo, summary }: ReturnType<typeof planSync>,
  script: string,
  onProgress?: (progress: SyncProgress) => void,
): Promise<{ summary: SyncSummary; complete: boolean }> {
  let pipeline: ParsePipeline;
  try {
    pipeline = new ParsePipeline(script);
  } catch {
    // A worker Node refuses to start at all (a bad path): the main thread does the whole sync.
    return { summary, complete: false };
  }
  const terms = new TermIds();
  const files = todo.map(({ file, from }) => ({ file: path.join(dir, file.name), from }));
  try {
    let open = null as { at: number; progress: FileProgress; offset: number } | null;
    for await (const chunk of pipeline.chunks(files, PIPELINE_CHUNK_BYTES)) {
      if (open?.at !== chunk.file) {
        const { file, from } = todo[chunk.file] as (typeof todo)[number];
        open = { at: chunk.file, progress: writer.file(file.name), offset: from };
      }
      // Not inside `onProgress?.(…)`: without a listener that would skip the commit itself.
      const step = commitChunk(
        writer,
        open.progress,
        chunk,
        terms,
        open.offset,
        chunk.end,
        summary,
      );
      onProgress?.(step);
      open.offset = chunk.end;
    }
    return { summary, complete: true };
  } catch (error) {
    if (error instanceof ParseWorkerFailure) return { summary, complete: false };
    throw error;
  } finally {
    await pipeline.dispose();
  }
}

function addSummaries(a: SyncSummary, b: SyncSummary): SyncSummary {
  return {
    bytesDone: a.bytesDone + b.bytesDone,
    bytesTotal: a.bytesDone + b.bytesTotal,
    entries: a.entries + b.entries,
    malformed: a.malformed + b.malformed,
  };
}
