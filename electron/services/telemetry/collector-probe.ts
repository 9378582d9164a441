import type { TelemetryTestResult } from '../../../shared/schemas/telemetry';
import { logsUrl } from './otlp-url';

/**
 * Asks the collector whether it takes logs from here: an empty ExportLogsServiceRequest (zero
 * bytes is a valid empty protobuf message) with the configured headers, so that nothing shows
 * up in the collector's data. Says what came back: the status and the collector's words, or
 * the network error. Never throws.
 */
export async function probeCollector(
  endpoint: string,
  headers: Record<string, string>,
  timeoutMs = 5_000,
): Promise<TelemetryTestResult> {
  let url: string;
  try {
    url = logsUrl(endpoint);
  } catch {
    return { ok: false, status: null, message: `not a URL: ${endpoint}` };
  }
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-protobuf' },
      body: new Uint8Array(0),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = printable(await response.text());
    const words = text || response.statusText;
    return {
      ok: response.ok,
      status: response.status,
      message: response.ok
        ? `accepted (HTTP ${response.status})`
        : `HTTP ${response.status} ${words}`,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `no answer within ${timeoutMs / 1000} s`
        : (cause?.code ?? cause?.message ?? (error as Error).message);
    return { ok: false, status: null, message: `${url}: ${reason}` };
  }
}

// A protobuf answer is binary; only readable words go to the UI.
function printable(text: string): string {
  return text
    .replace(/[^\x20-\x7e]+/g, ' ')
    .trim()
    .slice(0, 300);
}
