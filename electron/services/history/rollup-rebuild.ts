import type Database from 'better-sqlite3';

import { SEQ_SLOTS } from './history-id';
import { DAY_MS, RollupDelta, rollupStatements } from './rollup-delta';

const SEQ_PER_DAY = SEQ_SLOTS * DAY_MS;

/** The UTC days (ms / DAY_MS) that hold entries of some log files (`files`: ids joined by ','). */
export function daysOfFiles(db: Database.Database, files: string): number[] {
  return db
    .prepare(`SELECT DISTINCT seq / ${SEQ_PER_DAY} FROM entries WHERE file IN (${files})`)
    .pluck()
    .all() as number[];
}

/**
 * Recounts the rollups of some UTC days from the entries rows left in them: after rows were
 * deleted (retention, a log file that vanished). Counts cannot simply be subtracted: the last run
 * of a hook is a maximum. Costs a read of those days' rows; call it inside the transaction that
 * deleted them.
 */
export function rebuildRollupDays(db: Database.Database, days: readonly number[]): void {
  const clearHours = db.prepare('DELETE FROM rollup_hours WHERE hour >= ? AND hour < ?');
  const clearHookDays = db.prepare('DELETE FROM rollup_hook_days WHERE day = ?');
  const clearDurations = db.prepare('DELETE FROM rollup_hook_durations WHERE day = ?');
  const rows = db.prepare('SELECT * FROM entries WHERE seq >= ? AND seq < ?').raw();
  const statements = rollupStatements(db);
  const delta = new RollupDelta(db);
  for (const day of days) {
    clearHours.run(day * 24, (day + 1) * 24);
    clearHookDays.run(day);
    clearDurations.run(day);
    for (const row of rows.iterate(day * SEQ_PER_DAY, (day + 1) * SEQ_PER_DAY)) {
      delta.add(row as unknown[], 0);
    }
    delta.flush(statements);
  }
}

/** Empties every rollup table (the index is being rebuilt). */
export function clearRollups(db: Database.Database): void {
  db.exec(
    'DELETE FROM rollup_hours; DELETE FROM rollup_hook_days; DELETE FROM rollup_hook_durations;',
  );
}
