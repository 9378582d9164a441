import type { AppError, Result } from '../../../../shared/result';
import type {
  ReplayConsentReason,
  ReplayNeedsConsent,
  ReplayProgress,
} from '../../../../shared/schemas/replay';

/**
 * One replay or shadow run the renderer started: its id (chosen here, so that Cancel works before
 * the first progress event), how far it got, and how it ended. `needs-consent` waits for the user
 * to run it anyway or to decline (`declined`); `cancelled` keeps what the service returned, if
 * anything.
 */
export interface ReplayJob<T> {
  jobId: string;
  status: 'running' | 'needs-consent' | 'declined' | 'done' | 'cancelled' | 'failed';
  progress: { done: number; total: number } | null;
  /** Why the service asked before running (untrusted hooks, destructive tools). */
  reasons: ReplayConsentReason[];
  value: T | null;
  error: AppError | null;
}

let serial = 0;

/** A job id no other job of this page has; other windows pick theirs with their own clock. */
export function newJobId(): string {
  serial += 1;
  const random = Math.floor(Math.random() * 36 ** 6).toString(36);
  return `replay-${Date.now().toString(36)}-${random}-${serial}`;
}

export function startJob<T>(jobId: string): ReplayJob<T> {
  return { jobId, status: 'running', progress: null, reasons: [], value: null, error: null };
}

/**
 * The job once the service answered. A cancelled job stays cancelled whatever came back (the
 * cases it finished, if the service returns them, are kept); a `cancelled` error is no failure.
 */
function settleJob<R extends { kind: string }, T>(
  job: ReplayJob<T>,
  result: Result<R | ReplayNeedsConsent>,
  pick: (done: R) => T,
): ReplayJob<T> {
  const cancelled = job.status === 'cancelled';
  if (!result.ok) {
    if (cancelled || result.error.code === 'cancelled') return { ...job, status: 'cancelled' };
    return { ...job, status: 'failed', error: result.error };
  }
  const answer = result.value;
  if (isNeedsConsent(answer)) {
    return cancelled ? job : { ...job, status: 'needs-consent', reasons: answer.reasons };
  }
  return { ...job, status: cancelled ? 'cancelled' : 'done', value: pick(answer as R) };
}

const isNeedsConsent = (answer: { kind: string }): answer is ReplayNeedsConsent =>
  answer.kind === 'needs-consent';

/** The job with a pushed progress event applied, when the event is about it and it still runs. */
export function progressJob<T>(job: ReplayJob<T> | null, progress: ReplayProgress) {
  if (!job || job.jobId !== progress.jobId || job.status !== 'running') return job;
  return { ...job, progress: { done: progress.done, total: progress.total } };
}

/**
 * Runs one job: records it as running, sends the request with its id, and records how it ended
 * unless another job took its place meanwhile (a newer replay, a closed panel).
 */
export async function runJob<R extends { kind: string }, T>(options: {
  jobId: string;
  send: (jobId: string) => Promise<Result<R | ReplayNeedsConsent>>;
  pick: (done: R) => T;
  current: () => ReplayJob<T> | null;
  store: (job: ReplayJob<T>) => void;
}): Promise<void> {
  const { jobId } = options;
  options.store(startJob(jobId));
  const result = await options.send(jobId);
  const now = options.current();
  if (now?.jobId !== jobId) return;
  options.store(settleJob(now, result, options.pick));
}

/**
 * Whether the service stopped to ask before running: a `needs-consent` answer, or (a suite run,
 * whose answer has no such kind) an `untrusted` error whose message lists what it would run.
 */
export function asksForConsent(job: ReplayJob<unknown>): boolean {
  return (
    job.status === 'needs-consent' || (job.status === 'failed' && job.error?.code === 'untrusted')
  );
}
