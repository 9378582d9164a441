/**
 * `decodeURIComponent`, or null for text that is not valid percent-encoding (`%ZZ`, a lone
 * `%E0`) or that decodes to a NUL: what a client sends is data, and bad data must get a 4xx,
 * never an exception.
 */
export function decodeOrNull(text: string): string | null {
  try {
    const decoded = decodeURIComponent(text);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}
