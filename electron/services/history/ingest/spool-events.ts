import fs from 'node:fs';
import path from 'node:path';

import { MalformedLine } from '../../../../shared/i18n/malformed-line';
import type {
  HistoryEntryInput,
  HistoryImportSourceReport,
} from '../../../../shared/schemas/history';
import { derivedAuditId } from '../history-id';
import { MAX_SAMPLES, type IngestTarget } from './ingest-file';
import { spoolMapper } from './spool-mapper';

// Version 1 wrote header values as they were; version 2 writes a newline in one as `\n` and a
// backslash as `\\` (a newline in a value would end the header early). Both are as long.
const HEADERS = ['hookyard-event 1\n', 'hookyard-event 2\n'];
const HEADER_LENGTH = 'hookyard-event 1\n'.length;
// The recorder ends a file with END once it has copied stdin whole, with CUT when it stopped
// waiting for a stdin that did not close (what arrived is kept). Both are as long.
const END = '\nhookyard-event-end\n';
const CUT = '\nhookyard-event-cut\n';
const ends = (tail: string): boolean => tail === END || tail === CUT;
// A file without its end this long after its last write was left by a recorder that was killed
// or whose stdin never closed: it is imported as it is.
const STALE_MS = 10 * 60_000;
// As the Node recorder keeps them: a payload past 1 MiB keeps its first 64 KiB as text.
const MAX_STDIN = 1024 * 1024;
const KEPT_WHEN_TOO_LARGE = 64 * 1024;
const BATCH = 500;

/**
 * Parses one event file of the shell recorder (resources/shims/hookyard-record.sh): a header of
 * `key=value` lines (`env=KEY=VALUE` per variable), an empty line, then stdin as the agent sent
 * it. Returns the record the Node recorder would have spooled for it (see spool-mapper.ts), its
 * time being the file's (written when stdin closed), or why the file is not an event.
 */
export function parseEventFile(
  bytes: Buffer,
  timeMs: number,
): Record<string, unknown> | MalformedLine {
  const version = HEADERS.indexOf(bytes.subarray(0, HEADER_LENGTH).toString('latin1')) + 1;
  if (version === 0) return new MalformedLine('not-a-recorder-event');
  const end = bytes.indexOf('\n\n', HEADER_LENGTH - 1);
  if (end === -1) return new MalformedLine('recorder-header-cut');
  const record: Record<string, unknown> = { v: 1, ts: new Date(timeMs).toISOString() };
  const env: Record<string, string> = {};
  for (const line of bytes.subarray(HEADER_LENGTH, end).toString('utf8').split('\n')) {
    const at = line.indexOf('=');
    const key = line.slice(0, at);
    const raw = line.slice(at + 1);
    const value = version === 1 ? raw : raw.replace(/\\([\\n])/g, unescapeChar);
    if (key === 'env') {
      const split = value.indexOf('=');
      if (split > 0) env[value.slice(0, split)] = value.slice(split + 1);
    } else if (key === 'pid') record.pid = Number(value) || null;
    else if (key === 'agent' || key === 'cwd') record[key] = value;
    else if (key === 'event') record.event = value || null;
  }
  record.env = env;
  const complete = ends(bytes.subarray(bytes.length - END.length).toString('latin1'));
  const stdin = bytes.subarray(end + 2, complete ? bytes.length - END.length : bytes.length);
  record.stdinBytes = stdin.length;
  const text = stdin.toString('utf8');
  if (stdin.length > MAX_STDIN) record.payloadText = text.slice(0, KEPT_WHEN_TOO_LARGE);
  else if (text.trim() === '') record.payload = null;
  else {
    try {
      record.payload = JSON.parse(text);
    } catch {
      record.payloadText = text;
    }
  }
  return record;
}

/**
 * Imports the shell recorder's finished event files (`<spoolDir>/events/*.event`), oldest first,
 * and deletes each once its entries are in the log (redacted there, as every spooled payload).
 * Ids derive from the file's unique name, so a file imported again after a crash between the
 * append and the delete is a duplicate, not a second entry. Files still being written (no
 * `.event` yet) wait for the next import. Returns the store's failure message or null.
 */
export async function importSpoolEvents(
  target: IngestTarget,
  spoolDir: string,
  tally: HistoryImportSourceReport,
  nowMs = Date.now(),
): Promise<string | null> {
  const dir = path.join(spoolDir, 'events');
  const files = eventFiles(dir).filter((file) => file.complete || nowMs - file.timeMs > STALE_MS);
  // The folder counts as one spool file in the report, each event as one of its lines.
  if (files.length > 0) tally.files += 1;
  for (let start = 0; start < files.length; start += BATCH) {
    const batch = files.slice(start, start + BATCH);
    const inputs: HistoryEntryInput[] = [];
    for (const { name, timeMs } of batch) {
      let bytes: Buffer;
      try {
        bytes = fs.readFileSync(path.join(dir, name));
      } catch {
        continue;
      }
      tally.lines += 1;
      const record = parseEventFile(bytes, timeMs);
      const mapped =
        record instanceof MalformedLine
          ? record
          : spoolMapper.map(record, { path: name, offset: 0 }, null);
      if (mapped instanceof MalformedLine) {
        tally.malformed += 1;
        if (tally.samples.length < MAX_SAMPLES)
          tally.samples.push({ file: path.join(dir, name), offset: 0, reason: mapped.reason });
        continue;
      }
      mapped.forEach((entry, index) =>
        inputs.push({ ...entry, id: derivedAuditId(timeMs, `recorder-event\n${name}\n${index}`) }),
      );
    }
    const result = target.append(inputs);
    if (!result.ok) return result.message;
    tally.entries += inputs.length - result.rejected.length;
    tally.malformed += result.rejected.length;
    for (const { name } of batch) fs.rmSync(path.join(dir, name), { force: true });
    await new Promise((resolve) => setImmediate(resolve));
  }
  return null;
}

function unescapeChar(_: string, char: string): string {
  return char === 'n' ? '\n' : '\\';
}

function eventFiles(dir: string): { name: string; timeMs: number; complete: boolean }[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter((name) => name.endsWith('.event'));
  } catch {
    return [];
  }
  const files = [];
  for (const name of names) {
    const stats = fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
    if (stats)
      files.push({
        name,
        timeMs: stats.mtimeMs,
        complete: endsComplete(path.join(dir, name), stats.size),
      });
  }
  return files.sort((a, b) => a.timeMs - b.timeMs || (a.name < b.name ? -1 : 1));
}

function endsComplete(file: string, size: number): boolean {
  if (size < END.length) return false;
  const tail = Buffer.alloc(END.length);
  let fd: number | null = null;
  try {
    fd = fs.openSync(file, 'r');
    fs.readSync(fd, tail, 0, END.length, size - END.length);
    return ends(tail.toString('latin1'));
  } catch {
    return false;
  } finally {
    if (fd !== null) fs.closeSync(fd);
  }
}
