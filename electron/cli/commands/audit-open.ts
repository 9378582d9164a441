import path from 'node:path';

import type { HistoryPage, HistoryProgress } from '../../../shared/schemas/history';
import { HistoryReader } from '../../services/history/history-reader';
import { HistoryService } from '../../services/history/history-service';
import type { PageRequest } from '../../services/history/index-query';
import { defaultDataDir } from '../../services/platform/data-dir';
import { resolveHostPaths } from '../../services/platform/host-paths';

/** The read side a command needs, whether it owns the store or another process does. */
export interface HistoryQuerySession {
  query(request: PageRequest): HistoryPage;
  /** The writer when this process took the store; null while the app holds it. */
  writer: HistoryService | null;
  close(): Promise<void>;
}

/** `--data-dir`, else HOOKYARD_DATA_DIR, else the app's data folder. */
export function dataDirOf(dataDir: string | undefined, env: NodeJS.ProcessEnv): string {
  return dataDir ? path.resolve(dataDir) : defaultDataDir(env);
}

/**
 * Opens the store as its writer (catching the index up first), or, while another process (the
 * app) holds it, reads that process's index. `env` supplies HOME, HOOKYARD_DATA_DIR and the
 * agents' variables. Returns a message when neither works.
 */
export async function openAuditForQuery(
  dataDir: string | undefined,
  env: NodeJS.ProcessEnv,
): Promise<HistoryQuerySession | string> {
  const writer = await openAuditWriter(dataDir, env);
  if (typeof writer !== 'string') {
    return { query: (request) => writer.query(request), writer, close: () => writer.dispose() };
  }
  let reader: HistoryReader | null;
  try {
    reader = HistoryReader.open({ dataDir: dataDirOf(dataDir, env) });
  } catch (error) {
    return `${writer}; reading its index failed too: ${(error as Error).message}`;
  }
  if (!reader) return writer;
  const opened = reader;
  return {
    query: (request) => opened.query(request),
    writer: null,
    close: async () => opened.dispose(),
  };
}

// Every process that holds the store (the app, `hookyard serve`, `hookyard audit tail`) imports
// new records itself every few seconds, so the way forward is mostly to do nothing.
const WHILE_HELD =
  'That Hookyard imports new records from the recorder, the Claude Code transcripts and ' +
  "Cline's hooks.jsonl by itself every few seconds: they show in its History and in " +
  '`hookyard audit query` without this command. To import or reindex from here instead, quit ' +
  'that Hookyard (or stop its `hookyard serve` or `hookyard audit tail`) and run this again.';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Opens the store as its single writer, or returns why not (the app holds it, a bad index). */
export async function openAuditWriter(
  dataDir: string | undefined,
  env: NodeJS.ProcessEnv,
  options: {
    fresh?: boolean;
    importIntervalMs?: number;
    onProgress?: (progress: HistoryProgress) => void;
  } = {},
): Promise<HistoryService | string> {
  const opened = await HistoryService.open(
    {
      dataDir: dataDirOf(dataDir, env),
      paths: resolveHostPaths(env),
      env,
      freshIndex: options.fresh,
      importIntervalMs: options.importIntervalMs,
    },
    options.onProgress,
  );
  if (opened.ok) return opened.service;
  if (opened.reason === 'locked') return `${capitalised(opened.message)}. ${WHILE_HELD}`;
  if (opened.reason === 'index') {
    return `The audit index cannot be used (${opened.message}). Rebuild it with: hookyard audit reindex --fresh`;
  }
  return opened.message;
}
