import { Worker } from 'node:worker_threads';

import type { IndexBatch } from './index-batch';
import type { ParseReply, ParseRequest } from './parse-worker';

/**
 * Two-stage bulk indexing: a worker thread reads and prepares chunk N+1 (JSON parsing, field
 * checks, searchable words: about half the CPU of indexing) while the caller (the bulk index
 * thread, see bulk-index-worker.ts) writes chunk N to SQLite. Chunks come in file order, each
 * with the offset it ends at, which the caller stores as that file's resume point.
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
   * The batches of `files`, each from its `from` offset to its last complete line, in order, one
   * read ahead, across files too: past a file's end the next file's first chunk is asked at once
   * (waiting for it at each file's start left the writer idle about a tenth of a bulk sync). Each
   * batch names its file by its place in `files`. Filter values are numbered by the worker across
   * every file of this pipeline: one TermIds for all.
   */
  async *chunks(
    files: ReadonlyArray<{ file: string; from: number }>,
    chunkBytes?: number,
  ): AsyncGenerator<IndexBatch & { end: number; file: number }> {
    if (files.length === 0) return;
    let next = this.#nextChunk(files, 0, (files[0] as { from: number }).from, chunkBytes);
    for (;;) {
      const { reply, at, from } = await next;
      if (!reply.ok) throw new Error(`${files[at]?.file}: ${reply.message}`);
      if (reply.end === from) return;
      next = this.#nextChunk(files, at, reply.end, chunkBytes);
      yield { ...reply, file: at };
    }
  }

  // The chunk of files[at] from `from`, or when that file has no more, the next file's first.
  #nextChunk(
    files: ReadonlyArray<{ file: string; from: number }>,
    at: number,
    from: number,
    chunkBytes?: number,
  ): Promise<{ reply: ParseReply; at: number; from: number }> {
    const file = (files[at] as { file: string }).file;
    return this.#request({ file, from, chunkBytes }).then((reply) => {
      const following = files[at + 1];
      if (reply.ok && reply.end === from && following)
        return this.#nextChunk(files, at + 1, following.from, chunkBytes);
      return { reply, at, from };
    });
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
