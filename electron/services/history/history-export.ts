import fs from 'node:fs';
import path from 'node:path';

import type {
  HistoryCursor,
  HistoryEntry,
  HistoryExportResult,
  HistoryEntryFilter,
  HistoryPage,
  HistoryProgress,
} from '../../../shared/schemas/history';

const PAGE = 500;

/** The columns of a CSV export; payload and output are JSON text in their cells. */
const CSV_COLUMNS = [
  'id',
  'ts',
  'kind',
  'source',
  'agent',
  'workspace',
  'sessionId',
  'event',
  'tool',
  'hook',
  'outcome',
  'durationMs',
  'payload',
  'output',
] as const satisfies ReadonlyArray<keyof HistoryEntry>;

// RFC 4180: quote a cell holding a quote, comma or line break, doubling its quotes. A leading
// = + - @ is prefixed with ' so a spreadsheet shows recorded text instead of running it.
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function line(entry: HistoryEntry, format: 'jsonl' | 'csv'): string {
  return format === 'jsonl'
    ? `${JSON.stringify(entry)}\n`
    : `${CSV_COLUMNS.map((column) => csvCell(entry[column])).join(',')}\r\n`;
}

export interface HistoryExportJob {
  /** One page of the filter, oldest first, from the cursor on. */
  page(filter: HistoryEntryFilter, cursor: HistoryCursor | null, limit: number): HistoryPage;
  filter: HistoryEntryFilter;
  format: 'jsonl' | 'csv';
  file: string;
  onProgress?: (progress: HistoryProgress) => void;
}

/**
 * Writes every entry of the filter to `file`, page by page so a million entries never sit in
 * memory. The data goes to a temporary file beside it, renamed into place at the end: a failed
 * export (a full disk) leaves no half file under the name the user will open.
 */
export async function exportAudit(job: HistoryExportJob): Promise<HistoryExportResult> {
  fs.mkdirSync(path.dirname(job.file), { recursive: true });
  const partial = `${job.file}.partial`;
  const fd = fs.openSync(partial, 'w', 0o600);
  let entries = 0;
  let bytes = 0;
  try {
    const write = (text: string) => {
      const buffer = Buffer.from(text);
      fs.writeSync(fd, buffer);
      bytes += buffer.length;
    };
    if (job.format === 'csv') write(`${CSV_COLUMNS.join(',')}\r\n`);
    let cursor: HistoryCursor | null = null;
    do {
      const page = job.page(job.filter, cursor, PAGE);
      write(page.entries.map((entry) => line(entry, job.format)).join(''));
      entries += page.entries.length;
      cursor = page.nextCursor;
      job.onProgress?.({
        phase: 'export',
        label: path.basename(job.file),
        bytesDone: bytes,
        bytesTotal: 0,
        entries,
      });
      // Between pages the event loop runs: progress reaches the window, other requests answer.
      await new Promise((resolve) => setImmediate(resolve));
    } while (cursor);
    fs.fsyncSync(fd);
  } catch (error) {
    fs.closeSync(fd);
    fs.rmSync(partial, { force: true });
    throw error;
  }
  fs.closeSync(fd);
  fs.renameSync(partial, job.file);
  return { file: job.file, entries, bytes };
}

/**
 * A new file in `folder` such as `hookyard-audit-20261130-071500.csv`: sortable by time, and never
 * one that exists (a second export in the same second gets `-2`).
 */
export function freeExportFile(folder: string, format: 'jsonl' | 'csv', now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  for (let n = 1; ; n++) {
    const file = path.join(folder, `hookyard-audit-${stamp}${n > 1 ? `-${n}` : ''}.${format}`);
    if (!fs.existsSync(file) && !fs.existsSync(`${file}.partial`)) return file;
  }
}
