import { timingSafeEqual } from 'node:crypto';

/** Constant-time comparison, so that the token cannot be guessed byte by byte. */
export function tokenMatches(presented: string | null, expected: string): boolean {
  return tokenMatcher(expected)(presented);
}

/**
 * `tokenMatches` against one token, its bytes made once: for a server that checks every request
 * against the same secret.
 */
export function tokenMatcher(expected: string): (presented: string | null) => boolean {
  const expectedBytes = Buffer.from(expected);
  return (presented) => {
    if (presented === null) return false;
    const presentedBytes = Buffer.from(presented);
    return (
      presentedBytes.length === expectedBytes.length &&
      timingSafeEqual(presentedBytes, expectedBytes)
    );
  };
}
