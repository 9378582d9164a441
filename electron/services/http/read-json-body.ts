import type { IncomingMessage } from 'node:http';

export type BodyResult =
  { ok: true; value: unknown } | { ok: false; status: number; message: string };

/** Reads a JSON request body up to `maxBytes`: 413 past that, 400 for bad JSON; an empty body is `{}`. */
export async function readJsonBody(
  request: IncomingMessage,
  maxBytes: number,
): Promise<BodyResult> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      // Discard the rest instead of resetting, so the client can read the 413 (the server's
      // request timeout bounds how long a huge upload can keep the socket).
      request.resume();
      return {
        ok: false,
        status: 413,
        message: `The request body is larger than ${maxBytes} bytes.`,
      };
    }
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid JSON.' };
  }
}
