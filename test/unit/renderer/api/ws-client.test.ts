import type { AddressInfo } from 'node:net';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';

import { createWsClient } from '../../../../renderer/api/ws-client';

const servers: WebSocketServer[] = [];
// The client reconnects a second after a close, for ever: with its timer faked, the one left
// when a test closes its server never fires in the workers the test files share.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
});
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise((resolve) => {
          for (const client of server.clients) client.terminate();
          server.close(resolve);
        }),
    ),
  );
  vi.useRealTimers();
});

/** A WebSocket server on 127.0.0.1 that answers each request with its channel's name. */
async function echoServer(): Promise<string> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  servers.push(server);
  server.on('connection', (socket) =>
    socket.on('message', (data) => {
      const { id, channel } = JSON.parse(String(data)) as { id: number; channel: string };
      socket.send(JSON.stringify({ id, result: { ok: true, value: channel } }));
    }),
  );
  await new Promise((resolve) => server.once('listening', resolve));
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('createWsClient', () => {
  it('sends a request on an open socket in the caller’s task', async () => {
    const sent: string[] = [];
    class RecordingSocket extends WebSocket {
      override send(data: string): void {
        sent.push(data);
        super.send(data);
      }
    }
    const client = createWsClient(await echoServer(), RecordingSocket as never);
    // Before the socket opens, a request waits for it.
    expect(await client.invoke('app:get-info', {})).toEqual({ ok: true, value: 'app:get-info' });
    const reply = client.invoke('history:query', {});
    // Not after the microtasks already queued (React's render of the click that asked).
    expect(sent.map((text) => JSON.parse(text).channel)).toEqual(['app:get-info', 'history:query']);
    expect(await reply).toEqual({ ok: true, value: 'history:query' });
  });
});
