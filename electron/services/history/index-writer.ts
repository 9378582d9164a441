import type Database from 'better-sqlite3';

import { facetToken } from './fts-text';
import { BATCH_STRIDE, DURATION_AT, NO_TERM, type IndexBatch } from './index-batch';
import { RollupWriter } from './rollup-writer';

/** How far one log file is indexed. */
export interface FileProgress {
  id: number;
  indexedBytes: number;
}

// Rows per INSERT statement: measured, 128 takes about 12% less CPU than 32; more gains nothing.
const CHUNK = 128;
const COLUMNS = 15;
// A time slot holds 1024 positions; past that many collisions something else is wrong.
const MAX_PROBE = 4096;

/**
 * The index's term ids (and facet tokens) of the values one IndexBatchBuilder numbered: each
 * batch brings the values first seen in it; later batches use their numbers.
 */
export class TermIds {
  /** Field and value of each number. */
  readonly values: Array<[number, string]> = [];
  /** Term id of each number, resolved on first use. */
  ids: number[] = [];
  /** ' ' + facet token of each resolved number. */
  tokens: string[] = [];
  /** The writer's term generation the ids belong to. */
  generation = 0;

  learn(newTerms: ReadonlyArray<number | string>): void {
    for (let at = 0; at < newTerms.length; at += 2) {
      this.values.push([newTerms[at] as number, newTerms[at + 1] as string]);
    }
  }

  /** Drops the resolved ids: they are resolved again on next use. */
  forget(generation: number): void {
    this.ids = [];
    this.tokens = [];
    this.generation = generation;
  }
}

/**
 * Writes index rows. Each `commit` is one transaction that inserts a file's lines, adds them to
 * the rollups and moves that file's `indexed_bytes`, so the index, its rollups and its resume
 * point never disagree; a group (beginGroup … commitGroup) is one such transaction for several
 * batches. Lines already indexed (same id) are skipped, which makes re-reading a file after a
 * crash harmless.
 */
export class IndexWriter {
  readonly #db: Database.Database;
  readonly #terms = new Map<number, Map<string, number>>();
  readonly #newTerms: [number, string][] = [];
  readonly #statements;
  readonly #delta: RollupWriter;
  // Moves on when cached term ids become invalid (clearCache), so every TermIds resolves again.
  #generation = 0;

  constructor(db: Database.Database) {
    this.#db = db;
    this.#delta = new RollupWriter(db);
    const row = `(${Array(COLUMNS).fill('?').join(',')})`;
    this.#statements = {
      insertMany: db.prepare(`INSERT INTO entries VALUES ${Array(CHUNK).fill(row).join(',')}`),
      insertOne: db.prepare(`INSERT OR IGNORE INTO entries VALUES ${row}`),
      idAt: db.prepare('SELECT id FROM entries WHERE seq = ?').pluck(),
      textMany: db.prepare(
        `INSERT INTO entries_text (rowid, text) VALUES ${Array(CHUNK).fill('(?,?)').join(',')}`,
      ),
      textOne: db.prepare('INSERT INTO entries_text (rowid, text) VALUES (?, ?)'),
      termInsert: db.prepare('INSERT OR IGNORE INTO terms (field, value) VALUES (?, ?)'),
      termGet: db.prepare('SELECT id FROM terms WHERE field = ? AND value = ?').pluck(),
      fileInsert: db.prepare('INSERT OR IGNORE INTO files (name) VALUES (?)'),
      fileGet: db.prepare('SELECT id, indexed_bytes AS indexedBytes FROM files WHERE name = ?'),
      fileAdvance: db.prepare(
        'UPDATE files SET indexed_bytes = ?, entries = entries + ?, malformed = malformed + ? WHERE id = ?',
      ),
    };
  }

  /** The file's row, created at offset 0 when it is new. */
  file(name: string): FileProgress {
    this.#statements.fileInsert.run(name);
    return this.#statements.fileGet.get(name) as FileProgress;
  }

  /**
   * Indexes a batch of one file's lines and sets its indexed offset to `end`, atomically.
   * `terms` is the TermIds of the builder that made the batch. Returns how many lines were new.
   * Throws what SQLite throws (a full disk: SQLITE_FULL); nothing is then kept.
   */
  commit(fileId: number, batch: IndexBatch, end: number, terms: TermIds): number {
    try {
      return this.#db.transaction(() => {
        const inserted = this.#add(fileId, batch, end, terms);
        this.#delta.flush();
        return inserted;
      })();
    } catch (error) {
      this.#undo(terms);
      throw error;
    } finally {
      this.#newTerms.length = 0;
    }
  }

  /**
   * Starts one transaction for several batches (see addToGroup): for a thread that has the
   * connection to itself, since the rows are written before the rollups (see commitGroup).
   */
  beginGroup(): void {
    this.#db.exec('BEGIN IMMEDIATE');
  }

  /**
   * As `commit`, within the transaction beginGroup started and without writing the rollups:
   * their counts add up in memory until commitGroup, so that a hook cell touched by every batch
   * is written once. Throws what SQLite throws: then call abandonGroup.
   */
  addToGroup(fileId: number, batch: IndexBatch, end: number, terms: TermIds): number {
    return this.#add(fileId, batch, end, terms);
  }

  /** Writes the group's rollups and commits it. Throws what SQLite throws: then abandonGroup. */
  commitGroup(): void {
    this.#delta.flush();
    this.#db.exec('COMMIT');
    this.#newTerms.length = 0;
  }

  /** Rolls the group back (SQLite may have done so already, on a full disk) and forgets it. */
  abandonGroup(terms: TermIds): void {
    if (this.#db.inTransaction) this.#db.exec('ROLLBACK');
    this.#undo(terms);
    this.#newTerms.length = 0;
  }

  // Inserts a batch's rows, counts them in the rollups' delta and moves the file's resume point.
  #add(fileId: number, batch: IndexBatch, end: number, terms: TermIds): number {
    terms.learn(batch.newTerms);
    if (terms.generation !== this.#generation) terms.forget(this.#generation);
    const lines = batch.ids.length;
    let inserted = 0;
    // Lines the probing path moved to another seq (their row) or skipped as already indexed
    // (null): the batch's counted hook cells hold every line at its first seq, so they stand
    // only when there is none.
    const probed = new Map<number, unknown[] | null>();
    for (let start = 0; start < lines; start += CHUNK) {
      const to = Math.min(lines, start + CHUNK);
      inserted += this.#insertChunk(fileId, batch, start, to, terms, probed);
    }
    if (probed.size === 0) {
      this.#delta.addCountedHookCells(batch.hookCells, (number) => this.#idOf(terms, number));
    } else this.#countHookCellsByRow(fileId, batch, terms, probed);
    this.#statements.fileAdvance.run(end, inserted, batch.malformed, fileId);
    return inserted;
  }

  // The hook cells of a batch that had lines probed or skipped, row by row as inserted: rare (a
  // line indexed twice, two entries in one time slot), so building its rows again costs nothing.
  #countHookCellsByRow(
    fileId: number,
    batch: IndexBatch,
    terms: TermIds,
    probed: ReadonlyMap<number, unknown[] | null>,
  ): void {
    for (let line = 0; line < batch.ids.length; line++) {
      let row = probed.get(line);
      if (row === undefined) {
        row = [];
        this.#pushRow(batch, line, fileId, terms, row, []);
      }
      if (row) this.#delta.addHookCells(row, 0);
    }
  }

  // After a failed transaction: nothing of it was kept.
  #undo(terms: TermIds): void {
    this.#delta.clear();
    this.#forgetNewTerms();
    // Ids resolved in the failed transaction may be gone: resolve every number again.
    terms.forget(this.#generation);
  }

  /** Drops cached term ids: after the tables were emptied by a reindex. */
  clearCache(): void {
    this.#terms.clear();
    this.#delta.clear();
    this.#generation += 1;
  }

  // Lines [from, to) of the batch: one statement per table when they are a full CHUNK, else (or
  // when an id collides) one row at a time, probing for a free seq; those rows go to `probed`
  // when their seq moved or they were skipped. Counts the rows in every rollup but the hook
  // cells, which #add counts per batch.
  #insertChunk(
    fileId: number,
    batch: IndexBatch,
    from: number,
    to: number,
    terms: TermIds,
    probed: Map<number, unknown[] | null>,
  ): number {
    const values: unknown[] = [];
    const texts: unknown[] = [];
    for (let line = from; line < to; line++)
      this.#pushRow(batch, line, fileId, terms, values, texts);
    if (to - from === CHUNK) {
      try {
        this.#statements.insertMany.run(values);
        this.#statements.textMany.run(texts);
        for (let at = 0; at < values.length; at += COLUMNS) this.#delta.add(values, at, false);
        return CHUNK;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') throw error;
      }
    }
    let inserted = 0;
    for (let i = 0; i < to - from; i++) {
      const row = values.slice(i * COLUMNS, (i + 1) * COLUMNS);
      const first = row[0];
      const seq = this.#insertProbing(row);
      if (seq === null) {
        probed.set(from + i, null);
        continue;
      }
      if (seq !== first) probed.set(from + i, row);
      this.#statements.textOne.run(seq, texts[i * 2 + 1]);
      this.#delta.add(row, 0, false);
      inserted += 1;
    }
    return inserted;
  }

  // Appends the entries row (seq, id, term ids, duration, position) to `values` and the
  // (seq, words + facet tokens) pair to `texts`.
  #pushRow(
    batch: IndexBatch,
    line: number,
    fileId: number,
    terms: TermIds,
    values: unknown[],
    texts: unknown[],
  ): void {
    const { numbers } = batch;
    const at = line * BATCH_STRIDE;
    const seq = numbers[at] as number;
    values.push(seq, batch.ids[line]);
    let text = batch.texts[line] as string;
    for (let term = at + 1; term < at + DURATION_AT; term++) {
      const number = numbers[term] as number;
      if (number === NO_TERM) {
        values.push(null);
        continue;
      }
      if (terms.ids[number] === undefined) this.#resolve(terms, number);
      values.push(terms.ids[number]);
      text += terms.tokens[number] as string;
    }
    const duration = numbers[at + DURATION_AT] as number;
    values.push(
      Number.isNaN(duration) ? null : duration,
      fileId,
      numbers[at + DURATION_AT + 1],
      numbers[at + DURATION_AT + 2],
    );
    texts.push(seq, text);
  }

  // The term id of a number of the batch's builder, resolved if no row of the batch used it yet.
  #idOf(terms: TermIds, number: number): number {
    if (terms.ids[number] === undefined) this.#resolve(terms, number);
    return terms.ids[number] as number;
  }

  #resolve(terms: TermIds, number: number): void {
    const [field, value] = terms.values[number] as [number, string];
    const id = this.#termId(field, value);
    terms.ids[number] = id;
    terms.tokens[number] = ` ${facetToken(field, id)}`;
  }

  // Returns the seq used, or null when the same id is already indexed.
  #insertProbing(row: unknown[]): number | null {
    const base = row[0] as number;
    const id = row[1] as string;
    for (let seq = base; seq < base + MAX_PROBE; seq++) {
      row[0] = seq;
      if (this.#statements.insertOne.run(row).changes === 1) return seq;
      if (this.#statements.idAt.get(seq) === id) return null;
    }
    throw new Error(`no free index position near ${base} for ${id}`);
  }

  #termId(field: number, value: string): number {
    let byValue = this.#terms.get(field);
    if (!byValue) this.#terms.set(field, (byValue = new Map()));
    const cached = byValue.get(value);
    if (cached !== undefined) return cached;
    this.#statements.termInsert.run(field, value);
    const id = this.#statements.termGet.get(field, value) as number;
    byValue.set(value, id);
    this.#newTerms.push([field, value]);
    return id;
  }

  #forgetNewTerms(): void {
    for (const [field, value] of this.#newTerms) this.#terms.get(field)?.delete(value);
  }
}
