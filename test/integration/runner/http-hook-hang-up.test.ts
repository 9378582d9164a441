import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

import { afterEach, describe, expect, it } from 'vitest';

import { postHook } from '../../../electron/services/runner/run-http';

describe('an http hook whose receiver hangs up mid-way through a gzip answer', () => {
  let server: http.Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  it('comes back as an unreadable answer, not an error that ends the process', async () => {
    server = http.createServer((_request, response) => {
      const half = zlib.gzipSync(Buffer.from('{"decision":"block"}'.repeat(200))).subarray(0, 40);
      response.writeHead(200, { 'content-encoding': 'gzip', 'content-length': '100000' });
      response.write(half, () => response.socket?.destroy());
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const result = await postHook({
      url: `http://127.0.0.1:${port}/hook`,
      headers: {},
      body: '{}',
      timeoutMs: 5_000,
    });
    expect(result.error?.code).toBe('bad-response');
  });
});
