import type Database from 'better-sqlite3';

import { fieldTermOf, type HourCells } from './rollup-delta';
import { SHAPE_COLUMNS } from './shape-cells';

/**
 * Takes the hourly counts and the entry shapes of deleted `entries` rows away (tallied by
 * RollupDelta and ShapeDelta from those rows), in the transaction that deletes them. Both are
 * plain counts: each cell loses what the rows added, and one left at zero is deleted, so the
 * tables stay what a full scan of the rows left would make them.
 */
export class CountRemoval {
  readonly #hours: Countdown;
  readonly #shapes: Countdown;

  constructor(db: Database.Database) {
    this.#hours = countdown(db, 'rollup_hours', ['field', 'term', 'hour', 'outcome']);
    this.#shapes = countdown(db, 'rollup_shapes', ['day', ...SHAPE_COLUMNS]);
  }

  subtractHours(taken: readonly HourCells[]): void {
    for (const { hour, outcome, entries } of taken) {
      for (const [cell, count] of entries) {
        const [field, term] = fieldTermOf(cell);
        this.#hours([field, term, hour, outcome], count);
      }
    }
  }

  subtractShapes(taken: readonly { key: number[]; entries: number }[]): void {
    for (const { key, entries } of taken) this.#shapes(key, entries);
  }
}

/** Subtracts `count` from the `entries` of one row of a count table, deleting it at zero. */
type Countdown = (key: readonly number[], count: number) => void;

function countdown(db: Database.Database, table: string, key: readonly string[]): Countdown {
  const where = key.map((column) => `${column} = ?`).join(' AND ');
  const subtract = db.prepare(
    `UPDATE ${table} SET entries = entries - ? WHERE ${where} RETURNING entries`,
  );
  const remove = db.prepare(`DELETE FROM ${table} WHERE ${where}`);
  return (values, count) => {
    const left = subtract.pluck().get(count, values) as number | undefined;
    if (left !== undefined && left <= 0) remove.run(values);
  };
}
