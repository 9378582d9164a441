import fs from 'node:fs';
import os from 'node:os';

/** Who holds (or held) the audit writer lock. */
export interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
}

/** The lock, or who holds it (null when unknown) and why it could not be taken. */
export type LockAttempt =
  { ok: true; lock: WriterLock } | { ok: false; holder: LockHolder | null; reason: string };

// Hand-written on purpose, not proper-lockfile: that one judges a lock stale by an mtime its
// holder refreshes on a timer (10 s by default), so a holder whose event loop is blocked longer
// (HistoryStore's synchronous SQLite work in main, an index rebuild) loses the lock to a second
// writer; its default on a missed refresh is to throw, which kills the process; it cannot say who
// holds the lock; and its retries are async while HistoryStore.open is synchronous. A pid on one
// host is a staleness check that never expires a live holder.

// A lock file that exists but is still empty is being written by its creator; after this long
// without content its creator died between create and write.
const EMPTY_LOCK_GRACE_MS = 5_000;

/**
 * Takes the single-writer lock: a file created with O_EXCL holding the pid. A lock whose process
 * is gone on this host is stale and taken over. Never throws for a held lock: the attempt says
 * who holds it.
 */
export function acquireWriterLock(file: string, isAlive = processIsAlive): LockAttempt {
  const me: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      try {
        fs.writeSync(fd, JSON.stringify(me));
      } finally {
        fs.closeSync(fd);
      }
      return { ok: true, lock: new WriterLock(file, me) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        return {
          ok: false,
          holder: null,
          reason: `cannot create ${file}: ${(error as Error).message}`,
        };
      }
    }
    const seen = readLockFile(file);
    if (seen === 'missing') continue;
    if (seen === 'unreadable') {
      if (!olderThan(file, EMPTY_LOCK_GRACE_MS)) {
        return { ok: false, holder: null, reason: 'another process is taking the lock' };
      }
    } else if (seen.hostname !== me.hostname || isAlive(seen.pid)) {
      return { ok: false, holder: seen, reason: describeHolder(seen) };
    }
    removeIfUnchanged(file, seen);
  }
  return { ok: false, holder: null, reason: `could not take ${file}` };
}

/** The held lock. `release()` removes the file only while it is still this holder's. */
export class WriterLock {
  #released = false;

  constructor(
    readonly file: string,
    readonly holder: LockHolder,
  ) {}

  release(): void {
    if (this.#released) return;
    this.#released = true;
    removeIfUnchanged(this.file, this.holder);
  }
}

function readLockFile(file: string): LockHolder | 'missing' | 'unreadable' {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'unreadable';
  }
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid === 'number' && typeof value.hostname === 'string') {
      return { pid: value.pid, hostname: value.hostname, startedAt: String(value.startedAt ?? '') };
    }
  } catch {
    // Falls through: an empty or torn lock file.
  }
  return 'unreadable';
}

// Re-reads just before unlinking so that a lock another process took meanwhile survives.
function removeIfUnchanged(file: string, expected: LockHolder | 'unreadable'): void {
  const now = readLockFile(file);
  const same =
    now === expected ||
    (typeof now === 'object' &&
      typeof expected === 'object' &&
      now.pid === expected.pid &&
      now.startedAt === expected.startedAt);
  if (!same) return;
  try {
    fs.unlinkSync(file);
  } catch {
    // Already gone.
  }
}

function olderThan(file: string, ms: number): boolean {
  const stats = fs.statSync(file, { throwIfNoEntry: false });
  return !stats || Date.now() - stats.mtimeMs > ms;
}

/** Whether a pid names a live process (EPERM means it lives under another user). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function describeHolder(holder: LockHolder): string {
  return `the audit log is open in another Hookyard process (pid ${holder.pid}, since ${holder.startedAt})`;
}
