import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { readJsonBody, type BodyResult } from '../../../electron/services/http/read-json-body';

// readJsonBody on a real HTTP server on 127.0.0.1: what each body reads as, and what happens when
// the caller hangs up mid-body.

const MAX = 1024;
let server: http.Server | null = null;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(null));
  server = null;
});

/** A server whose every request is read by readJsonBody; `read` settles with the first one. */
async function listen(
  destroyMidBody = false,
): Promise<{ port: number; read: Promise<BodyResult> }> {
  let settle!: (result: Promise<BodyResult>) => void;
  const read = new Promise<BodyResult>((resolve) => (settle = resolve));
  server = http.createServer((request, response) => {
    const body = readJsonBody(request, MAX);
    settle(body);
    // As the server's slow-client check does: the request ends with `close`, and no `error`.
    if (destroyMidBody) request.once('data', () => request.destroy());
    body.then(
      (result) => response.writeHead(result.ok ? 200 : result.status).end(),
      () => response.destroy(),
    );
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, read };
}

/** Sends raw bytes; resolves with the status line of the answer (or '' when none came). */
function send(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(raw));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

const post = (body: string, headers = `Content-Length: ${Buffer.byteLength(body)}`) =>
  `POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${headers}\r\n\r\n${body}`;

describe('reading a JSON request body', () => {
  it('reads a JSON body, and an empty one as {}', async () => {
    for (const [body, value] of [
      ['{"a":[1,"é"]}', { a: [1, 'é'] }],
      ['  \n', {}],
    ] as const) {
      const { port, read } = await listen();
      expect(await send(port, post(body))).toBe('HTTP/1.1 200 OK');
      expect(await read).toEqual({ ok: true, value });
      await new Promise((resolve) => server?.close(resolve));
    }
  });

  it('answers 400 for a body that is not JSON', async () => {
    const { port, read } = await listen();
    expect(await send(port, post('{"a":'))).toBe('HTTP/1.1 400 Bad Request');
    expect(await read).toMatchObject({ ok: false, status: 400 });
  });

  it('answers 413 to a streamed body past the limit, and the caller reads it', async () => {
    const { port, read } = await listen();
    const chunk = 'x'.repeat(600);
    const chunked = `${(600).toString(16)}\r\n${chunk}\r\n`.repeat(3) + '0\r\n\r\n';
    expect(await send(port, post(chunked, 'Transfer-Encoding: chunked'))).toBe(
      'HTTP/1.1 413 Payload Too Large',
    );
    expect(await read).toMatchObject({ ok: false, status: 413 });
  });

  it('fails, and does not wait forever, when the caller hangs up mid-body', async () => {
    const { port, read } = await listen();
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(post('{"a":', 'Content-Length: 100')),
    );
    // The server has the request (its headers and part of its body): then the caller leaves.
    const reading = await Promise.race([
      read,
      new Promise<never>(() => setTimeout(() => socket.destroy(), 100)),
    ]).catch((error: unknown) => error);
    expect(reading).toBeInstanceOf(Error);
  });

  it('fails when the request is destroyed before its end with no error', async () => {
    const { port, read } = await listen(true);
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(post('{"a":', 'Content-Length: 100')),
    );
    expect(await read.catch((error: unknown) => error)).toBeInstanceOf(Error);
    socket.destroy();
  });
});
