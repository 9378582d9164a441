import fs from 'node:fs/promises';
import path from 'node:path';

import { AppFailure } from '../../../shared/result';
import { writeFileAtomic } from './atomic-write';
import { type ChangeRecord, ChangeRecordSchema } from '../../../shared/schemas/editing';
import { contentHash } from './file-snapshot';
import { parseJsonOrNull } from '../json-or-null';

/** A record in the index, for the time its change is being made. */
export interface AppendedRecord {
  /** Removes the record again (its change was not made); a no-op when it is no longer there. */
  withdraw(): Promise<void>;
}

/**
 * The backups behind the change history: content-addressed blobs
 * (`<dataDir>/backups/blobs/<hash[0..2]>/<hash>`, written once, never changed) and an append-only
 * index (`<dataDir>/backups/index.jsonl`, one ChangeRecord a line). A line that does not parse
 * (a crash mid-append, a hand edit) is skipped, never fatal.
 */
export class BackupStore {
  readonly #folder: string;
  readonly #index: string;

  constructor(deps: { dataDir: string }) {
    this.#folder = path.join(deps.dataDir, 'backups');
    this.#index = path.join(this.#folder, 'index.jsonl');
  }

  /** Keeps the bytes (once per content); returns their hash. */
  async putBlob(bytes: Buffer): Promise<string> {
    const hash = contentHash(bytes) as string;
    const file = this.#blobPath(hash);
    try {
      await fs.access(file);
    } catch {
      await writeFileAtomic(file, bytes, 0o600);
    }
    return hash;
  }

  /** The bytes of a blob; AppFailure('not-found') when the backup is gone. */
  async getBlob(hash: string): Promise<Buffer> {
    if (!/^[0-9a-f]{64}$/.test(hash))
      throw new AppFailure('invalid-request', 'failure.not-a-backup-id');
    try {
      return await fs.readFile(this.#blobPath(hash));
    } catch {
      throw new AppFailure('not-found', 'failure.backup-missing', { id: hash.slice(0, 12) });
    }
  }

  /**
   * Appends a record, durably, or leaves the index as it was (a full disk must not leave half a
   * line, counted as unreadable ever after). Returns how to take the record back out, for a
   * change that could not be made after all.
   */
  async append(record: ChangeRecord): Promise<AppendedRecord> {
    await fs.mkdir(this.#folder, { recursive: true, mode: 0o700 });
    const handle = await fs.open(this.#index, 'a+', 0o600);
    try {
      // A crash mid-append leaves a last line without its newline: start on a line of our own,
      // or this record would be glued to the torn one and be unreadable too.
      const { size } = await handle.stat();
      const last = Buffer.alloc(1);
      if (size > 0) await handle.read(last, 0, 1, size - 1);
      const line = Buffer.from(
        `${size > 0 && last[0] !== 0x0a ? '\n' : ''}${JSON.stringify(record)}\n`,
      );
      try {
        await handle.writeFile(line);
        await handle.sync();
      } catch (error) {
        await handle.truncate(size).catch(() => undefined);
        throw error;
      }
      return { withdraw: () => this.#withdraw(line, size) };
    } finally {
      await handle.close();
    }
  }

  /**
   * Every recorded change, oldest first, and how many lines of the index could not be read (a
   * line torn by a crash, or edited by hand). Those lines stay in the file as they are.
   */
  async read(): Promise<{ records: ChangeRecord[]; unreadable: number }> {
    let text: string;
    try {
      text = await fs.readFile(this.#index, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { records: [], unreadable: 0 };
      throw error;
    }
    const records: ChangeRecord[] = [];
    let unreadable = 0;
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      const parsed = ChangeRecordSchema.safeParse(parseJsonOrNull(line));
      if (parsed.success) records.push(parsed.data);
      else unreadable += 1;
    }
    return { records, unreadable };
  }

  /**
   * Takes an appended line back out of the index: a truncation where it is still the last line
   * (needs no free space), else a rewrite without it (something was appended after it).
   */
  async #withdraw(line: Buffer, at: number): Promise<void> {
    const bytes = await fs.readFile(this.#index);
    if (!bytes.subarray(at, at + line.length).equals(line)) return;
    if (bytes.length === at + line.length) {
      await fs.truncate(this.#index, at);
      return;
    }
    const rest = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + line.length)]);
    await writeFileAtomic(this.#index, rest, 0o600);
  }

  #blobPath(hash: string): string {
    return path.join(this.#folder, 'blobs', hash.slice(0, 2), hash);
  }
}
