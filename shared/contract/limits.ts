import { AppFailure } from '../result';

const MIB = 1024 * 1024;

/** The longest folder path a request may name, in characters (beyond any OS's own limit). */
export const MAX_PATH_CHARS = 4096;

/** The longest script the editor may save, in characters (what zod's `max` counts). */
export const MAX_SCRIPT_CHARS = 4 * MIB;

/**
 * The largest request one message may carry, in UTF-8 bytes, on every transport (WebSocket
 * frame, `POST /api/` body). Sized so that the largest script the contract accepts still fits
 * once encoded: 4 Mi characters take up to 12 MiB as UTF-8, plus the JSON envelope. The
 * renderer checks a message against it before sending, so that the user reads "too large"
 * instead of losing the connection.
 */
export const MAX_MESSAGE_BYTES = 16 * MIB;

/**
 * The failure for a script past MAX_SCRIPT_CHARS, in the same words as a message too large, so
 * that the editor says why a save cannot happen instead of "invalid request" (sizes in MB of
 * characters: what a script of plain text weighs).
 */
export function scriptOversizeOf(text: string): AppFailure | null {
  if (text.length <= MAX_SCRIPT_CHARS) return null;
  return new AppFailure('invalid-request', 'failure.script-too-large', {
    size: megabytes(text.length),
    max: megabytes(MAX_SCRIPT_CHARS),
  });
}

/** The failure for a message text past MAX_MESSAGE_BYTES once encoded; null when it fits. */
export function oversizeOf(text: string): AppFailure | null {
  // At most 3 bytes per UTF-16 unit: most messages need no encoding to be measured.
  if (text.length * 3 <= MAX_MESSAGE_BYTES) return null;
  const bytes = new TextEncoder().encode(text).byteLength;
  return bytes > MAX_MESSAGE_BYTES ? messageTooLarge(bytes) : null;
}

/**
 * A size in MB (10^6 bytes, as file managers show sizes) with one decimal, as the "too large"
 * text shows it: a 20 MB paste reads "20 MB", not 19.1.
 */
function megabytes(bytes: number): number {
  return Math.round(bytes / 100_000) / 10;
}

/** The failure for a message of `bytes` over the transport limit, in words the user can act on. */
function messageTooLarge(bytes: number): AppFailure {
  return new AppFailure('invalid-request', 'failure.message-too-large', {
    size: megabytes(bytes),
    max: megabytes(MAX_MESSAGE_BYTES),
  });
}
