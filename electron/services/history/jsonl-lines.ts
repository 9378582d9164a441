import fs from 'node:fs';

import { MalformedLine } from '../../../shared/i18n/malformed-line';

/** One complete line of a JSONL file: its byte offset, byte length (without the newline) and text. */
export interface JsonlLine {
  offset: number;
  length: number;
  /** Null when the line is longer than the reader accepts; it is skipped, not buffered. */
  text: string | null;
}

/** The complete lines of one read. */
export interface JsonlChunk {
  lines: JsonlLine[];
  /** The offset just after the last complete line: where the next read starts. */
  end: number;
}

/** Lines longer than this are reported with `text: null` instead of being read into memory. */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;
const NEWLINE = 0x0a;

/**
 * Reads the complete lines that start at `start`, about `chunkBytes` at a time. A last line
 * without its newline is not returned (a writer may be in the middle of it): `end` stops before
 * it. Blank lines are skipped. Throws only what `fs.readSync` throws.
 */
export function readJsonlChunk(
  fd: number,
  start: number,
  chunkBytes = 4 * 1024 * 1024,
): JsonlChunk {
  let size = chunkBytes;
  for (;;) {
    const buffer = Buffer.allocUnsafe(size);
    const read = readFully(fd, buffer, start);
    if (read === 0) return { lines: [], end: start };
    const last = buffer.lastIndexOf(NEWLINE, read - 1);
    if (last !== -1) return { lines: splitLines(buffer, last, start), end: start + last + 1 };
    if (read < size) return { lines: [], end: start };
    if (size * 2 > MAX_LINE_BYTES) return skipLongLine(fd, start + read, start);
    size *= 2;
  }
}

function readFully(fd: number, buffer: Buffer, position: number): number {
  let total = 0;
  while (total < buffer.length) {
    const read = fs.readSync(fd, buffer, total, buffer.length - total, position + total);
    if (read === 0) break;
    total += read;
  }
  return total;
}

function splitLines(buffer: Buffer, last: number, base: number): JsonlLine[] {
  const lines: JsonlLine[] = [];
  let from = 0;
  while (from <= last) {
    const newline = buffer.indexOf(NEWLINE, from);
    let to = newline;
    if (to > from && buffer[to - 1] === 0x0d) to -= 1;
    if (to > from) {
      lines.push({
        offset: base + from,
        length: to - from,
        text: buffer.toString('utf8', from, to),
      });
    }
    from = newline + 1;
  }
  return lines;
}

// A line longer than MAX_LINE_BYTES: find its end without holding it, report it as unreadable.
function skipLongLine(fd: number, scanFrom: number, lineStart: number): JsonlChunk {
  const buffer = Buffer.allocUnsafe(1024 * 1024);
  let position = scanFrom;
  for (;;) {
    const read = readFully(fd, buffer, position);
    if (read === 0) return { lines: [], end: lineStart };
    const newline = buffer.indexOf(NEWLINE);
    if (newline !== -1 && newline < read) {
      const length = position + newline - lineStart;
      return { lines: [{ offset: lineStart, length, text: null }], end: position + newline + 1 };
    }
    position += read;
  }
}

/** Parses one line as a JSON object; returns why when it is not one. */
export function parseJsonObject(line: JsonlLine): Record<string, unknown> | MalformedLine {
  if (line.text === null) return new MalformedLine('line-too-long', { size: MAX_LINE_BYTES });
  let value: unknown;
  try {
    value = JSON.parse(line.text);
  } catch (error) {
    return new MalformedLine('not-json', { message: (error as Error).message });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return new MalformedLine('not-an-object');
  }
  return value as Record<string, unknown>;
}
