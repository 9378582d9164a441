/** The JSON value in `text`, or null when it is not JSON (the caller's schema then refuses it). */
export function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
