/**
 * The time left until `deadlineAt` as the countdown shows it: `m:ss` (or `h:mm:ss` from an hour
 * on), rounded up so that `0:00` only shows once the time is really over; null when it is over.
 */
export function countdownText(deadlineAt: number, now: number): string | null {
  const left = Math.ceil((deadlineAt - now) / 1000);
  if (left <= 0) return null;
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = String(left % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** The part of the time still left, 0–1, for the countdown's bar. */
export function countdownShare(receivedAt: number, deadlineAt: number, now: number): number {
  const total = deadlineAt - receivedAt;
  if (total <= 0) return 0;
  return Math.min(Math.max((deadlineAt - now) / total, 0), 1);
}
