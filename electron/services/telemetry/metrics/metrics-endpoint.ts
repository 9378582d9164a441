import type { ServerResponse } from 'node:http';

/** What `/metrics` serves: HookMetrics in the app and `serve`. */
export interface MetricsSource {
  render(): Promise<{ contentType: string; body: string }>;
}

export const METRICS_PATH = '/metrics';

/**
 * Answers an authenticated `GET /metrics` (the caller checked the token) with the exposition
 * text; a failure to read the index is a 500 with the reason, never a crash of the server.
 */
export async function sendMetrics(source: MetricsSource, response: ServerResponse): Promise<void> {
  try {
    const { contentType, body } = await source.render();
    response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body);
  } catch (error) {
    response
      .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      .end(`Hookyard could not read its metrics: ${(error as Error).message}`);
  }
}
