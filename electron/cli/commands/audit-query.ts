import type { CliIo } from '../cli-io';
import { formatAuditLine } from './audit-format';
import { openAuditForQuery } from './audit-open';
import type { HistoryCliOptions } from './audit-options';

/**
 * `hookyard audit query [filters] [--limit N] [--order asc|desc] [--cursor C] [--json]`: one page
 * of the audit log. The hint for the next page goes to stderr, so stdout stays a clean table or
 * JSON document.
 */
export async function auditQuery(options: HistoryCliOptions, io: CliIo): Promise<number> {
  const session = await openAuditForQuery(options.dataDir, options.env);
  if (typeof session === 'string') {
    io.err(session);
    return 1;
  }
  try {
    const page = session.query({
      filter: options.filter,
      cursor: options.cursor,
      limit: options.limit ?? 50,
      order: options.order,
    });
    if (options.json) {
      io.out(JSON.stringify(page, null, 2));
    } else {
      for (const entry of page.entries) io.out(formatAuditLine(entry));
      if (page.entries.length === 0) io.err('No entries match.');
    }
    if (page.unreadable > 0)
      io.err(`${page.unreadable} indexed entries could not be read back from the log.`);
    if (page.nextCursor && !options.json) {
      io.err(`More: add --cursor ${page.nextCursor.ts},${page.nextCursor.id}`);
    }
    return 0;
  } finally {
    await session.close();
  }
}
