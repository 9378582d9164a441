import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { WebSocketServer, type WebSocket } from 'ws';

import { dispatch, type ContractHandlers, type DispatchLogger } from '../../shared/contract';
import { AppFailure, err } from '../../shared/result';
import type { PushedEvent } from '../services/app-services';
import type { Disposable } from '../services/events';
import { readJsonBody } from './read-json-body';
import { securityHeaders } from './security-headers';
import { serveStatic } from './static-files';
import { presentedToken, TOKEN_COOKIE, tokenMatches } from './token-auth';

const MAX_MESSAGE_BYTES = 1024 * 1024;

export interface WebServerOptions {
  handlers: ContractHandlers;
  /** Subscribes to the services' pushed events; forwarded to every authenticated socket. */
  onDidPush: (listener: (event: PushedEvent) => void) => Disposable;
  staticDir: string;
  host: string;
  port: number;
  token: string;
  logger: DispatchLogger;
}

export interface RunningWebServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The browser transport of the contract: the built renderer over HTTP, `POST /api/<channel>`
 * for scripts, and a WebSocket at `/ws` carrying `{id, channel, request}` → `{id, result}` plus
 * pushed `{event, payload}`. Every request and upgrade without the launch token gets 401.
 */
export async function startWebServer(options: WebServerOptions): Promise<RunningWebServer> {
  const server = http.createServer((request, response) => {
    void handleHttp(options, request, response).catch((error) => {
      options.logger.error('HTTP request failed', error);
      if (!response.headersSent) response.writeHead(500).end('Internal error');
    });
  });
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  server.on('upgrade', (request, socket, head) => {
    const url = requestUrl(request);
    if (
      url.pathname !== '/ws' ||
      !tokenMatches(presentedToken(request, url), options.token) ||
      !sameOrigin(request)
    ) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => serveSocket(options, ws));
  });
  const subscription = options.onDidPush((event) => {
    const text = JSON.stringify(event);
    for (const client of sockets.clients) if (client.readyState === client.OPEN) client.send(text);
  });
  // Slow clients must not hold the process: bound header and request time.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const hostForUrl = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    port,
    url: `http://${hostForUrl}:${port}/?token=${options.token}`,
    close: async () => {
      subscription.dispose();
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function handleHttp(
  options: WebServerOptions,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = requestUrl(request);
  for (const [name, value] of Object.entries(securityHeaders())) response.setHeader(name, value);
  const token = presentedToken(request, url);
  if (!tokenMatches(token, options.token)) {
    response
      .writeHead(401, { 'content-type': 'text/plain; charset=utf-8' })
      .end(
        'Hookyard needs the token printed when it started: open the full URL from the terminal.',
      );
    return;
  }
  if (url.searchParams.has('token')) {
    response.setHeader(
      'set-cookie',
      `${TOKEN_COOKIE}=${encodeURIComponent(options.token)}; HttpOnly; SameSite=Strict; Path=/`,
    );
  }
  if (url.pathname.startsWith('/api/')) {
    if (request.method !== 'POST') {
      response.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    const body = await readJsonBody(request, MAX_MESSAGE_BYTES);
    if (!body.ok) {
      response
        .writeHead(body.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(err(body.failure.toAppError())));
      return;
    }
    const channel = decodeURIComponent(url.pathname.slice('/api/'.length));
    const result = await dispatch(options.handlers, channel, body.value, options.logger);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405).end();
    return;
  }
  await serveStatic(options.staticDir, url.pathname, response);
}

function serveSocket(options: WebServerOptions, ws: WebSocket): void {
  ws.on('message', (data) => {
    let message: { id?: unknown; channel?: unknown; request?: unknown };
    try {
      message = JSON.parse(data.toString());
    } catch {
      ws.send(
        JSON.stringify({
          id: null,
          result: err(new AppFailure('invalid-request', 'message-not-json').toAppError()),
        }),
      );
      return;
    }
    const id = typeof message?.id === 'number' ? message.id : null;
    void dispatch(options.handlers, message?.channel, message?.request, options.logger).then(
      (result) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ id, result }));
      },
    );
  });
}

function requestUrl(request: IncomingMessage): URL {
  return new URL(request.url ?? '/', 'http://localhost');
}

// A page on another site must not drive the API through a user's browser.
function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
