import { Worker } from 'node:worker_threads';

import type { StatsReply, StatsRequest } from './stats-worker';

type StatsWork = Omit<StatsRequest, 'id' | 'dataDir' | 'nativeBinding'>;

/**
 * History's statistics that scan the matching entries (a word filter: 0.2 s at a million
 * entries, seconds at ten million), computed on a worker thread with a read-only connection of
 * its own: on the app's thread they held up everything else it does meanwhile, the approvals
 * bridge an agent waits on included. One request at a time, in order; the thread starts with
 * the first and stays. A request it cannot answer rejects (the caller computes it itself).
 */
export class StatsThread {
  readonly #script: string;
  readonly #index: { dataDir: string; nativeBinding?: string };
  #worker: Worker | null = null;
  readonly #waiting = new Map<number, (reply: StatsReply) => void>();
  #next = 0;

  constructor(script: string, index: { dataDir: string; nativeBinding?: string }) {
    this.#script = script;
    this.#index = index;
  }

  run(work: StatsWork): Promise<unknown> {
    const worker = this.#worker ?? this.#start();
    const id = ++this.#next;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, (reply) =>
        reply.ok ? resolve(reply.value) : reject(new Error(reply.message)),
      );
      worker.postMessage({ id, ...this.#index, ...work } satisfies StatsRequest);
    });
  }

  async dispose(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    await worker?.terminate();
  }

  #start(): Worker {
    const worker = new Worker(this.#script);
    // Idle, it must not keep a CLI process alive.
    worker.unref();
    worker.on('message', (reply: StatsReply) => {
      const done = this.#waiting.get(reply.id);
      this.#waiting.delete(reply.id);
      done?.(reply);
    });
    worker.on('error', (error) => this.#fail(worker, error.message));
    worker.on('exit', () => this.#fail(worker, 'the statistics thread stopped'));
    this.#worker = worker;
    return worker;
  }

  /** Rejects what waits on a thread that stopped; the next request starts a new one. */
  #fail(worker: Worker, message: string): void {
    if (this.#worker === worker) this.#worker = null;
    for (const [id, done] of this.#waiting) done({ id, ok: false, message });
    this.#waiting.clear();
  }
}
