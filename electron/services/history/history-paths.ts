import fs from 'node:fs';
import path from 'node:path';

/** Where the audit store's files are: `<dataDir>/audit/` holds the log, the index and the lock. */
export function auditPaths(dataDir: string): { dir: string; index: string; lock: string } {
  const dir = path.join(dataDir, 'audit');
  return { dir, index: path.join(dir, 'index.sqlite'), lock: path.join(dir, 'writer.lock') };
}

/** Deletes the index database with its WAL files; missing files are fine. */
export function removeIndexFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
}
