import fs from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

/**
 * How far export has gone: the log file and the byte just past the last line the collector
 * accepted, with that line's entry id (for a person reading the file) and running totals.
 */
const ExportCursorSchema = z.object({
  file: z.string().nullable(),
  offset: z.number().int().nonnegative(),
  lastId: z.string().nullable(),
  sentEntries: z.number().int().nonnegative(),
  lastSentAt: z.string().nullable(),
});
export type ExportCursor = z.infer<typeof ExportCursorSchema>;

export const START_CURSOR: ExportCursor = {
  file: null,
  offset: 0,
  lastId: null,
  sentEntries: 0,
  lastSentAt: null,
};

/**
 * The export cursor file. Saved only after the collector accepted a batch, atomically (temp file,
 * fsync, rename), so that a kill at any moment leaves the previous or the new cursor: the entries
 * of the batch in flight are sent again, nothing earlier. Synchronous: it is a few hundred bytes,
 * and a sync write cannot interleave with a second save of the same process.
 */
export class ExportCursorFile {
  readonly #file: string;

  constructor(file: string) {
    this.#file = file;
  }

  /** The saved cursor; the start of the log when there is none or it cannot be read. */
  load(): ExportCursor {
    try {
      const parsed = ExportCursorSchema.safeParse(JSON.parse(fs.readFileSync(this.#file, 'utf8')));
      return parsed.success ? parsed.data : START_CURSOR;
    } catch {
      return START_CURSOR;
    }
  }

  save(cursor: ExportCursor): void {
    fs.mkdirSync(path.dirname(this.#file), { recursive: true, mode: 0o700 });
    const temp = `${this.#file}.${process.pid}.tmp`;
    const fd = fs.openSync(temp, 'w', 0o600);
    try {
      fs.writeSync(fd, JSON.stringify(cursor));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, this.#file);
  }
}
