import fs from 'node:fs';
import path from 'node:path';

/** A log file of the audit folder, in write order. */
export interface HistoryLogFile {
  name: string;
  day: string;
  number: number;
  size: number;
}

/** Where a run of appended lines went: one file, its first byte, each line's byte length. */
export interface AppendedChunk {
  file: string;
  offset: number;
  lengths: number[];
}

/** Why an append failed; nothing of the failed batch stays in the log when truncation works. */
export class HistoryWriteError extends Error {
  constructor(
    readonly reason: 'disk-full' | 'io',
    message: string,
  ) {
    super(message);
    this.name = 'HistoryWriteError';
  }
}

/** Where the log lives and when it rotates. */
export interface HistoryLogOptions {
  dir: string;
  /** Start a new file before one grows past this (default 64 MiB). */
  maxFileBytes?: number;
  now?: () => Date;
}

const FILE_NAME = /^audit-(\d{4}-\d{2}-\d{2})-(\d{4,})\.jsonl$/;
const DEFAULT_MAX_FILE_BYTES = 64 * 1024 * 1024;

/** `audit-<UTC day>-<number>.jsonl`. */
export function auditFileName(day: string, number: number): string {
  return `audit-${day}-${String(number).padStart(4, '0')}.jsonl`;
}

/** The audit log files in `dir`, oldest first; an unreadable folder lists as empty. */
export function listAuditFiles(dir: string): HistoryLogFile[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const files: HistoryLogFile[] = [];
  for (const name of names) {
    const match = FILE_NAME.exec(name);
    if (!match) continue;
    const size = fs.statSync(path.join(dir, name), { throwIfNoEntry: false })?.size;
    if (size === undefined) continue;
    files.push({ name, day: match[1] as string, number: Number(match[2]), size });
  }
  return files.sort((a, b) => (a.day === b.day ? a.number - b.number : a.day < b.day ? -1 : 1));
}

/**
 * The append-only JSONL source of truth. Each append is whole lines in one `write` per file;
 * files rotate by size and by UTC day and are never rewritten. A partial last line left by a
 * crash is closed with a newline before the next append, so readers skip it as one bad line.
 * Only the holder of the writer lock may use it.
 */
export class HistoryLog {
  readonly dir: string;
  readonly #maxFileBytes: number;
  readonly #now: () => Date;
  #fd: number | null = null;
  #active: { name: string; day: string; number: number; size: number } | null = null;

  constructor(options: HistoryLogOptions) {
    this.dir = options.dir;
    this.#maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
    this.#now = options.now ?? (() => new Date());
  }

  /**
   * Appends lines (without newlines). Throws HistoryWriteError when the disk is full or the
   * folder cannot be written; the lines written before the failing file stay.
   */
  append(lines: readonly string[]): AppendedChunk[] {
    const chunks: AppendedChunk[] = [];
    let index = 0;
    while (index < lines.length) {
      const active = this.#prepare();
      const lengths: number[] = [];
      const parts: string[] = [];
      let bytes = 0;
      while (index < lines.length) {
        const line = lines[index] as string;
        const length = Buffer.byteLength(line);
        const fits = active.size + bytes + length + 1 <= this.#maxFileBytes;
        if (!fits && (active.size > 0 || bytes > 0)) break;
        lengths.push(length);
        parts.push(line);
        bytes += length + 1;
        index += 1;
      }
      if (parts.length === 0) {
        this.#rotate();
        continue;
      }
      const offset = active.size;
      this.#write(Buffer.from(`${parts.join('\n')}\n`));
      chunks.push({ file: active.name, offset, lengths });
    }
    return chunks;
  }

  /**
   * Closes with a newline the partial last line a killed writer left in any file, so that sync
   * passes it as one bad line. The next append does this only for the file it opens: a file the
   * next writer rotated past (full, or an earlier day) kept its torn tail unindexed, and the
   * status counted it as pending bytes forever. Nothing is removed. Best effort: a file that
   * cannot be opened keeps its tail, as before.
   */
  closeTornLines(): void {
    for (const file of listAuditFiles(this.dir)) {
      if (file.size === 0) continue;
      let fd: number | null = null;
      try {
        fd = fs.openSync(path.join(this.dir, file.name), 'r+');
        if (!endsWithNewline(fd, file.size)) fs.writeSync(fd, '\n', file.size);
      } catch {
        // Left for the next append to close, or for a sync that sees it pending.
      } finally {
        if (fd !== null) fs.closeSync(fd);
      }
    }
  }

  /**
   * Closes the open file when it was deleted under its descriptor (the audit folder cleared by
   * hand), whose writes no one could read again; the next append starts a file (and the folder).
   * True when it did: that new file may take the deleted one's name, so the index must forget
   * the deleted file first.
   */
  closeIfDeleted(): boolean {
    if (this.#fd === null || fs.fstatSync(this.#fd).nlink > 0) return false;
    this.close();
    return true;
  }

  /** Closes the open file; the next append reopens. */
  close(): void {
    if (this.#fd !== null) fs.closeSync(this.#fd);
    this.#fd = null;
    this.#active = null;
  }

  #prepare(): { name: string; day: string; number: number; size: number } {
    const day = this.#now().toISOString().slice(0, 10);
    if (this.#active && this.#active.day === day && this.#active.size < this.#maxFileBytes) {
      return this.#active;
    }
    this.close();
    this.#ensureDir();
    const last = listAuditFiles(this.dir).at(-1);
    if (last && last.day === day && last.size < this.#maxFileBytes) {
      this.#open(last.name, day, last.number);
    } else {
      const number = last && last.day === day ? last.number + 1 : 1;
      this.#open(auditFileName(day, number), day, number);
    }
    return this.#active as { name: string; day: string; number: number; size: number };
  }

  #rotate(): void {
    const active = this.#active;
    this.close();
    if (!active) return;
    this.#open(auditFileName(active.day, active.number + 1), active.day, active.number + 1);
  }

  #ensureDir(): void {
    try {
      fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    } catch (error) {
      throw toWriteError(error, `cannot create the audit folder ${this.dir}`);
    }
  }

  #open(name: string, day: string, number: number): void {
    const file = path.join(this.dir, name);
    try {
      this.#fd = fs.openSync(file, 'a+', 0o600);
      const size = fs.fstatSync(this.#fd).size;
      this.#active = { name, day, number, size };
      if (size > 0 && !endsWithNewline(this.#fd, size)) this.#write(Buffer.from('\n'));
    } catch (error) {
      this.close();
      throw error instanceof HistoryWriteError ? error : toWriteError(error, `cannot open ${file}`);
    }
  }

  #write(buffer: Buffer): void {
    const fd = this.#fd as number;
    const active = this.#active as { size: number; name: string };
    let written = 0;
    try {
      while (written < buffer.length) {
        written += fs.writeSync(fd, buffer, written, buffer.length - written);
      }
      active.size += buffer.length;
    } catch (error) {
      // Take back a half-written batch so the file keeps only whole lines.
      if (written > 0) {
        try {
          fs.ftruncateSync(fd, active.size);
        } catch {
          active.size += written;
        }
      }
      throw toWriteError(error, `cannot write ${path.join(this.dir, active.name)}`);
    }
  }
}

function endsWithNewline(fd: number, size: number): boolean {
  const last = Buffer.alloc(1);
  fs.readSync(fd, last, 0, 1, size - 1);
  return last[0] === 0x0a;
}

function toWriteError(error: unknown, what: string): HistoryWriteError {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    return new HistoryWriteError('disk-full', `${what}: the disk is full (${code})`);
  }
  return new HistoryWriteError('io', `${what}: ${(error as Error).message}`);
}
