import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

import { WebSocketServer, type WebSocket } from 'ws';

import {
  dispatch,
  MAX_MESSAGE_BYTES,
  type ContractHandlers,
  type DispatchLogger,
} from '../../shared/contract';
import { AppFailure, err } from '../../shared/result';
import type { PushedEvent } from '../services/app-services';
import type { Disposable } from '../services/events';
import { decodeOrNull } from '../services/http/decode-or-null';
import {
  createLimitedHttpServer,
  type SlowClientLimits,
} from '../services/http/limited-http-server';
import { readJsonBody } from '../services/http/read-json-body';
import { tokenMatches } from '../services/http/token-match';
import {
  METRICS_PATH,
  sendMetrics,
  type MetricsSource,
} from '../services/telemetry/metrics/metrics-endpoint';
import { DOWNLOAD_PATH, type DownloadShelf } from './download-shelf';
import { securityHeaders } from './security-headers';
import { serveStatic } from './static-files';
import { presentedToken, TOKEN_COOKIE } from './token-auth';

/** How long a browser or script may take to send its request: the shipped slow-loris guard. */
export const WEB_SLOW_CLIENT_LIMITS: SlowClientLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
};

export interface WebServerOptions {
  handlers: ContractHandlers;
  /** Subscribes to the services' pushed events; forwarded to every authenticated socket. */
  onDidPush: (listener: (event: PushedEvent) => void) => Disposable;
  staticDir: string;
  host: string;
  port: number;
  token: string;
  logger: DispatchLogger;
  /** History exports waiting for the page to fetch them (`GET /download/<id>`). */
  downloads?: DownloadShelf;
  /** Prometheus metrics at `GET /metrics`, behind the token like every other path. */
  metrics?: MetricsSource;
  /** Shorter in tests; `WEB_SLOW_CLIENT_LIMITS` (10 s / 30 s) otherwise. */
  limits?: SlowClientLimits;
}

export interface RunningWebServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The browser transport of the contract: the built renderer over HTTP, `POST /api/<channel>`
 * for scripts, `GET /download/<id>` for exports the page fetches, `GET /metrics` for
 * Prometheus (a bearer token), and a WebSocket at `/ws`
 * carrying `{id, channel, request}` → `{id, result}` plus pushed `{event, payload}`. Every request and upgrade without the launch token gets 401.
 */
export async function startWebServer(options: WebServerOptions): Promise<RunningWebServer> {
  const { logger } = options;
  const server = createLimitedHttpServer(
    options.limits ?? WEB_SLOW_CLIENT_LIMITS,
    (error) => logger.error('The web server failed', error),
    (request, response) => {
      void handleHttp(options, request, response).catch((error) => {
        logger.error('HTTP request failed', error);
        if (!response.headersSent) response.writeHead(500).end('Internal error');
      });
    },
  );
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  server.on('upgrade', (request, socket, head) => {
    // Node hands the raw socket over without its own error listener: a client that resets it
    // now must not end the process (the WebSocket listens for its errors once it is open).
    const onHandshakeError = (error: Error) =>
      logger.error('A WebSocket handshake failed', error.message);
    socket.on('error', onHandshakeError);
    if (!mayUpgrade(options, request)) {
      refuseUpgrade(socket);
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      socket.off('error', onHandshakeError);
      serveSocket(options, ws);
    });
  });
  const subscription = options.onDidPush((event) => {
    // No page open (serve left running): nothing to serialize. Events such as the approvals'
    // pending list come with every change while agents call the bridge.
    if (sockets.clients.size === 0) return;
    const text = JSON.stringify(event);
    for (const client of sockets.clients) if (client.readyState === client.OPEN) client.send(text);
  });
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
  for (const [name, value] of Object.entries(securityHeaders())) response.setHeader(name, value);
  const url = requestUrl(request);
  if (url === null) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad URL');
    return;
  }
  if (!tokenMatches(presentedToken(request, url), options.token)) {
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
    const channel = decodeOrNull(url.pathname.slice('/api/'.length));
    if (channel === null) {
      const failure = new AppFailure('invalid-request', 'failure.unknown-channel', {
        channel: url.pathname.slice('/api/'.length),
      });
      response
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify(err(failure.toAppError())));
      return;
    }
    const result = await dispatch(options.handlers, channel, body.value, options.logger);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405).end();
    return;
  }
  if (url.pathname === METRICS_PATH && options.metrics) {
    await sendMetrics(options.metrics, response);
    return;
  }
  if (url.pathname.startsWith(DOWNLOAD_PATH) && options.downloads) {
    await options.downloads.send(url.pathname.slice(DOWNLOAD_PATH.length), response);
    return;
  }
  await serveStatic(options.staticDir, url.pathname, response);
}

function mayUpgrade(options: WebServerOptions, request: IncomingMessage): boolean {
  const url = requestUrl(request);
  return (
    url !== null &&
    url.pathname === '/ws' &&
    tokenMatches(presentedToken(request, url), options.token) &&
    sameOrigin(request)
  );
}

function refuseUpgrade(socket: Duplex): void {
  socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
}

function serveSocket(options: WebServerOptions, ws: WebSocket): void {
  // A frame ws cannot accept (too large, invalid UTF-8, unmasked, a reserved opcode or close
  // code) makes it close this connection with the matching close code (1009, 1007, 1002) and
  // then emit 'error': one line in the log, and the server goes on.
  ws.on('error', (error) =>
    options.logger.error('Closed a WebSocket connection after a bad frame', error.message),
  );
  ws.on('message', (data) => {
    let message: { id?: unknown; channel?: unknown; request?: unknown };
    try {
      message = JSON.parse(data.toString());
    } catch {
      ws.send(
        JSON.stringify({
          id: null,
          result: err(new AppFailure('invalid-request', 'failure.message-not-json').toAppError()),
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

/** The request's URL, or null when it cannot be one (an absolute-form target such as `http://[`). */
function requestUrl(request: IncomingMessage): URL | null {
  return URL.canParse(request.url ?? '/', 'http://localhost')
    ? new URL(request.url ?? '/', 'http://localhost')
    : null;
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
