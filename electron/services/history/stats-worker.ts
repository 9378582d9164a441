import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';

import type { HistoryBucket, HistoryEntryFilter } from '../../../shared/schemas/history';
import type { SeqSpan } from './hook-stats-parts';
import { auditPaths } from './history-paths';
import { HistoryReader } from './history-reader';

/** What a statistics thread is asked: a timeline, or a filter's hook runs in one span. */
export type StatsWork =
  | { what: 'timeline'; filter: HistoryEntryFilter; bucket: HistoryBucket }
  | { what: 'hook-stats-part'; filter: HistoryEntryFilter; span: SeqSpan };

/** One statistics read handed to a statistics thread (see StatsThread). */
export type StatsRequest = StatsWork & { id: number; dataDir: string; nativeBinding?: string };

export type StatsReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/** The reader kept between requests (its page cache warm), with the index file it opened. */
let open: { reader: HistoryReader; file: string; identity: string } | null = null;

/**
 * A read-only connection of its own (WAL lets it read beside the app's writer), kept while the
 * index file is the same one: a fresh reindex replaces the file, and is read anew.
 */
function readerFor(request: StatsRequest): HistoryReader | null {
  const file = auditPaths(request.dataDir).index;
  const stats = fs.statSync(file, { throwIfNoEntry: false });
  const identity = stats ? `${stats.dev}:${stats.ino}` : '';
  if (open && (open.file !== file || open.identity !== identity)) {
    open.reader.dispose();
    open = null;
  }
  if (!open && stats) {
    const reader = HistoryReader.open(request);
    if (reader) open = { reader, file, identity };
  }
  return open?.reader ?? null;
}

function answer(request: StatsRequest): StatsReply {
  try {
    const reader = readerFor(request);
    if (!reader) return { id: request.id, ok: false, message: 'the audit index is gone' };
    const value =
      request.what === 'timeline'
        ? reader.timeline(request.filter, request.bucket)
        : reader.hookStatsPart(request.filter, request.span);
    return { id: request.id, ok: true, value };
  } catch (error) {
    return { id: request.id, ok: false, message: (error as Error).message };
  }
}

parentPort?.on('message', (request: StatsRequest) => parentPort?.postMessage(answer(request)));
