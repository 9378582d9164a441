import type { HistoryEntry, HistoryProgress } from '../../../shared/schemas/history';
import type { CliIo } from '../cli-io';

/**
 * One entry as one line: time, agent, event, tool, outcome, duration, hook (or the session for
 * agent events). Columns are padded so a screenful reads as a table.
 */
export function formatAuditLine(entry: HistoryEntry): string {
  const time = entry.ts.replace('T', ' ').replace('Z', '');
  const duration = entry.durationMs === null ? '' : `${Math.round(entry.durationMs)}ms`;
  const what = entry.hook ?? (entry.sessionId ? `session ${entry.sessionId}` : '');
  return [
    time,
    entry.agent.padEnd(12),
    entry.event.padEnd(18),
    (entry.tool ?? '-').padEnd(12),
    (entry.outcome ?? '-').padEnd(8),
    duration.padStart(7),
    what,
  ].join('  ');
}

/** Progress on stderr, at most twice a second, always ending with the final figure. */
export function progressPrinter(io: CliIo, verb: string): (progress: HistoryProgress) => void {
  let last = 0;
  return (progress) => {
    const now = Date.now();
    const done = progress.bytesDone >= progress.bytesTotal;
    if (!done && now - last < 500) return;
    last = now;
    const percent = progress.bytesTotal
      ? Math.floor((progress.bytesDone / progress.bytesTotal) * 100)
      : 100;
    io.err(`${verb}… ${percent}% (${progress.entries.toLocaleString('en')} entries)`);
  };
}
