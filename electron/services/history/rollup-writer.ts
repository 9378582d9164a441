import type Database from 'better-sqlite3';

import { HookCellRemoval } from './hook-cell-removal';
import { HookCellDelta, type CountedHookCells, type HookCellTables } from './hook-cells';
import { RollupDelta, rollupStatements, type RollupStatements } from './rollup-delta';
import { CountRemoval } from './rollup-removal';
import { ShapeDelta } from './shape-cells';

/**
 * Every rollup's counts of some new `entries` rows (the hourly timeline counts, the hook
 * statistics cells and the entry shapes), summed in memory and written with `flush`, in the transaction that inserts
 * the rows, so that the rollups and the entries never disagree.
 */
export class RollupWriter {
  readonly #hours = new RollupDelta();
  readonly #hookCells: HookCellDelta;
  readonly #shapes: ShapeDelta;
  readonly #statements: RollupStatements;
  readonly #db: Database.Database;
  // Made on the first subtraction: only the dropping of rows subtracts.
  #removal: { counts: CountRemoval; hookCells: HookCellRemoval } | null = null;

  constructor(db: Database.Database, tables?: HookCellTables) {
    this.#db = db;
    this.#hookCells = new HookCellDelta(db, tables);
    this.#shapes = new ShapeDelta(db);
    this.#statements = rollupStatements(db);
  }

  /**
   * Counts the `entries` row laid out in `row` from index `at` (as IndexWriter binds it); in the
   * hook cells too unless they were counted with the row's batch (see addCountedHookCells).
   */
  add(row: ArrayLike<unknown>, at: number, hookCells = true): void {
    this.#hours.add(row, at);
    if (hookCells) this.#hookCells.add(row, at);
    this.#shapes.add(row, at);
  }

  /** Counts the row in the hook cells only (see `add`). */
  addHookCells(row: ArrayLike<unknown>, at: number): void {
    this.#hookCells.add(row, at);
  }

  /** Adds hook cells counted with a batch of rows (see HookCellDelta.addCounted). */
  addCountedHookCells(counted: CountedHookCells, idOf: (number: number) => number): void {
    this.#hookCells.addCounted(counted, idOf);
  }

  flush(): void {
    this.#hours.flush(this.#statements);
    this.#hookCells.flush();
    this.#shapes.flush();
  }

  /**
   * Takes the summed counts away instead of adding them: the rows counted are being deleted, in
   * the same transaction (see index-drop.ts).
   */
  subtract(): void {
    this.#removal ??= {
      counts: new CountRemoval(this.#db),
      hookCells: new HookCellRemoval(this.#db),
    };
    this.#removal.counts.subtractHours(this.#hours.take());
    this.#removal.hookCells.subtract(this.#hookCells.take());
    this.#removal.counts.subtractShapes(this.#shapes.take());
  }

  /** Forgets the counts (their rows were not written) and any term ids cached. */
  clear(): void {
    this.#hours.clear();
    this.#hookCells.clear();
    this.#shapes.clear();
  }
}
