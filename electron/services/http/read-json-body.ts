import type { IncomingMessage } from 'node:http';

import { AppFailure } from '../../../shared/result';

export type BodyResult =
  { ok: true; value: unknown } | { ok: false; status: number; failure: AppFailure };

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
        failure: new AppFailure('invalid-request', 'failure.request-body-too-large', {
          max: maxBytes,
        }),
      };
    }
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return {
      ok: false,
      status: 400,
      failure: new AppFailure('invalid-request', 'failure.request-body-not-json'),
    };
  }
}
