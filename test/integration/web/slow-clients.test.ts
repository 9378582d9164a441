import net from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AppServices } from '../../../electron/services/app-services';
import { createContractHandlers } from '../../../electron/services/contract-handlers';
import {
  startWebServer,
  WEB_SLOW_CLIENT_LIMITS,
  type RunningWebServer,
} from '../../../electron/web/web-server';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';

// A client that sends its request slowly holds a connection (and a file descriptor) open. The
// server drops one still sending headers and one still sending its body at its limits, measured
// here as a client sees them. The limits are the server's option: this test passes short ones
// (2 s / 4 s) rather than wait out the shipped 10 s / 30 s, which cost it 32 s; the shipped values
// are checked as constants below. What the timing guards is Node's `connectionsCheckingInterval`:
// Node checks the limits only on that interval, 30 s by default, which let a 2 s limit live to
// about 30 s (and the shipped ones to about 40 s and 60 s).
const LIMITS = { headersTimeoutMs: 2_000, requestTimeoutMs: 4_000 };
// How late a drop may come: Node's 1 s check, then up to ~5 s more seen under a CPU hog. Still
// far short of the 30 s an unset check interval gives.
const SLACK_MS = 10_000;
// The slow client keeps sending, well within the limits, so that it is slow rather than idle.
const DRIP_EVERY_MS = 400;

/** Opens a connection, feeds it `drip` slowly, and resolves with how long until it was closed. */
function timeUntilDropped(port: number, first: string, drip: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(first));
    const timer = setInterval(() => socket.writable && socket.write(drip), DRIP_EVERY_MS);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`not dropped within ${LIMITS.requestTimeoutMs + SLACK_MS} ms`));
    }, LIMITS.requestTimeoutMs + SLACK_MS).unref();
  });
}

describe('slow clients', () => {
  let temp: TempHome;
  let services: AppServices;
  let server: RunningWebServer;
  beforeAll(async () => {
    temp = await createTempHome();
    services = await createTestServices(temp);
    server = await startWebServer({
      handlers: createContractHandlers(services),
      onDidPush: services.onDidPush,
      staticDir: await temp.mkdir('static'),
      host: '127.0.0.1',
      port: 0,
      token: 'test-token-0123456789',
      logger: { error: () => {} },
      limits: LIMITS,
    });
  });
  afterAll(async () => {
    await server?.close();
    await services?.dispose();
    await temp?.cleanup();
  });

  it('ships limits of 10 s for the headers and 30 s for the whole request', () => {
    expect(WEB_SLOW_CLIENT_LIMITS).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 });
  });

  it('drops a client still sending headers and one still sending its body at their limits', async () => {
    const [headers, body] = await Promise.all([
      timeUntilDropped(server.port, 'GET / HTTP/1.1\r\nHost: x\r\n', 'X-Slow: 1\r\n'),
      timeUntilDropped(
        server.port,
        'POST /api/workspaces:list HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n',
        '{',
      ),
    ]);
    console.log(`dropped after ${headers} ms (headers) and ${body} ms (body)`);
    expect(headers).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs - 500);
    expect(headers).toBeLessThan(LIMITS.headersTimeoutMs + SLACK_MS);
    expect(body).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs - 500);
    expect(body).toBeLessThan(LIMITS.requestTimeoutMs + SLACK_MS);
  });
});
