import fs from 'node:fs';
import path from 'node:path';

import { MalformedLine } from '../../../shared/i18n/malformed-line';
import { HistoryEntrySchema, type HistoryEntry } from '../../../shared/schemas/history';
import { listAuditFiles } from './history-log';
import { parseJsonObject, readJsonlChunk } from './jsonl-lines';

/**
 * Follows the audit log files like `tail -f`, for a process that does not own the store: it
 * starts at the current end of every file and returns the complete entries written since the
 * previous poll, including those in files created meanwhile. Lines that do not parse as
 * entries are skipped.
 */
export class LogFollower {
  readonly #dir: string;
  readonly #offsets = new Map<string, number>();

  constructor(dir: string) {
    this.#dir = dir;
    for (const file of listAuditFiles(dir)) this.#offsets.set(file.name, file.size);
  }

  /** New entries in write order. */
  poll(): HistoryEntry[] {
    const entries: HistoryEntry[] = [];
    for (const file of listAuditFiles(this.#dir)) {
      const from = this.#offsets.get(file.name) ?? 0;
      if (file.size <= from) continue;
      let fd: number;
      try {
        fd = fs.openSync(path.join(this.#dir, file.name), 'r');
      } catch {
        continue;
      }
      try {
        let offset = from;
        for (;;) {
          const chunk = readJsonlChunk(fd, offset);
          if (chunk.end === offset) break;
          for (const line of chunk.lines) {
            const value = parseJsonObject(line);
            const entry =
              value instanceof MalformedLine ? null : HistoryEntrySchema.safeParse(value);
            if (entry?.success) entries.push(entry.data);
          }
          offset = chunk.end;
        }
        this.#offsets.set(file.name, offset);
      } finally {
        fs.closeSync(fd);
      }
    }
    return entries;
  }
}
