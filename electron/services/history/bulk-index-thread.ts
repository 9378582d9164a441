import { Worker } from 'node:worker_threads';

import type { BulkIndexData, BulkIndexMessage } from './bulk-index-worker';

/** Bytes of the log and entries a bulk index thread got through. */
export interface BulkCounts {
  bytesDone: number;
  entries: number;
  malformed: number;
}

/**
 * Runs a bulk sync on a worker thread (see bulk-index-worker.ts) and waits for it, the event
 * loop free meanwhile: `onProgress` hears of each batch written. Resolves with what it committed
 * and whether it got to the end; never rejects. A thread that cannot start, fails, or is stopped
 * by `signal` leaves the rest to the caller (its open transaction is rolled back). The caller
 * must not write the index meanwhile: the thread holds SQLite's write lock for seconds at a time.
 */
export function indexInThread(
  script: string,
  data: Omit<BulkIndexData, 'role' | 'script'>,
  onProgress: (counts: BulkCounts) => void,
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
      if (message.type === 'progress') onProgress(message);
      else if (message.type === 'committed') committed = message;
      else if (message.type === 'done') complete = true;
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
