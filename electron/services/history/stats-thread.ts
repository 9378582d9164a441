import { Worker } from 'node:worker_threads';

import type { StatsReply, StatsRequest, StatsWork } from './stats-worker';

/**
 * One of History's statistics threads (see StatsPool): statistics that scan the matching entries
 * (a word filter: 0.2 s at a million entries, seconds at ten million), computed on a worker
 * thread with a read-only connection of its own: on the app's thread they held up everything
 * else it does meanwhile, the approvals bridge an agent waits on included. One request at a
 * time, the newest waiting one first: a word typed letter by letter asks for each prefix's
 * statistics, and at ten million entries each took seconds, so in order the word the user
 * stopped at waited behind every prefix (whose answers the UI drops). The older ones are still
 * answered, after it. The thread starts with the first request and stays. A request it cannot
 * answer rejects (the caller computes it itself).
 */
export class StatsThread {
  readonly #script: string;
  readonly #index: { dataDir: string; nativeBinding?: string };
  #worker: Worker | null = null;
  /** Asked, not yet handed to the thread; the last one goes next. */
  readonly #queued: Array<{ request: StatsRequest; done: (reply: StatsReply) => void }> = [];
  /** The request the thread has in hand. */
  #running: { id: number; done: (reply: StatsReply) => void } | null = null;
  #next = 0;

  constructor(script: string, index: { dataDir: string; nativeBinding?: string }) {
    this.#script = script;
    this.#index = index;
  }

  run(work: StatsWork): Promise<unknown> {
    const request: StatsRequest = { id: ++this.#next, ...this.#index, ...work };
    return new Promise((resolve, reject) => {
      this.#queued.push({
        request,
        done: (reply) => (reply.ok ? resolve(reply.value) : reject(new Error(reply.message))),
      });
      this.#handOver();
    });
  }

  /** Ends the thread; what it had in hand or waited rejects (its 'exit', #fail). */
  async dispose(): Promise<void> {
    await this.#worker?.terminate();
  }

  /** Gives the thread the newest waiting request once it has none in hand. */
  #handOver(): void {
    if (this.#running) return;
    const next = this.#queued.pop();
    if (!next) return;
    const worker = this.#worker ?? this.#start();
    this.#running = { id: next.request.id, done: next.done };
    worker.postMessage(next.request);
  }

  #start(): Worker {
    const worker = new Worker(this.#script);
    // Idle, it must not keep a CLI process alive.
    worker.unref();
    worker.on('message', (reply: StatsReply) => {
      const running = this.#running;
      if (running?.id !== reply.id) return;
      this.#running = null;
      running.done(reply);
      this.#handOver();
    });
    worker.on('error', (error) => this.#fail(worker, error.message));
    worker.on('exit', () => this.#fail(worker, 'the statistics thread stopped'));
    this.#worker = worker;
    return worker;
  }

  /**
   * Rejects what waits on a thread that stopped; the next request starts a new one. Only the
   * current thread's end counts: a thread that failed reports its exit after its error.
   */
  #fail(worker: Worker, message: string): void {
    if (this.#worker !== worker) return;
    this.#worker = null;
    const waiting = [
      ...(this.#running ? [this.#running.done] : []),
      ...this.#queued.splice(0).map((queued) => queued.done),
    ];
    this.#running = null;
    for (const done of waiting) done({ id: 0, ok: false, message });
  }
}
