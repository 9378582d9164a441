import type Database from 'better-sqlite3';

import { SEQ_SLOTS } from './history-id';
import { HookCellDelta, registerSumBins, SUM_BINS } from './hook-cells';
import { DAY_MS, dayOfSeq, firstDayOfMonth, monthOfDay } from './rollup-delta';
import { RollupWriter } from './rollup-writer';
import { ShapeDelta } from './shape-cells';

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
  // One statement for every day: the cells are keyed by facet first, so each delete walks them all.
  const dayList = days.map((day) => Math.trunc(day)).join(',');
  db.prepare(`DELETE FROM rollup_hook_cells WHERE day IN (${dayList})`).run();
  db.prepare(`DELETE FROM rollup_shapes WHERE day IN (${dayList})`).run();
  // The days' runs are recounted into their days only: their months are summed again after.
  const delta = new RollupWriter(db, { months: false });
  for (const day of days) {
    clearHours.run(day * 24, (day + 1) * 24);
    for (const row of rows.iterate(day * SEQ_PER_DAY, (day + 1) * SEQ_PER_DAY)) {
      delta.add(row as unknown[], 0);
    }
    delta.flush();
  }
  rebuildHookMonths(db, days.map(monthOfDay));
}

/**
 * Sums the monthly hook cells (all runs: facet 0) of some UTC months (see monthOfDay) again from
 * their daily cells: after days were recounted, or for an index that has daily cells only
 * (migration 005).
 */
export function rebuildHookMonths(db: Database.Database, months: readonly number[]): void {
  registerSumBins(db);
  const unique = [...new Set(months.map((month) => Math.trunc(month)))];
  if (unique.length === 0) return;
  db.prepare(`DELETE FROM rollup_hook_months WHERE month IN (${unique.join(',')})`).run();
  const sum = db.prepare(
    'INSERT INTO rollup_hook_months (facet, term, month, hook, agent, event, kind, runs, ' +
      `failures, blocks, last_seq, bins) SELECT facet, term, ?, hook, agent, event, kind, ` +
      `sum(runs), sum(failures), sum(blocks), max(last_seq), ${SUM_BINS}(bins) ` +
      'FROM rollup_hook_cells WHERE facet = 0 AND term = 0 AND day >= ? AND day < ? ' +
      'GROUP BY facet, term, hook, agent, event, kind',
  );
  for (const month of unique) sum.run(month, firstDayOfMonth(month), firstDayOfMonth(month + 1));
}

/** Sums every monthly hook cell from the daily ones: for an index made before migration 005. */
export function buildHookMonths(db: Database.Database): void {
  const days = db
    .prepare('SELECT DISTINCT day FROM rollup_hook_cells WHERE facet = 0 AND term = 0')
    .pluck()
    .all() as number[];
  rebuildHookMonths(db, days.map(monthOfDay));
}

/** Empties every rollup table (the index is being rebuilt). */
export function clearRollups(db: Database.Database): void {
  db.exec(
    'DELETE FROM rollup_hours; DELETE FROM rollup_hook_cells; DELETE FROM rollup_hook_months; ' +
      'DELETE FROM rollup_shapes;',
  );
}

/**
 * Counts every daily hook statistics cell from the entries rows: for an index that has entries
 * but no cells yet (migration 004; the monthly cells are migration 005's, summed from these).
 */
export function buildHookCells(db: Database.Database): void {
  countEveryDay(db, new HookCellDelta(db, { months: false }));
}

/** Counts every entry shape from the entries rows: for an index made before migration 006. */
export function buildShapes(db: Database.Database): void {
  countEveryDay(db, new ShapeDelta(db));
}

/**
 * Adds every entries row to `delta` day by day (so that memory holds one day's cells), each day
 * read to its end before its cells are written (a connection cannot write while it walks a
 * query), jumping over days without entries.
 */
function countEveryDay(
  db: Database.Database,
  delta: { add(row: unknown[], at: number): void; flush(): void },
): void {
  const rows = db.prepare('SELECT * FROM entries WHERE seq >= ? AND seq < ?').raw();
  const next = db.prepare('SELECT min(seq) FROM entries WHERE seq >= ?').pluck();
  for (let seq = next.get(0) as number | null; seq !== null;) {
    const day = dayOfSeq(seq);
    for (const row of rows.iterate(day * SEQ_PER_DAY, (day + 1) * SEQ_PER_DAY)) {
      delta.add(row as unknown[], 0);
    }
    delta.flush();
    seq = next.get((day + 1) * SEQ_PER_DAY) as number | null;
  }
}
