import type Database from 'better-sqlite3';

import { HookCellDelta } from './hook-cells';
import { RollupDelta, rollupStatements, type RollupStatements } from './rollup-delta';

/**
 * Every rollup's counts of some new `entries` rows (the hourly timeline counts and the hook
 * statistics cells), summed in memory and written with `flush`, in the transaction that inserts
 * the rows, so that the rollups and the entries never disagree.
 */
export class RollupWriter {
  readonly #hours = new RollupDelta();
  readonly #hookCells: HookCellDelta;
  readonly #statements: RollupStatements;

  constructor(db: Database.Database) {
    this.#hookCells = new HookCellDelta(db);
    this.#statements = rollupStatements(db);
  }

  /** Counts the `entries` row laid out in `row` from index `at` (as IndexWriter binds it). */
  add(row: ArrayLike<unknown>, at: number): void {
    this.#hours.add(row, at);
    this.#hookCells.add(row, at);
  }

  flush(): void {
    this.#hours.flush(this.#statements);
    this.#hookCells.flush();
  }

  /** Forgets the counts (their rows were not written) and any term ids cached. */
  clear(): void {
    this.#hours.clear();
    this.#hookCells.clear();
  }
}
