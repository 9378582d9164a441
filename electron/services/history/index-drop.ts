import type Database from 'better-sqlite3';

import { RollupWriter } from './rollup-writer';

/**
 * The prefix of a `files` row whose log file retention deleted: its rows are being dropped (see
 * RetiredRowsDrop). No log file name starts with it, so a new file may take the old name.
 */
export const RETIRED_PREFIX = 'retired:';

/**
 * How many `entries` rows one step deletes at most, and reads at most (four times that): a step
 * is one transaction on the main process, and the event loop waits for it. Its cost is about the
 * same per row whatever the step's size (each row's text, and the five or more rollup cells it
 * counts in, are written one by one): on 370k entries at load average 10 on two cores, 2,048 rows
 * a step took 1,281 ms a step, 512 took 349 ms, 256 took 200 ms and 128 took 101 ms, all about
 * 1,300-1,600 rows/s. So small steps cost no throughput and keep the pauses short.
 */
const DELETE_ROWS = 256;
const WINDOW_PER_DELETE = 4;

/** How far a walk has come, in entries of the retired files, and how many its last step dropped. */
export interface DropProgress {
  entriesDone: number;
  entriesTotal: number;
  dropped: number;
}

/** A walk over the entries: the files whose rows it drops, the last seq read, how far it came. */
interface Walk {
  files: number[];
  cursor: number;
  progress: { entriesDone: number; entriesTotal: number };
}

/** Where a step left the walk, and whether the walk is over. */
interface StepEnd {
  cursor: number;
  dropped: number;
  finished: boolean;
}

/**
 * Drops the rows of retired log files from the index a bounded step at a time, so that the main
 * process serves requests and takes appends in between. A walk reads the entries in seq order
 * from a cursor (`file` has no index) and, in each step's transaction, deletes the retired files'
 * rows it met, their text, and their counts from the rollups (subtracted, see
 * RollupWriter.subtract), and lowers the files' entry counts: after every step the rollups equal
 * a full scan and the status counts what is left. The walk ends when those counts reach zero
 * (retention drops the oldest files, so it seldom reads far past them) or at the end of the
 * entries; then the files' rows go. A crash between steps leaves retired rows that the next run
 * finishes. Files retired during a walk are left for the next one.
 */
export class RetiredRowsDrop {
  readonly #db: Database.Database;
  readonly #rollups: RollupWriter;
  readonly #statements;
  readonly #fileAt: number;
  readonly #deleteRows: number;
  readonly #windowRows: number;
  #walk: Walk | null = null;

  /** `deleteRows`: tuning for tests, the most rows a step deletes (it reads four times that). */
  constructor(db: Database.Database, deleteRows = DELETE_ROWS) {
    this.#db = db;
    this.#deleteRows = deleteRows;
    this.#windowRows = deleteRows * WINDOW_PER_DELETE;
    this.#rollups = new RollupWriter(db);
    const rows = db.prepare('SELECT * FROM entries WHERE seq > ? ORDER BY seq LIMIT ?').raw();
    this.#fileAt = rows.columns().findIndex((column) => column.name === 'file');
    this.#statements = {
      rows,
      retired: db
        .prepare(`SELECT id, entries FROM files WHERE name LIKE '${RETIRED_PREFIX}%'`)
        .raw(),
      deleteText: db.prepare('DELETE FROM entries_text WHERE rowid = ?'),
      deleteEntry: db.prepare('DELETE FROM entries WHERE seq = ?'),
      lower: db.prepare('UPDATE files SET entries = entries - ? WHERE id = ?'),
    };
  }

  /** Drops the next step's rows (one transaction); null once no retired file is left. */
  step(): DropProgress | null {
    if (!this.#walk && !this.#startWalk()) return null;
    const walk = this.#walk as Walk;
    // The walk moves on only once the step is committed: a failed one is tried again.
    let step: StepEnd;
    try {
      step = this.#db.transaction(() => this.#dropNext(walk))();
    } catch (error) {
      this.#rollups.clear();
      throw error;
    }
    const { cursor, dropped, finished } = step;
    walk.cursor = cursor;
    walk.progress.entriesDone += dropped;
    if (finished) this.#walk = null;
    return { ...walk.progress, dropped };
  }

  #startWalk(): boolean {
    const retired = this.#statements.retired.all() as [number, number][];
    if (retired.length === 0) return false;
    const entriesTotal = retired.reduce((sum, [, entries]) => sum + Math.max(0, entries), 0);
    this.#walk = {
      files: retired.map(([id]) => id),
      cursor: -1,
      progress: { entriesDone: 0, entriesTotal },
    };
    return true;
  }

  #dropNext(walk: Walk): StepEnd {
    const files = new Set(walk.files);
    const doomed: unknown[][] = [];
    let read = 0;
    let cursor = walk.cursor;
    const rows = this.#statements.rows.iterate(cursor, this.#windowRows) as Iterable<unknown[]>;
    for (const row of rows) {
      read += 1;
      cursor = row[0] as number;
      if (files.has(row[this.#fileAt] as number)) doomed.push(row);
      if (doomed.length === this.#deleteRows) break;
    }
    const perFile = new Map<number, number>();
    for (const row of doomed) {
      const seq = row[0] as number;
      this.#statements.deleteText.run(seq);
      this.#statements.deleteEntry.run(seq);
      this.#rollups.add(row, 0);
      const file = row[this.#fileAt] as number;
      perFile.set(file, (perFile.get(file) ?? 0) + 1);
    }
    this.#rollups.subtract();
    for (const [file, count] of perFile) this.#statements.lower.run(count, file);
    const atEnd = read < this.#windowRows && doomed.length < this.#deleteRows;
    const finished = atEnd || this.#leftIn(walk.files) <= 0;
    if (finished) this.#db.prepare(`DELETE FROM files WHERE id IN (${walk.files.join(',')})`).run();
    return { cursor, dropped: doomed.length, finished };
  }

  #leftIn(files: readonly number[]): number {
    return this.#db
      .prepare(`SELECT total(entries) FROM files WHERE id IN (${files.join(',')})`)
      .pluck()
      .get() as number;
  }
}
