import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';

import { TelemetryShareSchema, type TelemetrySettings } from '../../../shared/schemas/telemetry';
import { takeExportLock } from '../../services/telemetry/export-lock';
import { LogExporter } from '../../services/telemetry/log-exporter';
import { logsUrl } from '../../services/telemetry/otlp-url';
import { telemetryPaths } from '../../services/telemetry/telemetry-paths';
import { TelemetrySettingsFile } from '../../services/telemetry/telemetry-settings';
import { version } from '../../../package.json';
import type { CliIo } from '../cli-io';
import { usageOf } from '../usage';
import { dataDirOf } from './audit-open';

const OPTIONS = {
  once: { type: 'boolean', default: false },
  follow: { type: 'boolean', default: false },
  'data-dir': { type: 'string' },
  endpoint: { type: 'string' },
  header: { type: 'string', multiple: true, default: [] as string[] },
  share: { type: 'string' },
  batch: { type: 'string', default: '500' },
  'max-tries': { type: 'string' },
  'backoff-ms': { type: 'string', default: '1000' },
  help: { type: 'boolean', default: false },
} satisfies ParseArgsConfig['options'];

/**
 * `hookyard export --once | --follow`: sends the audit log to the OTLP collector of the export
 * settings (or `--endpoint`), through the same cursor as the app, while the app is closed or
 * open (only one of them exports at a time). `--once` ends when the log is sent (exit 0) or the
 * collector failed `--max-tries` times in a row (exit 1); `--follow` runs until interrupted.
 */
export async function exportCli(
  argv: string[],
  io: CliIo,
  context: { env: NodeJS.ProcessEnv; signal: AbortSignal },
): Promise<number> {
  let values;
  try {
    values = parseArgs({ args: argv, options: OPTIONS, allowPositionals: false }).values;
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${usageOf('export')}`);
    return 2;
  }
  if (values.help) {
    io.out(usageOf('export'));
    return 0;
  }
  if (values.once === values.follow) {
    io.err(`export needs exactly one of --once and --follow\n\n${usageOf('export')}`);
    return 2;
  }
  const dataDir = dataDirOf(values['data-dir'], context.env);
  const paths = telemetryPaths(dataDir);
  const loaded = new TelemetrySettingsFile(paths.settings).load();
  if (loaded.problem) io.err(`The export settings could not be read (${loaded.problem}).`);
  const settings = withFlags(loaded.settings, values, io);
  if (typeof settings === 'number') return settings;
  if (!settings.endpoint) {
    io.err('No collector: set one in Settings › Export or pass --endpoint URL.');
    return 2;
  }
  const numbers = wholeNumbers(values, io);
  if (numbers === null) return 2;
  const lock = takeExportLock(paths.lock);
  if (!lock.ok) {
    io.err(`Not exporting: ${lock.reason}.`);
    return 1;
  }
  const url = logsUrl(settings.endpoint);
  // Loaded here, not with the CLI: OpenTelemetry takes a third of the CLI's start (see telemetry-service.ts).
  const { OtlpSender } = await import('../../services/telemetry/otlp-sender');
  const sender = new OtlpSender({
    url,
    headers: settings.headers,
    team: settings.team,
    version,
    timeoutMs: 10_000,
  });
  try {
    const exporter = new LogExporter({
      auditDir: path.join(dataDir, 'audit'),
      cursorFile: paths.cursor,
      sender,
      share: settings.share,
      batchSize: numbers.batch,
      backoff: { initialMs: numbers.backoffMs, maxMs: Math.max(numbers.backoffMs, 60_000) },
      maxFailures: numbers.maxTries ?? (values.once ? 8 : undefined),
    });
    const result = await exporter.run(context.signal, values.follow);
    if (!result.ok) {
      io.err(`Sent ${result.sent} entries to ${url}, then gave up: ${result.error}.`);
      io.err(`${result.backlogBytes} bytes of the log wait for the next export.`);
      return 1;
    }
    io.out(`Sent ${result.sent} entries to ${url}.`);
    return 0;
  } finally {
    await sender.dispose();
    lock.lock.release();
  }
}

function withFlags(
  settings: TelemetrySettings,
  values: { endpoint?: string; header: string[]; share?: string },
  io: CliIo,
): TelemetrySettings | number {
  const headers = { ...settings.headers };
  for (const header of values.header) {
    const at = header.indexOf('=');
    if (at < 1) {
      io.err(`--header takes NAME=VALUE, not ${header.split('=')[0]}…`);
      return 2;
    }
    headers[header.slice(0, at)] = header.slice(at + 1);
  }
  const share =
    values.share === undefined ? settings.share : TelemetryShareSchema.safeParse(values.share);
  if (typeof share === 'object' && !share.success) {
    io.err(`--share is one of ${TelemetryShareSchema.options.join(', ')}, not ${values.share}`);
    return 2;
  }
  if (values.endpoint !== undefined && !URL.canParse(values.endpoint)) {
    io.err(`--endpoint is not a URL: ${values.endpoint}`);
    return 2;
  }
  return {
    ...settings,
    endpoint: values.endpoint ?? settings.endpoint,
    headers,
    share: typeof share === 'object' ? share.data : share,
  };
}

function wholeNumbers(
  values: { batch: string; 'max-tries'?: string; 'backoff-ms': string },
  io: CliIo,
): { batch: number; maxTries: number | undefined; backoffMs: number } | null {
  const read = (flag: string, text: string, min: number) => {
    const n = Number(text);
    if (Number.isInteger(n) && n >= min) return n;
    io.err(`--${flag} must be a whole number of at least ${min}, not ${text}`);
    return null;
  };
  const batch = read('batch', values.batch, 1);
  const backoffMs = read('backoff-ms', values['backoff-ms'], 1);
  const maxTries =
    values['max-tries'] === undefined ? undefined : read('max-tries', values['max-tries'], 1);
  if (batch === null || backoffMs === null || maxTries === null) return null;
  return { batch, maxTries, backoffMs };
}
