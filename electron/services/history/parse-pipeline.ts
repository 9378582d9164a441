import { Worker } from 'node:worker_threads';

import type { IndexBatch } from './index-batch';
import type { ParseReply, ParseRequest } from './parse-worker';

/** The worker could not start or stopped: the caller goes on without it. */
export class ParseWorkerFailure extends Error {}

/**
 * Two-stage bulk indexing: a worker thread reads and prepares chunk N+1 (JSON parsing, field
 * checks, searchable words: about half the CPU of indexing) while the caller writes chunk N to
 * SQLite. Chunks come in file order, each with the offset it ends at, so commits stay exactly
 * as they are without the worker (one transaction per chunk, resume point included).
 */
export class ParsePipeline {
  readonly #worker: Worker;
  readonly #waiting: Array<(reply: ParseReply) => void> = [];
  #failure: string | null = null;

  constructor(script: string) {
    this.#worker = new Worker(script);
    this.#worker.on('message', (reply: ParseReply) => this.#waiting.shift()?.(reply));
    this.#worker.on('error', (error) => this.#fail(error.message));
    this.#worker.on('exit', () => this.#fail('the parse worker stopped'));
  }

  /**
   * The batches of `file` from `from` to its last complete line, one read ahead. Their filter
   * values are numbered by the worker across every file of this pipeline: one TermIds for all.
   */
  async *chunks(
    file: string,
    from: number,
    chunkBytes?: number,
  ): AsyncGenerator<IndexBatch & { end: number }> {
    let offset = from;
    let next = this.#request({ file, from: offset, chunkBytes });
    for (;;) {
      const reply = await next;
      if (!reply.ok) throw new ParseWorkerFailure(`${file}: ${reply.message}`);
      if (reply.end === offset) return;
      offset = reply.end;
      next = this.#request({ file, from: offset, chunkBytes });
      yield reply;
    }
  }

  async dispose(): Promise<void> {
    await this.#worker.terminate();
  }

  // Never rejects: a reply that nobody awaits any more must not become an unhandled rejection.
  #request(request: ParseRequest): Promise<ParseReply> {
    if (this.#failure !== null) return Promise.resolve({ ok: false, message: this.#failure });
    return new Promise((resolve) => {
      this.#waiting.push(resolve);
      this.#worker.postMessage(request);
    });
  }

  #fail(message: string): void {
    this.#failure ??= message;
    for (const resolve of this.#waiting.splice(0)) resolve({ ok: false, message });
  }
}
