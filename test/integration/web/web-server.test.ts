import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import type { AppServices, PushedEvent } from '../../../electron/services/app-services';
import { createContractHandlers } from '../../../electron/services/contract-handlers';
import { Emitter } from '../../../electron/services/events';
import { MAX_MESSAGE_BYTES } from '../../../shared/contract';
import { startWebServer, type RunningWebServer } from '../../../electron/web/web-server';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';

const TOKEN = 'test-token-0123456789';

describe('the web transport', () => {
  let temp: TempHome;
  let services: AppServices;
  let server: RunningWebServer;
  let base: string;

  beforeEach(async () => {
    temp = await createTempHome();
    services = await createTestServices(temp);
    const staticDir = await temp.mkdir('static');
    await fs.writeFile(
      path.join(staticDir, 'index.html'),
      '<!doctype html><title>Hookyard</title>',
    );
    server = await startWebServer({
      handlers: createContractHandlers(services),
      onDidPush: services.onDidPush,
      staticDir,
      host: '127.0.0.1',
      port: 0,
      token: TOKEN,
      logger: { error: () => {} },
    });
    base = `http://127.0.0.1:${server.port}`;
  });
  afterEach(async () => {
    await server.close();
    await services.dispose();
    await temp.cleanup();
  });

  it('answers 401 to a page, an API call or a wrong token without the launch token', async () => {
    expect((await fetch(`${base}/`)).status).toBe(401);
    expect(
      (await fetch(`${base}/api/workspaces:list`, { method: 'POST', body: '{}' })).status,
    ).toBe(401);
    expect((await fetch(`${base}/?token=wrong-token-0123456789`)).status).toBe(401);
  });

  it('serves the UI with a strict CSP and sets the token cookie for its assets', async () => {
    const page = await fetch(server.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const cookie = page.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly; SameSite=Strict/);
    const asset = await fetch(`${base}/some/route`, {
      headers: { cookie: cookie.split(';')[0] as string },
    });
    expect(asset.status).toBe(200);
  });

  it('never serves a file outside the UI folder', async () => {
    const auth = { headers: { authorization: `Bearer ${TOKEN}` } };
    for (const attempt of ['/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/a%00b']) {
      const response = await fetch(`${base}${attempt}`, auth);
      const body = await response.text();
      expect(body, attempt).not.toContain('root:');
      expect([200, 400], attempt).toContain(response.status);
    }
  });

  it('dispatches API calls and rejects malformed and oversized ones', async () => {
    const call = (channel: string, body: string) =>
      fetch(`${base}/api/${channel}`, {
        method: 'POST',
        body,
        headers: { authorization: `Bearer ${TOKEN}` },
      });
    expect(await (await call('workspaces:list', '{}')).json()).toEqual({ ok: true, value: [] });
    expect(await (await call('workspaces:remove', '{"workspaceId": 5}')).json()).toMatchObject({
      ok: false,
      error: { code: 'invalid-request' },
    });
    expect((await call('workspaces:list', '{not json')).status).toBe(400);
    expect((await call('workspaces:list', 'x'.repeat(MAX_MESSAGE_BYTES + 1))).status).toBe(413);
  });

  it('refuses a WebSocket without the token or from another origin', async () => {
    const status = (url: string, headers: Record<string, string> = {}) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(url, { headers });
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('open', () => (socket.close(), resolve(101)));
        socket.on('error', () => resolve(-1));
      });
    expect(await status(`ws://127.0.0.1:${server.port}/ws`)).toBe(401);
    expect(
      await status(`ws://127.0.0.1:${server.port}/ws?token=${TOKEN}`, {
        origin: 'http://evil.example',
      }),
    ).toBe(401);
    expect(await status(`ws://127.0.0.1:${server.port}/ws?token=${TOKEN}`)).toBe(101);
  });

  it('answers requests over the WebSocket and pushes events to it', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/ws?token=${TOKEN}`);
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
    await new Promise((resolve) => socket.once('open', resolve));
    const folder = await temp.mkdir('ws/project');
    socket.send(JSON.stringify({ id: 1, channel: 'workspaces:add', request: { roots: [folder] } }));
    await expect.poll(() => messages.length).toBeGreaterThanOrEqual(2);
    expect(messages).toContainEqual(
      expect.objectContaining({ id: 1, result: expect.objectContaining({ ok: true }) }),
    );
    expect(messages).toContainEqual({ event: 'workspaces:changed', payload: {} });
    socket.close();
  });

  // Serve left running with no page open: the approvals' pending list comes with every change
  // while agents call the bridge, and each was serialized for nobody.
  it('serializes a pushed event only when a page is connected to receive it', async () => {
    const pushes = new Emitter<PushedEvent>();
    const own = await startWebServer({
      handlers: createContractHandlers(services),
      onDidPush: pushes.event,
      staticDir: await temp.mkdir('static-own'),
      host: '127.0.0.1',
      port: 0,
      token: TOKEN,
      logger: { error: () => {} },
    });
    let serialized = 0;
    const event = {
      event: 'approvals:changed',
      payload: { pending: [], toJSON: () => (serialized++, { pending: [] }) },
    } as unknown as PushedEvent;
    pushes.fire(event);
    expect(serialized).toBe(0);
    const socket = new WebSocket(`ws://127.0.0.1:${own.port}/ws?token=${TOKEN}`);
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
    await new Promise((resolve) => socket.once('open', resolve));
    pushes.fire(event);
    await expect
      .poll(() => messages)
      .toEqual([{ event: 'approvals:changed', payload: { pending: [] } }]);
    expect(serialized).toBe(1);
    socket.close();
    await own.close();
  });

  it('answers a malformed cookie or percent-encoding with 400 or 401, on pages and upgrades', async () => {
    const bad = { cookie: 'hookyard_token=%ZZ' };
    expect((await fetch(`${base}/`, { headers: bad })).status).toBe(401);
    const auth = { authorization: `Bearer ${TOKEN}` };
    expect(
      (await fetch(`${base}/api/%ZZ`, { method: 'POST', body: '{}', headers: auth })).status,
    ).toBe(400);
    const upgrade = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, { headers: bad });
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('error', () => resolve(-1));
    });
    expect(upgrade).toBe(401);
    expect((await fetch(server.url)).status).toBe(200);
  });

  it('closes only the connection that sends a bad frame (1009 too large, 1007 bad UTF-8)', async () => {
    const closeCode = (send: (socket: WebSocket) => void) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${server.port}/ws?token=${TOKEN}`);
        socket.on('open', () => send(socket));
        socket.on('close', (code) => resolve(code));
        socket.on('error', () => undefined);
      });
    expect(await closeCode((socket) => socket.send('x'.repeat(MAX_MESSAGE_BYTES + 1)))).toBe(1009);
    expect(
      await closeCode((socket) => socket.send(Buffer.from([0xff, 0xfe]), { binary: false })),
    ).toBe(1007);
    expect((await fetch(server.url)).status).toBe(200);
  });
});
