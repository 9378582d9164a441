import { parentPort } from 'node:worker_threads';

import type Database from 'better-sqlite3';

import { openIndexDb, type OpenIndexOptions } from './index-db';
import { TermIds, IndexWriter, type FileProgress } from './index-writer';
import { ParsePipeline } from './parse-pipeline';

/** What the main thread hands a bulk index thread (as its workerData). */
export interface BulkIndexData {
  role: 'bulk-index';
  /** The index database, opened on this thread as the store opened it (size cap included). */
  index: OpenIndexOptions;
  /** This worker's own script: it also serves as the parse worker this thread starts. */
  script: string;
  /** The log files to index, each from its indexed offset. */
  files: Array<{ name: string; path: string; from: number }>;
  /** How much of the log one transaction takes (see BULK_GROUP_BYTES). */
  groupBytes: number;
  /** How much of the log one parsed batch holds. */
  chunkBytes: number;
}

/** What a bulk index thread tells the main thread. */
export type BulkIndexMessage =
  /**
   * A batch was written into the open transaction: for the progress line, which counts the
   * bytes read so far and the entries committed (History lists those only).
   */
  | { type: 'progress'; bytesDone: number; entries: number }
  /** Everything up to here is committed. */
  | { type: 'committed'; bytesDone: number; entries: number; malformed: number }
  /** Every file is indexed to its end (as it was when listed). */
  | { type: 'done' }
  /** It stopped; what was committed stays, the main thread does the rest. */
  | { type: 'failed'; message: string };

export function isBulkIndexData(data: unknown): data is BulkIndexData {
  return (data as { role?: unknown } | null)?.role === 'bulk-index';
}

/**
 * The bulk sync's writer thread (see bulk-index-thread.ts): it parses the log through its own
 * parse worker and writes the batches into the index on its own connection, several batches a
 * transaction. On the main thread a transaction had to stay short (the event loop waited for the
 * whole of it); here it can be long, and the rollups' hook cells, which each batch of a dense
 * log touches nearly all of, are written once per group instead of once per batch.
 */
export async function runBulkIndex(data: BulkIndexData): Promise<void> {
  const post = (message: BulkIndexMessage) => parentPort?.postMessage(message);
  let pipeline: ParsePipeline | null = null;
  let db: Database.Database | null = null;
  try {
    // Unmapped: the file grows with every group it writes (see MMAP_BYTES in index-db.ts).
    db = openIndexDb({ ...data.index, mapped: false });
    const writer = new IndexWriter(db);
    const terms = new TermIds();
    pipeline = new ParsePipeline(data.script);
    const counts = { bytesDone: 0, entries: 0, malformed: 0 };
    let open = null as { at: number; progress: FileProgress; offset: number } | null;
    let grouped = 0;
    let committed = 0;
    let firstCommitted = false;
    const paths = data.files.map(({ path, from }) => ({ file: path, from }));
    try {
      for await (const chunk of pipeline.chunks(paths, data.chunkBytes)) {
        if (open?.at !== chunk.file) {
          const { name, from } = data.files[chunk.file] as BulkIndexData['files'][number];
          open = { at: chunk.file, progress: writer.file(name), offset: from };
        }
        if (grouped === 0) writer.beginGroup();
        counts.entries += writer.addToGroup(open.progress.id, chunk, chunk.end, terms);
        counts.malformed += chunk.malformed;
        counts.bytesDone += chunk.end - open.offset;
        grouped += chunk.end - open.offset;
        open.offset = chunk.end;
        // The first transaction takes one batch: History lists entries within a second, not
        // after the seconds a whole group takes.
        if (grouped >= data.groupBytes || !firstCommitted) {
          firstCommitted = true;
          writer.commitGroup();
          grouped = 0;
          committed = counts.entries;
          post({ type: 'committed', ...counts });
        } else post({ type: 'progress', bytesDone: counts.bytesDone, entries: committed });
      }
      if (grouped > 0) writer.commitGroup();
    } catch (error) {
      writer.abandonGroup(terms);
      throw error;
    }
    post({ type: 'committed', ...counts });
    post({ type: 'done' });
  } catch (error) {
    post({ type: 'failed', message: (error as Error).message });
  } finally {
    await pipeline?.dispose();
    db?.close();
  }
}
