/** How long to wait between tries when the collector is down, slow or refuses a batch. */
export interface BackoffPolicy {
  initialMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { initialMs: 1_000, maxMs: 60_000 };

/**
 * The wait before try `failures + 1`: doubling from `initialMs` up to `maxMs`, with jitter of up
 * to half the delay so that many machines behind one collector do not retry in step.
 */
export function backoffDelay(
  policy: BackoffPolicy,
  failures: number,
  random = Math.random,
): number {
  const ceiling = Math.min(policy.maxMs, policy.initialMs * 2 ** Math.min(failures, 30));
  return Math.round(ceiling * (0.5 + random() / 2));
}

/** Resolves after `ms`, or at once when the signal aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
