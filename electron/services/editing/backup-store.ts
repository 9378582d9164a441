import fs from 'node:fs/promises';
import path from 'node:path';

import { AppFailure } from '../../../shared/result';
import { writeFileAtomic } from './atomic-write';
import { type ChangeRecord, ChangeRecordSchema } from '../../../shared/schemas/editing';
import { contentHash } from './file-snapshot';

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
    if (!/^[0-9a-f]{64}$/.test(hash)) throw new AppFailure('invalid-request', 'not-a-backup-id');
    try {
      return await fs.readFile(this.#blobPath(hash));
    } catch {
      throw new AppFailure('not-found', 'backup-missing', { id: hash.slice(0, 12) });
    }
  }

  async append(record: ChangeRecord): Promise<void> {
    await fs.mkdir(this.#folder, { recursive: true, mode: 0o700 });
    const handle = await fs.open(this.#index, 'a', 0o600);
    try {
      await handle.writeFile(`${JSON.stringify(record)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /** Every recorded change, oldest first. */
  async all(): Promise<ChangeRecord[]> {
    let text: string;
    try {
      text = await fs.readFile(this.#index, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return text.split('\n').flatMap((line) => {
      if (line.trim() === '') return [];
      try {
        const parsed = ChangeRecordSchema.safeParse(JSON.parse(line));
        return parsed.success ? [parsed.data] : [];
      } catch {
        return [];
      }
    });
  }

  #blobPath(hash: string): string {
    return path.join(this.#folder, 'blobs', hash.slice(0, 2), hash);
  }
}
