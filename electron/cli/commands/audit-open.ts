import path from 'node:path';

import type { AuditPage, AuditProgress } from '../../../shared/schemas/audit';
import { AuditReader } from '../../services/audit/audit-reader';
import { AuditService } from '../../services/audit/audit-service';
import type { PageRequest } from '../../services/audit/index-query';
import { defaultDataDir } from '../../services/platform/data-dir';
import { resolveHostPaths } from '../../services/platform/host-paths';

/** The read side a command needs, whether it owns the store or another process does. */
export interface AuditQuerySession {
  query(request: PageRequest): AuditPage;
  /** The writer when this process took the store; null while the app holds it. */
  writer: AuditService | null;
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
): Promise<AuditQuerySession | string> {
  const writer = await openAuditWriter(dataDir, env);
  if (typeof writer !== 'string') {
    return { query: (request) => writer.query(request), writer, close: () => writer.dispose() };
  }
  let reader: AuditReader | null;
  try {
    reader = AuditReader.open({ dataDir: dataDirOf(dataDir, env) });
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

/** Opens the store as its single writer, or returns why not (the app holds it, a bad index). */
export async function openAuditWriter(
  dataDir: string | undefined,
  env: NodeJS.ProcessEnv,
  options: {
    fresh?: boolean;
    importIntervalMs?: number;
    onProgress?: (progress: AuditProgress) => void;
  } = {},
): Promise<AuditService | string> {
  const opened = await AuditService.open(
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
  if (opened.reason === 'index') {
    return `The audit index cannot be used (${opened.message}). Rebuild it with: hookyard audit reindex --fresh`;
  }
  return opened.message;
}
