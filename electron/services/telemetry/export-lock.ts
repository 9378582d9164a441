import fs from 'node:fs';
import path from 'node:path';

import { acquireWriterLock, type WriterLock } from '../history/writer-lock';

/**
 * The export cursor has one writer at a time: the app or `hookyard export`, never both (two
 * writers would each send the same entries and move the cursor past each other's batches). It
 * reuses the audit writer lock's file-with-pid design (a dead holder's lock is taken over, a live
 * one is never expired) but is a lock of its own: export may run while another process writes
 * the audit log, since it only reads the log files.
 */
export function takeExportLock(
  file: string,
): { ok: true; lock: WriterLock } | { ok: false; reason: string } {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const attempt = acquireWriterLock(file);
  if (attempt.ok) return attempt;
  const reason = attempt.holder
    ? `another Hookyard process (pid ${attempt.holder.pid}, since ${attempt.holder.startedAt}) is exporting this data folder`
    : attempt.reason;
  return { ok: false, reason };
}
