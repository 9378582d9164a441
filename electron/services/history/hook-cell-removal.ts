import type Database from 'better-sqlite3';

import { SEQ_SLOTS } from './history-id';
import { addEncodedBins, addToBin, encodeBins, type HookCell, type RunCells } from './hook-cells';
import { TERM_COLUMN_NAMES, TERM_COLUMNS } from './index-schema';
import { DAY_MS, fieldTermOf, firstDayOfMonth, monthOfDay } from './rollup-delta';

const SEQ_PER_DAY = SEQ_SLOTS * DAY_MS;
const KEY = 'facet = ? AND term = ?';
const RUN = 'hook = ? AND agent = ? AND event = ? AND kind = ?';

/** A stored cell as the removal reads it. */
interface StoredCell {
  runs: number;
  failures: number;
  blocks: number;
  last_seq: number;
  bins: Buffer;
}

/**
 * Takes the hook cells of deleted `entries` rows away from `rollup_hook_cells` and, for the
 * cells of all runs, from `rollup_hook_months`, in the transaction that deletes the rows. Runs,
 * failures, blocks and duration bins are sums and are subtracted; a cell left without runs is
 * deleted. The last run is a maximum: when the deleted rows held it (the stored last equals
 * their last), it is looked up again: in the day's entries (walked down from the old last run,
 * so the cost is the distance to the cell's previous run), or for a month in its days' cells.
 * When the oldest files go, a cell whose last run went has no run left, and no lookup is made.
 */
export class HookCellRemoval {
  readonly #db: Database.Database;
  readonly #day: CellTable;
  readonly #month: CellTable;
  // One lookup of a day cell's last run per facet column (facet 0: every run, no column).
  readonly #lastRun = new Map<number, Database.Statement>();
  readonly #lastDay: Database.Statement;

  constructor(db: Database.Database) {
    this.#db = db;
    this.#day = cellTable(db, 'rollup_hook_cells', 'day');
    this.#month = cellTable(db, 'rollup_hook_months', 'month');
    this.#lastDay = db
      .prepare(
        `SELECT max(last_seq) FROM rollup_hook_cells WHERE facet = 0 AND term = 0 AND day >= ? ` +
          `AND day < ? AND ${RUN}`,
      )
      .pluck();
  }

  /** Subtracts the cells of `runs` (tallied by a HookCellDelta from the deleted rows). */
  subtract(runs: readonly RunCells[]): void {
    // The cells of all runs summed per month (several days of a month may lose runs at once).
    const months = new Map<string, { key: number[]; cell: HookCell }>();
    for (const { key, cells } of runs) {
      const [day, ...run] = key;
      for (const [facetKey, removed] of cells) {
        const [facet, term] = fieldTermOf(facetKey);
        this.#take(this.#day, [facet, term, day, ...run], removed, (below) =>
          this.#lastRunOf(facet, term, day, run, below),
        );
        if (facetKey !== 0) continue;
        const monthKey = [0, 0, monthOfDay(day), ...run];
        const text = monthKey.join(',');
        const sum = months.get(text);
        if (sum) addCell(sum.cell, removed);
        else months.set(text, { key: monthKey, cell: copyCell(removed) });
      }
    }
    for (const { key, cell } of months.values()) {
      const month = key[2] as number;
      this.#take(this.#month, key, cell, () =>
        this.#lastDay.get(firstDayOfMonth(month), firstDayOfMonth(month + 1), key.slice(3)),
      );
    }
  }

  /** Takes `removed` away from the cell `key` of `table`; `lastRun` finds its new last run. */
  #take(
    table: CellTable,
    key: number[],
    removed: HookCell,
    lastRun: (below: number) => unknown,
  ): void {
    const stored = table.get.get(key) as StoredCell | undefined;
    if (!stored) return;
    const runs = stored.runs - removed.runs;
    if (runs <= 0) {
      table.remove.run(key);
      return;
    }
    const bins = new Map<number, [number, number]>();
    addEncodedBins(bins, stored.bins);
    for (const [bin, [count, total]] of removed.bins) addToBin(bins, bin, -count, -total);
    for (const [bin, [count]] of bins) if (count <= 0) bins.delete(bin);
    const last =
      stored.last_seq <= removed.last
        ? ((lastRun(stored.last_seq) as number | null) ?? stored.last_seq)
        : stored.last_seq;
    table.update.run(
      runs,
      stored.failures - removed.failures,
      stored.blocks - removed.blocks,
      last,
      encodeBins(bins),
      key,
    );
  }

  /** The last run left in a day cell below seq `below` (the old last run, now deleted). */
  #lastRunOf(
    facet: number,
    term: number,
    day: number,
    run: readonly number[],
    below: number,
  ): number | null {
    let statement = this.#lastRun.get(facet);
    if (!statement) {
      const column = TERM_COLUMN_NAMES.find((name) => TERM_COLUMNS[name].field === facet);
      statement = this.#db
        .prepare(
          `SELECT seq FROM entries WHERE seq >= ? AND seq < ? AND ${RUN}` +
            (column ? ` AND ${column} = ?` : '') +
            ' ORDER BY seq DESC LIMIT 1',
        )
        .pluck();
      this.#lastRun.set(facet, statement);
    }
    const args = [day * SEQ_PER_DAY, below, ...run, ...(facet === 0 ? [] : [term])];
    return (statement.get(args) as number | undefined) ?? null;
  }
}

/** The statements of one cell table, keyed by (facet, term, day or month, hook, agent, event, kind). */
interface CellTable {
  get: Database.Statement;
  remove: Database.Statement;
  update: Database.Statement;
}

function cellTable(db: Database.Database, table: string, period: 'day' | 'month'): CellTable {
  const where = `WHERE ${KEY} AND ${period} = ? AND ${RUN}`;
  return {
    get: db.prepare(`SELECT runs, failures, blocks, last_seq, bins FROM ${table} ${where}`),
    remove: db.prepare(`DELETE FROM ${table} ${where}`),
    update: db.prepare(
      `UPDATE ${table} SET runs = ?, failures = ?, blocks = ?, last_seq = ?, bins = ? ${where}`,
    ),
  };
}

function copyCell(cell: HookCell): HookCell {
  return { ...cell, bins: new Map([...cell.bins].map(([bin, [n, sum]]) => [bin, [n, sum]])) };
}

/** Adds the counts of `from` to `into` (the last run: the later of the two). */
function addCell(into: HookCell, from: HookCell): void {
  into.runs += from.runs;
  into.failures += from.failures;
  into.blocks += from.blocks;
  into.last = Math.max(into.last, from.last);
  for (const [bin, [count, total]] of from.bins) addToBin(into.bins, bin, count, total);
}
