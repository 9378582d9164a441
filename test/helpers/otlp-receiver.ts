import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import protobuf from 'protobufjs';

// The official OTLP definitions (opentelemetry-proto v1.11), copied unchanged into the fixtures.
const PROTO_ROOT = path.resolve(__dirname, '../fixtures/otlp-proto');
const root = new protobuf.Root();
root.resolvePath = (_origin, target) => path.join(PROTO_ROOT, target);
root.loadSync('opentelemetry/proto/collector/logs/v1/logs_service.proto', { keepCase: false });
const RequestType = root.lookupType(
  'opentelemetry.proto.collector.logs.v1.ExportLogsServiceRequest',
);

/** One log record as the collector would see it, attributes flattened to plain values. */
export interface ReceivedRecord {
  body: string;
  severityText: string;
  eventName: string;
  timeUnixNano: string;
  attributes: Record<string, string | number | boolean>;
  resource: Record<string, string | number | boolean>;
}

/** One request that reached the receiver (whatever it answered). */
export interface ReceivedRequest {
  raw: Buffer;
  records: ReceivedRecord[];
  contentType: string | undefined;
  headers: http.IncomingHttpHeaders;
  /** What the receiver did with it. */
  answer: Fault | 'ok';
}

/** What the receiver does with the next request: a status, a delay, or hanging up mid-answer. */
export type Fault = { status: number; retryAfter?: string } | { delayMs: number } | 'hang-up';

/**
 * An OTLP/HTTP logs receiver on 127.0.0.1 that decodes every request with the protobuf schema
 * and can be told to misbehave: queued faults apply to the next requests in order; it can stop
 * listening (`down`) and come back on the same port (`up`).
 */
export class OtlpReceiver {
  readonly requests: ReceivedRequest[] = [];
  readonly faults: Fault[] = [];
  #server: http.Server | null = null;
  #port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  /** Records that were answered 200 (at once or late), in arrival order. */
  accepted(): ReceivedRecord[] {
    return this.requests
      .filter((r) => r.answer === 'ok' || (typeof r.answer === 'object' && 'delayMs' in r.answer))
      .flatMap((r) => r.records);
  }

  /** Every record that arrived, answered or not. */
  all(): ReceivedRecord[] {
    return this.requests.flatMap((r) => r.records);
  }

  async up(): Promise<void> {
    const server = http.createServer((request, response) => this.#handle(request, response));
    await new Promise<void>((resolve) => server.listen(this.#port, '127.0.0.1', resolve));
    this.#port = (server.address() as AddressInfo).port;
    this.#server = server;
  }

  async down(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  #handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const fault = this.faults.shift();
      this.requests.push({
        raw,
        records: decode(raw),
        contentType: request.headers['content-type'],
        headers: request.headers,
        answer: fault ?? 'ok',
      });
      if (fault === 'hang-up') return void request.socket.destroy();
      if (fault && 'status' in fault) {
        const headers = fault.retryAfter ? { 'retry-after': fault.retryAfter } : undefined;
        return void response.writeHead(fault.status, headers).end('collector says no');
      }
      const answer = () =>
        response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
      if (fault && 'delayMs' in fault) setTimeout(answer, fault.delayMs);
      else answer();
    });
  }
}

interface AnyValue {
  /** Which member of the `value` oneof is set (protobufjs's `oneofs: true`). */
  value?: 'stringValue' | 'intValue' | 'doubleValue' | 'boolValue' | string;
  stringValue?: string;
  intValue?: string;
  doubleValue?: number;
  boolValue?: boolean;
}
interface KeyValue {
  key: string;
  value?: AnyValue;
}
interface DecodedRequest {
  resourceLogs?: {
    resource?: { attributes?: KeyValue[] };
    scopeLogs?: {
      logRecords?: {
        body?: AnyValue;
        severityText?: string;
        eventName?: string;
        timeUnixNano?: string;
        attributes?: KeyValue[];
      }[];
    }[];
  }[];
}

function decode(raw: Buffer): ReceivedRecord[] {
  const message = RequestType.toObject(RequestType.decode(raw), {
    longs: String,
    oneofs: true,
  }) as DecodedRequest;
  return (message.resourceLogs ?? []).flatMap((resourceLogs) =>
    (resourceLogs.scopeLogs ?? []).flatMap((scope) =>
      (scope.logRecords ?? []).map((record) => ({
        body: String(valueOf(record.body) ?? ''),
        severityText: record.severityText ?? '',
        eventName: record.eventName ?? '',
        timeUnixNano: record.timeUnixNano ?? '0',
        attributes: flatten(record.attributes ?? []),
        resource: flatten(resourceLogs.resource?.attributes ?? []),
      })),
    ),
  );
}

function flatten(attributes: KeyValue[]): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const { key, value } of attributes) {
    const plain = valueOf(value);
    if (plain !== undefined) out[key] = plain;
  }
  return out;
}

function valueOf(value: AnyValue | undefined): string | number | boolean | undefined {
  switch (value?.value) {
    case 'stringValue':
      return value.stringValue;
    case 'intValue':
      return Number(value.intValue);
    case 'doubleValue':
      return value.doubleValue;
    case 'boolValue':
      return value.boolValue;
    default:
      return undefined;
  }
}
