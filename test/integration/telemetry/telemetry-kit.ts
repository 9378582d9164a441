import fs from 'node:fs';
import path from 'node:path';

import { onTestFinished } from 'vitest';

import type { TelemetryShare } from '../../../shared/schemas/telemetry';
import type { BackoffPolicy } from '../../../electron/services/telemetry/backoff';
import { LogExporter } from '../../../electron/services/telemetry/log-exporter';
import { OtlpSender } from '../../../electron/services/telemetry/otlp-sender';
import { logsUrl } from '../../../electron/services/telemetry/otlp-url';
import { telemetryPaths } from '../../../electron/services/telemetry/telemetry-paths';
import type { ReceivedRecord } from '../../helpers/otlp-receiver';

/** A LogExporter sending to `endpoint` with the real OTLP exporter; its sender closed at the end. */
export function exporterFor(
  dataDir: string,
  endpoint: string,
  options: {
    share?: TelemetryShare;
    batchSize?: number;
    backoff?: BackoffPolicy;
    timeoutMs?: number;
    maxFailures?: number;
  } = {},
): LogExporter {
  const sender = new OtlpSender({
    url: logsUrl(endpoint),
    headers: { authorization: 'Bearer collector-secret' },
    team: 'platform',
    version: '0.0.0-test',
    timeoutMs: options.timeoutMs ?? 5_000,
  });
  onTestFinished(() => sender.dispose());
  return new LogExporter({
    auditDir: path.join(dataDir, 'audit'),
    cursorFile: telemetryPaths(dataDir).cursor,
    sender,
    share: options.share ?? 'commands',
    batchSize: options.batchSize,
    backoff: options.backoff ?? { initialMs: 50, maxMs: 400 },
    maxFailures: options.maxFailures,
  });
}

/** The entry ids every log file of a data folder holds, in log order. */
export function idsInLog(dataDir: string): string[] {
  const dir = path.join(dataDir, 'audit');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .flatMap((name) => fs.readFileSync(path.join(dir, name), 'utf8').split('\n'))
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { id: string }).id);
}

export function idsOf(records: readonly ReceivedRecord[]): string[] {
  return records.map((record) => String(record.attributes['log.record.uid']));
}

/**
 * "Duplicates only within one batch": every id that arrived more than once belongs to a request
 * that was sent again as a whole. Returns the ids that break this (none, when export is right).
 */
export function duplicatesOutsideResentBatches(
  requests: readonly { records: ReceivedRecord[] }[],
): string[] {
  const seen = new Map<string, number>();
  for (const id of requests.flatMap((r) => idsOf(r.records))) seen.set(id, (seen.get(id) ?? 0) + 1);
  const batchKeys = new Map<string, number>();
  for (const request of requests) {
    const key = idsOf(request.records).join(',');
    batchKeys.set(key, (batchKeys.get(key) ?? 0) + 1);
  }
  const resent = new Set<string>();
  for (const request of requests) {
    const ids = idsOf(request.records);
    if ((batchKeys.get(ids.join(',')) ?? 0) > 1) for (const id of ids) resent.add(id);
  }
  return [...seen].filter(([id, count]) => count > 1 && !resent.has(id)).map(([id]) => id);
}
