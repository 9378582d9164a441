import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';

import type { CapturedOutput, SpawnError } from '../../../shared/schemas/run';
import { DEFAULT_STREAM_CAP_BYTES, OutputCapture, emptyOutput } from './output-capture';
import { codedText } from '../../../shared/i18n/coded-text';

/** One POST of a hook payload. Headers are sent exactly as given (no defaults are added). */
export interface HttpHookRequest {
  url: string;
  headers: Readonly<Record<string, string>>;
  body: string;
  timeoutMs: number;
  capBytes?: number;
  signal?: AbortSignal;
}

export interface HttpHookResult {
  startedAt: string;
  endedAt: string;
  durationMs: number;
  status: number | null;
  body: CapturedOutput;
  /** The request could not be made or was not answered in time. */
  error: SpawnError | null;
  timedOut: boolean;
  cancelled: boolean;
}

function decoderFor(encoding: string | undefined): NodeJS.ReadWriteStream | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

/**
 * POSTs `body` to `url` and collects the (decompressed, capped) answer. Never rejects: refused
 * connections, bad URLs, timeouts and cancels come back as `error` with a fix hint.
 */
export function postHook(request: HttpHookRequest): Promise<HttpHookResult> {
  const startedAt = new Date();
  const t0 = performance.now();
  const capture = new OutputCapture(request.capBytes ?? DEFAULT_STREAM_CAP_BYTES);
  return new Promise<HttpHookResult>((resolve) => {
    let status: number | null = null;
    let timedOut = false;
    let cancelled = false;
    let done = false;
    // Set once the request exists; finish() may run before that (a bad URL).
    const timer: { id?: NodeJS.Timeout } = {};
    const finish = (error: SpawnError | null): void => {
      if (done) return;
      done = true;
      clearTimeout(timer.id);
      request.signal?.removeEventListener('abort', onAbort);
      resolve({
        startedAt: startedAt.toISOString(),
        endedAt: new Date().toISOString(),
        durationMs: performance.now() - t0,
        status,
        body: status === null ? emptyOutput() : capture.result(),
        error,
        timedOut,
        cancelled,
      });
    };
    let url: URL;
    try {
      url = new URL(request.url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    } catch {
      finish({
        code: 'invalid-url',
        message: codedText('run.http-not-a-url', { url: request.url }),
        fix: codedText('run.fix-full-url'),
      });
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, { method: 'POST', headers: { ...request.headers } }, (res) => {
      status = res.statusCode ?? null;
      const decoder = decoderFor(res.headers['content-encoding']);
      const stream: NodeJS.ReadableStream = decoder ? res.pipe(decoder) : res;
      const unreadable = (error: Error) =>
        finish({
          code: 'bad-response',
          message: codedText('run.http-unreadable-response', {
            url: request.url,
            message: error.message,
          }),
          fix: codedText('run.fix-response-encoding'),
        });
      stream.on('data', (chunk: Buffer) => capture.push(chunk));
      stream.on('end', () => finish(null));
      stream.on('error', unreadable);
      // pipe() does not forward errors: a receiver that hangs up mid-way through a compressed
      // answer errors the response itself, which must not end the process.
      if (decoder) res.on('error', unreadable);
    });
    timer.id = setTimeout(() => {
      timedOut = true;
      req.destroy(new Error('timeout'));
    }, request.timeoutMs);
    function onAbort(): void {
      cancelled = true;
      req.destroy(new Error('cancelled'));
    }
    request.signal?.addEventListener('abort', onAbort, { once: true });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (timedOut || cancelled) {
        finish({
          code: timedOut ? 'timeout' : 'cancelled',
          message: timedOut
            ? codedText('run.http-no-answer', { url: request.url, ms: request.timeoutMs })
            : codedText('run.http-cancelled'),
          fix: timedOut ? codedText('run.fix-answer-sooner') : null,
        });
        return;
      }
      finish({
        code: error.code ?? 'request-failed',
        message: codedText('run.http-failed', { url: request.url, message: error.message }),
        fix: codedText(
          error.code === 'ECONNREFUSED' ? 'run.fix-start-receiver' : 'run.fix-check-url',
        ),
      });
    });
    if (request.signal?.aborted) onAbort();
    req.end(request.body);
  });
}
