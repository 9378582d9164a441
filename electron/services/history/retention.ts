import fs from 'node:fs';
import path from 'node:path';

import type Database from 'better-sqlite3';

import { listAuditFiles } from './history-log';
import { dropFileRows, indexedFiles } from './index-maintenance';

/** How long and how much audit history to keep. */
export interface RetentionPolicy {
  maxAgeDays: number;
  maxBytes: number;
}

/** 90 days, at most 2 GiB of log files. */
export const DEFAULT_RETENTION: RetentionPolicy = { maxAgeDays: 90, maxBytes: 2 * 1024 ** 3 };

/** The log files retention deleted and how many index rows went with them. */
export interface RetentionReport {
  removedFiles: string[];
  removedEntries: number;
}

const DAY_MS = 86_400_000;

/**
 * Drops whole log files: those written on a day older than `maxAgeDays`, then the oldest until
 * the rest fit in `maxBytes`. The file being written is always kept. Each file is deleted before
 * its rows, so a crash in between leaves rows the next sync drops (their file is gone), never
 * a file the index forgot. Files that cannot be deleted are left and not reported.
 */
export function applyRetention(
  db: Database.Database,
  dir: string,
  policy: RetentionPolicy,
  now: Date,
): RetentionReport {
  const files = listAuditFiles(dir);
  const candidates = files.slice(0, -1);
  const cutoff = new Date(now.getTime() - policy.maxAgeDays * DAY_MS).toISOString().slice(0, 10);
  const victims = new Set(candidates.filter((file) => file.day < cutoff).map((file) => file.name));
  let total = files.reduce((sum, file) => sum + (victims.has(file.name) ? 0 : file.size), 0);
  for (const file of candidates) {
    if (total <= policy.maxBytes) break;
    if (victims.has(file.name)) continue;
    victims.add(file.name);
    total -= file.size;
  }
  const known = indexedFiles(db);
  const report: RetentionReport = { removedFiles: [], removedEntries: 0 };
  const rows: number[] = [];
  for (const name of victims) {
    try {
      fs.unlinkSync(path.join(dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') continue;
    }
    const row = known.get(name);
    if (row) rows.push(row.id);
    report.removedFiles.push(name);
  }
  // The files first, then their rows, all in one pass (see dropFileRows).
  report.removedEntries = dropFileRows(db, rows);
  return report;
}
