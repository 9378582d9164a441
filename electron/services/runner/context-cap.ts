/**
 * Cuts `text` to its first `limit` UTF-16 code units (JavaScript string length, as the agents
 * measure it) and appends `marker` when it was longer.
 */
export function capContext(
  text: string,
  limit: number,
  marker: string,
): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  return { text: text.slice(0, limit) + marker, truncated: true };
}

/** The payload as one line of JSON, exactly as both Cline runtimes and Claude Code send it. */
export function serializePayload(payload: unknown): string {
  return JSON.stringify(payload);
}
