import fs from 'node:fs';
import path from 'node:path';

import { HistoryEntrySchema, type HistoryEntry } from '../../../shared/schemas/history';

/** Where one indexed entry's line sits in the log. */
export interface LinePointer {
  file: string;
  off: number;
  len: number;
}

/**
 * Reads entries back from the log by position: the index stores where each line is, not the
 * line. Returns null for a line that cannot be read or no longer parses as an entry (a file
 * removed or edited by hand), so one bad line never fails a page.
 */
export function readEntries(
  dir: string,
  pointers: readonly LinePointer[],
): (HistoryEntry | null)[] {
  const fds = new Map<string, number | null>();
  try {
    return pointers.map((pointer) => {
      let fd = fds.get(pointer.file);
      if (fd === undefined) {
        fd = openOrNull(path.join(dir, pointer.file));
        fds.set(pointer.file, fd);
      }
      return fd === null ? null : readOne(fd, pointer);
    });
  } finally {
    for (const fd of fds.values()) if (fd !== null) fs.closeSync(fd);
  }
}

function openOrNull(file: string): number | null {
  try {
    return fs.openSync(file, 'r');
  } catch {
    return null;
  }
}

function readOne(fd: number, pointer: LinePointer): HistoryEntry | null {
  const buffer = Buffer.allocUnsafe(pointer.len);
  try {
    if (fs.readSync(fd, buffer, 0, pointer.len, pointer.off) !== pointer.len) return null;
    const parsed = HistoryEntrySchema.safeParse(JSON.parse(buffer.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
