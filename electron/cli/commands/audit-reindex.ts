import type { CliIo } from '../cli-io';
import { progressPrinter } from './audit-format';
import { openAuditWriter } from './audit-open';
import type { HistoryCliOptions } from './audit-options';

/**
 * `hookyard audit reindex [--fresh]`: rebuilds the index from the JSONL log with progress on
 * stderr. `--fresh` deletes the index database first: the repair for an index that cannot be
 * opened or migrated.
 */
export async function auditReindex(options: HistoryCliOptions, io: CliIo): Promise<number> {
  const printer = progressPrinter(io, 'Reindexing');
  const service = await openAuditWriter(options.dataDir, options.env, {
    fresh: options.fresh,
    onProgress: printer,
  });
  if (typeof service === 'string') {
    io.err(service);
    return 1;
  }
  try {
    // Opening a fresh index has just rebuilt it; otherwise rebuild now.
    if (options.fresh) {
      io.out(`Rebuilt the index: ${service.status().entries.toLocaleString('en')} entries.`);
      return 0;
    }
    const summary = await service.reindex(false, printer);
    io.out(
      `Indexed ${summary.entries.toLocaleString('en')} entries (${summary.malformed} malformed lines skipped).`,
    );
    return 0;
  } finally {
    await service.dispose();
  }
}
