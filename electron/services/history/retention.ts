import fs from 'node:fs';
import path from 'node:path';

import type Database from 'better-sqlite3';

import { listAuditFiles } from './history-log';
import { RETIRED_PREFIX, type RetiredRowsDrop } from './index-drop';
import { indexedFiles } from './index-maintenance';

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
 * Deletes whole log files: those written on a day older than `maxAgeDays`, then the oldest until
 * the rest fit in `maxBytes`. The file being written is always kept. Each file is deleted before
 * its `files` row is marked retired (renamed, see RETIRED_PREFIX), and its rows are dropped
 * after, in steps (see RetiredRowsDrop): a crash leaves retired rows that the next run drops, or
 * (between the delete and the mark) rows of a vanished file that the next sync drops, never a
 * file the index forgot. Files that cannot be deleted are left and not reported. Returns the
 * names of the files deleted; quick (a listing, the deletes, one small transaction).
 */
export function retireExpiredFiles(
  db: Database.Database,
  dir: string,
  policy: RetentionPolicy,
  now: Date,
): string[] {
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
  const removed: string[] = [];
  for (const name of victims) {
    try {
      fs.unlinkSync(path.join(dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') continue;
    }
    removed.push(name);
  }
  markRetired(db, removed);
  return removed;
}

/**
 * Renames the `files` rows of deleted files to `retired:<id>:<name>` (unique whatever the name
 * had been) and forgets their offsets, so that the status counts no unindexed bytes for them.
 */
function markRetired(db: Database.Database, names: readonly string[]): void {
  const known = indexedFiles(db);
  const mark = db.prepare(
    `UPDATE files SET name = '${RETIRED_PREFIX}' || id || ':' || name, indexed_bytes = 0 WHERE id = ?`,
  );
  db.transaction(() => {
    for (const name of names) {
      const row = known.get(name);
      if (row) mark.run(row.id);
    }
  })();
}

/**
 * Applies retention at once: deletes the files, then drops every retired row without pausing.
 * For the CLI and tests; the app runs the steps in the background (HistoryService).
 */
export function applyRetention(
  db: Database.Database,
  drop: RetiredRowsDrop,
  dir: string,
  policy: RetentionPolicy,
  now: Date,
): RetentionReport {
  const removedFiles = retireExpiredFiles(db, dir, policy, now);
  let removedEntries = 0;
  for (let step = drop.step(); step; step = drop.step()) removedEntries += step.dropped;
  return { removedFiles, removedEntries };
}
