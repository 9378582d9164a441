import { Worker } from 'node:worker_threads';

import type { BulkIndexData, BulkIndexMessage } from './bulk-index-worker';

/** Bytes of the log and entries a bulk index thread got through. */
export interface BulkCounts {
  bytesDone: number;
  entries: number;
  malformed: number;
}

/**
 * How far a bulk index thread has read, and the entries it has committed; `committed` when
 * everything read so far is (the end of a transaction).
 */
export interface BulkProgress {
  bytesDone: number;
  entries: number;
  committed: boolean;
}

/**
 * Runs a bulk sync on a worker thread (see bulk-index-worker.ts) and waits for it, the event
 * loop free meanwhile: `onProgress` hears of each batch read and written. Resolves with what it
 * committed and whether it got to the end; never rejects. A thread that cannot start, fails, or
 * is stopped by `signal` leaves the rest to the caller (its open transaction is rolled back).
 * The caller must not write the index meanwhile: the thread holds SQLite's write lock for
 * seconds at a time.
 */
export function indexInThread(
  script: string,
  data: Omit<BulkIndexData, 'role' | 'script'>,
  onProgress: (progress: BulkProgress) => void,
  signal?: AbortSignal,
): Promise<{ committed: BulkCounts; complete: boolean }> {
  let committed: BulkCounts = { bytesDone: 0, entries: 0, malformed: 0 };
  let worker: Worker;
  try {
    const workerData: BulkIndexData = { role: 'bulk-index', script, ...data };
    worker = new Worker(script, { workerData });
  } catch {
    // A path Node refuses at once (not absolute, no ./).
    return Promise.resolve({ committed, complete: false });
  }
  return new Promise((resolve) => {
    let complete = false;
    const stop = () => void worker.terminate();
    signal?.addEventListener('abort', stop, { once: true });
    worker.on('message', (message: BulkIndexMessage) => {
      if (message.type === 'done') complete = true;
      else if (message.type === 'failed')
        console.warn(
          `History: the indexing thread stopped (${message.message}); going on without it.`,
        );
      else {
        if (message.type === 'committed')
          committed = {
            bytesDone: message.bytesDone,
            entries: message.entries,
            malformed: message.malformed,
          };
        const { bytesDone, entries } = message;
        onProgress({ bytesDone, entries, committed: message.type === 'committed' });
      }
    });
    // A script that cannot load, or a crash: 'exit' follows and settles it.
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      signal?.removeEventListener('abort', stop);
      resolve({ committed, complete });
    });
    if (signal?.aborted) stop();
  });
}
