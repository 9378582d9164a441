import path from 'node:path';

import { exportAudit } from '../../services/history/history-export';
import type { CliIo } from '../cli-io';
import { openAuditForQuery } from './audit-open';
import type { HistoryCliOptions } from './audit-options';

/** `hookyard audit export --out FILE [--format jsonl|csv] [filters]`: the same export as the app's. */
export async function auditExport(options: HistoryCliOptions, io: CliIo): Promise<number> {
  if (!options.out) {
    io.err('audit export needs --out FILE');
    return 2;
  }
  const session = await openAuditForQuery(options.dataDir, options.env);
  if (typeof session === 'string') {
    io.err(session);
    return 1;
  }
  try {
    const result = await exportAudit({
      page: (filter, cursor, limit) => session.query({ filter, cursor, limit, order: 'asc' }),
      filter: options.filter,
      format: options.format,
      file: path.resolve(options.out),
    });
    io.err(`Exported ${result.entries} entries to ${result.file}`);
    return 0;
  } finally {
    await session.close();
  }
}
