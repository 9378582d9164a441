import { timingSafeEqual } from 'node:crypto';

/** Constant-time comparison, so that the token cannot be guessed byte by byte. */
export function tokenMatches(presented: string | null, expected: string): boolean {
  if (presented === null) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
