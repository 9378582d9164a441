import { malformedTextEn } from '../../../shared/i18n/malformed-text';
import type { CliIo } from '../cli-io';
import { progressPrinter } from './audit-format';
import { openAuditWriter } from './audit-open';
import type { HistoryCliOptions } from './audit-options';

/**
 * `hookyard audit import [--json]`: imports what is new in the recorder's spool, the Claude Code
 * transcripts and the Cline CLI's hooks.jsonl, with progress on stderr. Exit 1 when the store
 * is held by the running app (which imports by itself) or the disk filled up.
 */
export async function auditImport(options: HistoryCliOptions, io: CliIo): Promise<number> {
  const service = await openAuditWriter(options.dataDir, options.env, {
    onProgress: progressPrinter(io, 'Indexing'),
  });
  if (typeof service === 'string') {
    io.err(service);
    return 1;
  }
  try {
    const report = await service.importNow(progressPrinter(io, 'Importing'));
    if (options.json) {
      io.out(JSON.stringify(report, null, 2));
    } else {
      for (const source of report.sources) {
        io.out(
          `${source.source.padEnd(18)} ${source.files} files, ${source.lines} new lines, ` +
            `${source.entries} entries, ${source.malformed} malformed`,
        );
        for (const sample of source.samples)
          io.out(`  skipped ${sample.file} @${sample.offset}: ${malformedTextEn(sample.reason)}`);
      }
    }
    if (report.error) {
      io.err(`Import stopped: ${report.error}`);
      return 1;
    }
    return 0;
  } finally {
    await service.dispose();
  }
}
