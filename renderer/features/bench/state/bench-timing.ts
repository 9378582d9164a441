import type { RunHookProgress } from '../../../../shared/schemas/bench';

/** The time one hook of a running bench run has taken, for its card. */
export interface HookTiming {
  hookId: string;
  timeoutMs: number | null;
  /** When the renderer heard it start, on its own clock (`performance.now()`). */
  startedAt: number;
  /** The time it took, once finished; null while it runs. */
  elapsedMs: number | null;
}

/**
 * The timings with one more start or end: a start adds the hook (in the order they start), an
 * end fixes its time to what the runner measured. Pure: the list given is not changed. The start
 * is taken on the renderer's clock, because the services may run on another machine (`serve`
 * over SSH) whose clock the page cannot compare with its own.
 */
export function applyProgress(
  timings: readonly HookTiming[],
  progress: Pick<RunHookProgress, 'hookId' | 'phase' | 'timeoutMs' | 'elapsedMs'>,
  now: number,
): HookTiming[] {
  const known = timings.some((timing) => timing.hookId === progress.hookId);
  if (progress.phase === 'started') {
    const started = { hookId: progress.hookId, timeoutMs: progress.timeoutMs, startedAt: now };
    return known ? [...timings] : [...timings, { ...started, elapsedMs: null }];
  }
  if (!known) {
    const finished = { hookId: progress.hookId, timeoutMs: progress.timeoutMs, startedAt: now };
    return [...timings, { ...finished, elapsedMs: progress.elapsedMs }];
  }
  return timings.map((timing) =>
    timing.hookId === progress.hookId ? { ...timing, elapsedMs: progress.elapsedMs } : timing,
  );
}

/** The time a hook has taken so far: what it took once finished, else the time since it started. */
export function elapsedOf(timing: HookTiming, now: number): number {
  return timing.elapsedMs ?? Math.max(now - timing.startedAt, 0);
}
