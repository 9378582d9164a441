import os from 'node:os';

import type { LogRecord } from '@opentelemetry/api-logs';
import { ExportResultCode } from '@opentelemetry/core';
import { OTLPLogExporter } from '@opentelemetry/exporter-logs-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  LoggerProvider,
  type LogRecordProcessor,
  type ReadableLogRecord,
  type SdkLogRecord,
} from '@opentelemetry/sdk-logs';

/** Where and how to send. */
export interface OtlpTarget {
  /** The full OTLP/HTTP logs URL (see logsUrl). */
  url: string;
  headers: Record<string, string>;
  /** `hookyard.team` on the resource, when set. */
  team: string | null;
  version: string;
  /** How long one request (with the exporter's own retries of 429/502/503/504) may take. */
  timeoutMs: number;
}

/** The collector's answer to one batch: accepted, or why not. */
export type SendResult = { ok: true } | { ok: false; status: number | null; message: string };

/**
 * OTLP/HTTP (protobuf) through the OpenTelemetry JS SDK: the SDK's LoggerProvider builds the
 * records (resource, scope, attribute limits) and its OTLP exporter sends them, retrying 429 and
 * 5xx-unavailable answers itself with backoff and Retry-After. One batch is one request, and its
 * result is awaited, so the caller moves its cursor only past what the collector accepted: the
 * SDK's BatchLogRecordProcessor would drop records after a failed export instead.
 */
export class OtlpSender {
  readonly #exporter: OTLPLogExporter;
  readonly #provider: LoggerProvider;
  readonly #collected: SdkLogRecord[] = [];

  constructor(target: OtlpTarget) {
    this.#exporter = new OTLPLogExporter({
      url: target.url,
      headers: target.headers,
      timeoutMillis: target.timeoutMs,
    });
    const collector: LogRecordProcessor = {
      onEmit: (record) => void this.#collected.push(record),
      forceFlush: async () => undefined,
      shutdown: async () => undefined,
    };
    this.#provider = new LoggerProvider({
      resource: resourceFromAttributes({
        'service.name': 'hookyard',
        'service.version': target.version,
        'host.name': os.hostname(),
        'user.name': safeUserName(),
        ...(target.team ? { 'hookyard.team': target.team } : {}),
      }),
      processors: [collector],
    });
  }

  /** Builds the SDK records of a batch (exposed so that the benchmark can time the raw exporter). */
  build(records: readonly LogRecord[]): ReadableLogRecord[] {
    const logger = this.#provider.getLogger('hookyard.audit');
    for (const record of records) logger.emit(record);
    return this.#collected.splice(0);
  }

  /** Sends one batch and waits for the collector's answer. Never throws. */
  send(records: readonly LogRecord[]): Promise<SendResult> {
    return this.sendBuilt(this.build(records));
  }

  sendBuilt(built: ReadableLogRecord[]): Promise<SendResult> {
    return new Promise((resolve) => {
      this.#exporter.export(built, (result) => {
        if (result.code === ExportResultCode.SUCCESS) return resolve({ ok: true });
        const error = result.error as (Error & { code?: number; data?: string }) | undefined;
        resolve({
          ok: false,
          status: typeof error?.code === 'number' ? error.code : null,
          message: describe(error),
        });
      });
    });
  }

  async dispose(): Promise<void> {
    await this.#exporter.shutdown();
    await this.#provider.shutdown();
  }
}

function describe(error: (Error & { code?: number; data?: string }) | undefined): string {
  if (!error) return 'the collector did not accept the batch';
  const words = error.data ? `${error.message}: ${error.data.slice(0, 300)}` : error.message;
  return typeof error.code === 'number' ? `HTTP ${error.code} ${words}` : words;
}

function safeUserName(): string {
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}
