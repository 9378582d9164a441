import type Database from 'better-sqlite3';

import { SEQ_SLOTS } from './history-id';
import { HookCellDelta } from './hook-cells';
import { DAY_MS, dayOfSeq } from './rollup-delta';
import { RollupWriter } from './rollup-writer';

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
  const rows = db.prepare('SELECT * FROM entries WHERE seq >= ? AND seq < ?').raw();
  const delta = new RollupWriter(db);
  // One statement for every day: the cells are keyed by facet first, so each delete walks them all.
  db.prepare(
    `DELETE FROM rollup_hook_cells WHERE day IN (${days.map((day) => Math.trunc(day)).join(',')})`,
  ).run();
  for (const day of days) {
    clearHours.run(day * 24, (day + 1) * 24);
    for (const row of rows.iterate(day * SEQ_PER_DAY, (day + 1) * SEQ_PER_DAY)) {
      delta.add(row as unknown[], 0);
    }
    delta.flush();
  }
}

/** Empties every rollup table (the index is being rebuilt). */
export function clearRollups(db: Database.Database): void {
  db.exec('DELETE FROM rollup_hours; DELETE FROM rollup_hook_cells;');
}

/**
 * Counts every hook statistics cell from the entries rows, day by day (so that memory holds one
 * day's cells): for an index that has entries but no cells yet (migration 004).
 */
export function buildHookCells(db: Database.Database): void {
  const delta = new HookCellDelta(db);
  const rows = db.prepare('SELECT * FROM entries WHERE seq >= ? AND seq < ?').raw();
  const next = db.prepare('SELECT min(seq) FROM entries WHERE seq >= ?').pluck();
  // Day by day, each read to its end before its cells are written (a connection cannot write
  // while it walks a query), jumping over days without entries.
  for (let seq = next.get(0) as number | null; seq !== null;) {
    const day = dayOfSeq(seq);
    for (const row of rows.iterate(day * SEQ_PER_DAY, (day + 1) * SEQ_PER_DAY)) {
      delta.add(row as unknown[], 0);
    }
    delta.flush();
    seq = next.get((day + 1) * SEQ_PER_DAY) as number | null;
  }
}
