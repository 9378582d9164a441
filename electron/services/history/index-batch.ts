import { HookCellCounter } from './counted-hook-cells';
import type { CountedHookCells } from './hook-cells';
import { seqOf } from './history-id';
import { TERM_COLUMN_NAMES, TERM_COLUMNS, type IndexedFields } from './index-schema';

const TERMS = TERM_COLUMN_NAMES.length;
/** Numbers per line in `IndexBatch.numbers`: seq, one term number per column, duration, off, len. */
export const BATCH_STRIDE = TERMS + 4;
/** Where a line's duration sits in its stride (NaN: none). */
export const DURATION_AT = 1 + TERMS;
/** A term column without a value. */
export const NO_TERM = -1;

/**
 * Log lines ready for the index, in the shape that is cheapest to hand between threads and to
 * bind to SQLite: one typed array of numbers, two arrays of strings, and the filter values
 * numbered by the batch's producer (each value's text is sent once, in the first batch that has
 * it; later batches of the same producer send only its number).
 */
export interface IndexBatch {
  /** Values first seen in this batch, as flat `[field, value, field, value, …]`, numbered on. */
  newTerms: Array<number | string>;
  ids: string[];
  /** The searchable words of each line (see ftsTextOf), without facet tokens. */
  texts: string[];
  /** BATCH_STRIDE numbers per line. */
  numbers: Float64Array<ArrayBuffer>;
  /** Lines that were not entries. */
  malformed: number;
  /** The hook cells of the lines, counted as they were added (see HookCellCounter). */
  hookCells: CountedHookCells;
}

/**
 * Builds IndexBatches. It numbers filter values in the order it first meets them, for as long
 * as it lives: the consumer (IndexWriter's TermIds) keeps the same numbering, so one builder
 * feeds one TermIds. The CPU of this (hashing long values such as hook commands and paths) is
 * spent where the lines are parsed: the parse worker during bulk syncs.
 */
export class IndexBatchBuilder {
  readonly #columns = TERM_COLUMN_NAMES.map((name) => ({
    name,
    field: TERM_COLUMNS[name].field,
    numbered: new Map<string, number>(),
  }));
  #count = 0;
  #newTerms: Array<number | string> = [];
  #ids: string[] = [];
  #texts: string[] = [];
  // Written in place and kept between batches: pushing to a number array and copying it out
  // was about a sixth of preparing a chunk.
  #numbers = new Float64Array(BATCH_STRIDE * 1024);
  #used = 0;
  #malformed = 0;
  readonly #hookCells = new HookCellCounter();

  add(fields: IndexedFields, text: string, off: number, len: number): void {
    this.#ids.push(fields.id);
    this.#texts.push(text);
    if (this.#used + BATCH_STRIDE > this.#numbers.length) this.#grow();
    const numbers = this.#numbers;
    const from = this.#used;
    let at = from;
    numbers[at++] = seqOf(fields.timeMs, fields.id);
    for (const column of this.#columns) {
      const value = fields.terms[column.name];
      numbers[at++] = value === null ? NO_TERM : this.#number(column, value);
    }
    numbers[at++] = fields.durationMs ?? Number.NaN;
    numbers[at++] = off;
    numbers[at++] = len;
    this.#used = at;
    this.#hookCells.count(fields, numbers, from);
  }

  addMalformed(): void {
    this.#malformed += 1;
  }

  /** The lines added since the last call, as one batch. */
  take(): IndexBatch {
    const batch: IndexBatch = {
      newTerms: this.#newTerms,
      ids: this.#ids,
      texts: this.#texts,
      numbers: this.#numbers.slice(0, this.#used),
      malformed: this.#malformed,
      hookCells: this.#hookCells.take(),
    };
    this.#newTerms = [];
    this.#ids = [];
    this.#texts = [];
    this.#used = 0;
    this.#malformed = 0;
    return batch;
  }

  #grow(): void {
    const grown = new Float64Array(this.#numbers.length * 2);
    grown.set(this.#numbers);
    this.#numbers = grown;
  }

  #number(column: { field: number; numbered: Map<string, number> }, value: string): number {
    const known = column.numbered.get(value);
    if (known !== undefined) return known;
    const number = this.#count++;
    column.numbered.set(value, number);
    this.#newTerms.push(column.field, value);
    return number;
  }
}
