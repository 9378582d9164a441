import http from 'node:http';

/** How long a slow client may take before the server drops it (slow-loris guard). */
export interface SlowClientLimits {
  /** A caller must have sent its headers within this time… */
  headersTimeoutMs: number;
  /** …and its whole request within this time. */
  requestTimeoutMs: number;
}

/**
 * An HTTP server that drops slow clients at the configured times and never ends the process on
 * an error: a listening server that cannot accept, or a client that sends garbage, is reported
 * through `onError` (Node's default `clientError` answer, 400 or 408, still goes to the client).
 */
export function createLimitedHttpServer(
  limits: SlowClientLimits,
  onError: (error: unknown) => void,
  handle: http.RequestListener,
): http.Server {
  const server = http.createServer(
    // Node checks the header and request timeouts on this interval, 30 s by default: without
    // it a 10 s limit drops a slow client only after up to 40 s.
    { connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs) },
    handle,
  );
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  // Errors while binding go to whoever called listen(); after that, nobody else listens.
  server.on('error', (error) => {
    if (server.listening) onError(error);
  });
  return server;
}
