import type { CliIo } from '../cli-io';
import { auditExport } from './audit-export';
import { auditImport } from './audit-import';
import { parseAuditArgs } from './audit-options';
import { auditQuery } from './audit-query';
import { auditReindex } from './audit-reindex';
import { auditTail } from './audit-tail';

export const AUDIT_USAGE = `Usage: hookyard audit <query|tail|export|import|reindex> [options]

  query     One page of the audit log, newest first
  tail      The last entries, then new ones as they arrive (Ctrl-C stops)
  export    Every entry of the filters, oldest first: --out FILE (required) --format jsonl|csv
  import    Import new records from the recorder, Claude Code transcripts, Cline's hooks.jsonl,
            Codex rollouts and Gemini CLI sessions
  reindex   Rebuild the index from the log files (--fresh: delete the index first)

Filters (query, tail, export):
  --agent A --workspace DIR --session ID --event E --tool T --hook CMD --outcome O
  --source S --kind K --text "words" --from T --to T   (T: ISO time or an age: 30m, 12h, 7d)
Paging (query): --limit N (default 50; tail: 10) --order asc|desc --cursor <ts>,<id>
Other: --json  --max N (tail: stop after N entries)  --data-dir DIR  --help`;

/** What a command runs with besides its arguments; tests pass their own. */
export interface HistoryCliContext {
  /** Ends `tail`. Without one, Ctrl-C (SIGINT) or SIGTERM does, releasing the store cleanly. */
  signal?: AbortSignal;
  env?: NodeJS.ProcessEnv;
}

/**
 * `hookyard audit ...`: parses its own flags (the audit filters are its alone) and runs one
 * subcommand. Returns the exit status: 2 for a usage error.
 */
export async function runAuditCli(
  argv: string[],
  io: CliIo,
  context: HistoryCliContext = {},
): Promise<number> {
  if (!context.signal) {
    const controller = new AbortController();
    const stop = () => controller.abort();
    process.once('SIGINT', stop).once('SIGTERM', stop);
    try {
      return await runAuditCli(argv, io, { ...context, signal: controller.signal });
    } finally {
      process.off('SIGINT', stop).off('SIGTERM', stop);
    }
  }
  const options = parseAuditArgs(argv, context.env ?? process.env);
  if (typeof options === 'string') {
    io.err(`${options}\n\n${AUDIT_USAGE}`);
    return 2;
  }
  if (options.help || !options.subcommand) {
    io.out(AUDIT_USAGE);
    return options.help ? 0 : 2;
  }
  switch (options.subcommand) {
    case 'query':
      return auditQuery(options, io);
    case 'tail':
      return auditTail(options, io, context.signal);
    case 'export':
      return auditExport(options, io);
    case 'import':
      return auditImport(options, io);
    case 'reindex':
      return auditReindex(options, io);
    default:
      io.err(`Unknown audit command: ${options.subcommand}\n\n${AUDIT_USAGE}`);
      return 2;
  }
}
