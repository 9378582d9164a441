/** How a bounded wait ended. */
export type SettleOutcome = 'settled' | 'timed-out';

/**
 * Waits for a promise, but no longer than `limitMs`. Resolves 'settled' whether the promise
 * fulfilled or rejected (the caller only needs to know the work is over), 'timed-out' otherwise.
 * Never rejects; leaves no timer behind.
 */
export function settleWithin(work: Promise<unknown>, limitMs: number): Promise<SettleOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<SettleOutcome>((resolve) => {
    timer = setTimeout(() => resolve('timed-out'), limitMs);
  });
  const done = work.then(
    () => 'settled' as const,
    () => 'settled' as const,
  );
  return Promise.race([done, deadline]).finally(() => clearTimeout(timer));
}

/** What `QuitGuard.drain` found: whether everything finished, and how much was still running. */
export interface DrainOutcome {
  drained: boolean;
  pending: number;
}

/**
 * Work that quitting must wait for (an audit write, a decision being saved). Services `track`
 * each write; the shell's quit handler `drain`s before disposing the services, with an upper
 * bound so that a stuck write cannot keep the app from quitting.
 */
export class QuitGuard {
  readonly #pending = new Set<Promise<unknown>>();

  /** Registers in-flight work; returns the same promise. Its rejection stays the caller's. */
  track<T>(work: Promise<T>): Promise<T> {
    const entry = work.then(
      () => undefined,
      () => undefined,
    );
    this.#pending.add(entry);
    void entry.then(() => this.#pending.delete(entry));
    return work;
  }

  get pending(): number {
    return this.#pending.size;
  }

  /**
   * Waits until no tracked work is left (work tracked while waiting counts too), or `limitMs`
   * has passed. Never rejects.
   */
  async drain(limitMs: number): Promise<DrainOutcome> {
    const deadline = Date.now() + limitMs;
    while (this.#pending.size > 0) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      await settleWithin(Promise.all(this.#pending), left);
    }
    return { drained: this.#pending.size === 0, pending: this.#pending.size };
  }
}
