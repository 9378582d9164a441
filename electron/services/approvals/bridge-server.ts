import fs from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { AppFailure } from '../../../shared/result';
import { createLimitedHttpServer, type SlowClientLimits } from '../http/limited-http-server';
import { readJsonBody } from '../http/read-json-body';
import { tokenMatcher } from '../http/token-match';
import { SELF_RUN_HEADER } from '../runner/self-run-marks';
import {
  METRICS_PATH,
  sendMetrics,
  type MetricsSource,
} from '../telemetry/metrics/metrics-endpoint';
import { APPROVE_PATH, requestTarget } from './request-target';

/** Limits for callers: agents send one hook payload and wait for one answer. */
export interface BridgeLimits extends SlowClientLimits {
  maxBodyBytes: number;
}

const DEFAULT_BRIDGE_LIMITS: BridgeLimits = {
  maxBodyBytes: 4 * 1024 * 1024,
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 10_000,
};

/** One authenticated hook call: the query of its URL and its JSON body. */
export interface BridgeCall {
  query: URLSearchParams;
  body: unknown;
  /** The hook that calls was started by Hookyard itself (SELF_RUN_HEADER), not by an agent. */
  selfRun: boolean;
  /**
   * Calls `listener` when the caller hangs up before the answer; returns the unsubscribe. Only a
   * request that waits for the user listens: an AbortSignal made for every call cost about a
   * tenth of a rule-decided request in a burst profile.
   */
  onHangUp: (listener: () => void) => () => void;
}

export interface BridgeServerOptions {
  secret: string;
  /** Answers a call with the JSON the agent reads; an AppFailure becomes a 4xx. */
  handle: (call: BridgeCall) => Promise<object>;
  /** The TCP port to try first (the previous run's, so installed http hooks keep their URL). */
  preferredPort: number | null;
  socketPath: string | null;
  limits?: BridgeLimits;
  /** Prometheus metrics at `GET /metrics` (the desktop app's local server), behind the secret. */
  metrics?: MetricsSource;
  onError: (error: unknown) => void;
}

export interface RunningBridge {
  httpUrl: string;
  port: number;
  socketPath: string | null;
  /** The addresses actually bound (for the loopback check). */
  addresses(): AddressInfo[];
  close(): Promise<void>;
}

export const SECRET_HEADER = 'x-hookyard-secret';

/**
 * The approvals bridge: the same HTTP protocol on 127.0.0.1 (never another interface) and on a
 * Unix socket / named pipe. `POST /v1/approve?...` with the secret in `X-Hookyard-Secret` (or
 * `Authorization: Bearer`); anything without it is 401 before the body is read, a body past
 * the limit is 413, and callers too slow to send their request are cut off (408). A call with
 * `X-Hookyard-Self-Run: 1` comes from a hook Hookyard ran itself (a test, not agent traffic).
 */
export async function startBridgeServer(options: BridgeServerOptions): Promise<RunningBridge> {
  const limits = options.limits ?? DEFAULT_BRIDGE_LIMITS;
  const secretMatches = tokenMatcher(options.secret);
  const make = () => {
    const server = createLimitedHttpServer(limits, options.onError, (request, response) => {
      void serve(options, limits, secretMatches, request, response).catch((error) => {
        options.onError(error);
        if (!response.headersSent) reply(response, 500, { error: 'Internal error' });
      });
    });
    // The answer may take minutes (the user decides): no idle timeout on the response itself.
    server.timeout = 0;
    return server;
  };
  const tcp = make();
  const port = await listenTcp(tcp, options.preferredPort);
  let local: Server | null = null;
  if (options.socketPath) {
    local = make();
    try {
      await listenSocket(local, options.socketPath);
    } catch (error) {
      options.onError(error);
      local = null;
    }
  }
  return {
    httpUrl: `http://127.0.0.1:${port}${APPROVE_PATH}`,
    port,
    socketPath: local ? options.socketPath : null,
    addresses: () => [tcp.address() as AddressInfo],
    close: async () => {
      await Promise.all([tcp, local].map((server) => server && closeServer(server)));
      if (local && options.socketPath && process.platform !== 'win32')
        await fs.rm(options.socketPath, { force: true });
    },
  };
}

async function serve(
  options: BridgeServerOptions,
  limits: BridgeLimits,
  secretMatches: (presented: string | null) => boolean,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (!secretMatches(presentedSecret(request))) {
    request.resume();
    return reply(response, 401, { error: 'A valid Hookyard approvals secret is required.' });
  }
  const { pathname, query } = requestTarget(request.url ?? '/');
  if (pathname === METRICS_PATH && options.metrics && request.method === 'GET') {
    return sendMetrics(options.metrics, response);
  }
  if (pathname !== APPROVE_PATH) return reply(response, 404, { error: 'Not found.' });
  if (request.method !== 'POST') return reply(response, 405, { error: 'Use POST.' });
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limits.maxBodyBytes) {
    request.resume();
    return reply(response, 413, { error: `The body is larger than ${limits.maxBodyBytes} bytes.` });
  }
  const body = await readJsonBody(request, limits.maxBodyBytes);
  if (!body.ok) return reply(response, body.status, { error: body.failure.message });
  try {
    const answer = await options.handle({
      query,
      body: body.value,
      selfRun: request.headers[SELF_RUN_HEADER] === '1',
      onHangUp: (listener) => onHangUp(response, listener),
    });
    reply(response, 200, answer);
  } catch (error) {
    if (!(error instanceof AppFailure)) throw error;
    reply(response, error.code === 'not-found' ? 404 : 400, { error: error.message });
  }
}

/** BridgeCall.onHangUp: a response closed before it was finished is a caller that left. */
function onHangUp(response: ServerResponse, listener: () => void): () => void {
  const closed = () => {
    if (!response.writableFinished) listener();
  };
  // Gone already (while the call was being read): the listener hears it at once.
  if (response.closed) {
    closed();
    return () => {};
  }
  response.once('close', closed);
  return () => response.off('close', closed);
}

function presentedSecret(request: IncomingMessage): string | null {
  const header = request.headers[SECRET_HEADER];
  if (typeof header === 'string' && header) return header;
  return /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

function reply(response: ServerResponse, status: number, body: object): void {
  if (response.headersSent || response.destroyed) return;
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    // A refused caller's connection is not kept for another try.
    ...(status >= 400 && { connection: 'close' }),
  });
  response.end(text);
}

async function listenTcp(server: Server, preferred: number | null): Promise<number> {
  if (preferred) {
    try {
      return await listen(server, { port: preferred, host: '127.0.0.1' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  return listen(server, { port: 0, host: '127.0.0.1' });
}

async function listenSocket(server: Server, socketPath: string): Promise<void> {
  if (process.platform !== 'win32') await removeStaleSocket(socketPath);
  await listen(server, { path: socketPath });
  if (process.platform !== 'win32') await fs.chmod(socketPath, 0o600);
}

// A socket file left by a crashed run blocks listen (EADDRINUSE); anything else is not ours.
async function removeStaleSocket(socketPath: string): Promise<void> {
  const stats = await fs.lstat(socketPath).catch(() => null);
  if (stats?.isSocket()) await fs.rm(socketPath);
}

function listen(server: Server, address: { port: number; host: string } | { path: string }) {
  return new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      const bound = server.address();
      resolve(typeof bound === 'object' && bound ? bound.port : 0);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
