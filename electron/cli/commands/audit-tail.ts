import type { HistoryEntry } from '../../../shared/schemas/history';
import { HistoryReader } from '../../services/history/history-reader';
import { auditPaths } from '../../services/history/history-paths';
import { entryMatches } from '../../services/history/entry-filter';
import { LogFollower } from '../../services/history/log-follower';
import type { CliIo } from '../cli-io';
import { formatAuditLine } from './audit-format';
import { dataDirOf, openAuditWriter } from './audit-open';
import type { HistoryCliOptions } from './audit-options';

const IMPORT_EVERY_MS = 1_000;
const POLL_EVERY_MS = 500;

/**
 * `hookyard audit tail [filters] [--limit N] [--max N] [--json]`: the last entries, then new ones
 * as they arrive, until interrupted (or `--max` entries). When no app holds the store, this
 * process imports the recorder's spool and the agents' logs every second itself; otherwise it
 * follows the log files the app writes.
 */
export async function auditTail(
  options: HistoryCliOptions,
  io: CliIo,
  signal?: AbortSignal,
): Promise<number> {
  const print = (entry: HistoryEntry) =>
    io.out(options.json ? JSON.stringify(entry) : formatAuditLine(entry));
  let printed = 0;
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const show = (entries: HistoryEntry[]) => {
    for (const entry of entries) {
      if (options.max > 0 && printed >= options.max) break;
      if (!entryMatches(entry, options.filter)) continue;
      print(entry);
      printed += 1;
    }
    if (options.max > 0 && printed >= options.max) finish();
  };
  if (signal?.aborted) return 0;
  signal?.addEventListener('abort', () => finish(), { once: true });
  const recent = {
    filter: options.filter,
    cursor: null,
    limit: options.limit ?? 10,
    order: 'desc' as const,
  };

  const writer = await openAuditWriter(options.dataDir, options.env, {
    importIntervalMs: IMPORT_EVERY_MS,
  });
  if (typeof writer !== 'string') {
    try {
      show(writer.query(recent).entries.reverse());
      writer.onDidAppend(show);
      await finished;
    } finally {
      await writer.dispose();
    }
    return 0;
  }
  const dataDir = dataDirOf(options.dataDir, options.env);
  let reader: HistoryReader | null;
  try {
    reader = HistoryReader.open({ dataDir });
  } catch (error) {
    io.err(`${writer}; reading its index failed too: ${(error as Error).message}`);
    return 1;
  }
  const follower = new LogFollower(auditPaths(dataDir).dir);
  if (reader) {
    show(reader.query(recent).entries.reverse());
    reader.dispose();
  }
  const timer = setInterval(() => show(follower.poll()), POLL_EVERY_MS);
  try {
    await finished;
  } finally {
    clearInterval(timer);
  }
  return 0;
}
