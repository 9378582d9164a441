import type Database from 'better-sqlite3';

import { AUDIT_BLOCK_OUTCOMES, AUDIT_FAILURE_OUTCOMES } from '../../../shared/schemas/history';
import { TERM_COLUMN_NAMES, TERM_COLUMNS, type TermColumn } from './index-schema';
import {
  dayOfSeq,
  durationBin,
  fieldTermKey,
  fieldTermOf,
  HOOK_RUN_KINDS,
  monthOfDay,
} from './rollup-delta';

/**
 * The filter columns hook cells are also kept per value of (`facet` = the column's field): a
 * hook-stats filter on one of them (with or without hook, agent, event, kind) reads the cells of
 * that value. Sessions are left out: one session holds few runs, so scanning them is cheap,
 * while a cell per session would cost ingest a write per hook and session for nothing.
 */
export const HOOK_FACETS: readonly TermColumn[] = ['source', 'workspace', 'tool', 'outcome'];

/** Where the term columns start in an `entries` row (seq, id, then one per TERM_COLUMN_NAMES). */
const TERMS_AT = 2;
const DURATION_AT = TERMS_AT + TERM_COLUMN_NAMES.length;
const at = (column: TermColumn) => TERMS_AT + TERM_COLUMN_NAMES.indexOf(column);
const AT = {
  kind: at('kind'),
  agent: at('agent'),
  event: at('event'),
  hook: at('hook'),
  outcome: at('outcome'),
};
const FACETS = HOOK_FACETS.map((column) => ({ field: TERM_COLUMNS[column].field, at: at(column) }));

/** What a cell counts: runs, failures, blocks, the last run's seq, durations per bin. */
export interface HookCell {
  runs: number;
  failures: number;
  blocks: number;
  last: number;
  /** Duration bin (see durationBin) → [how many, their sum in ms]. */
  bins: Map<number, [number, number]>;
}

/**
 * Duration bins as stored: a Float64Array of (bin, count, total) triples. One blob per cell
 * rather than a row per bin: a cell then costs ingest one row write whatever the spread of its
 * durations (a row per bin made ingest write one per run on varied data), and a read of a
 * month of cells is a few thousand rows, not a hundred thousand.
 */
export function encodeBins(bins: ReadonlyMap<number, [number, number]>): Buffer {
  const values = new Float64Array(bins.size * 3);
  writeBins(bins, values, 0);
  return Buffer.from(values.buffer);
}

/** Writes `bins` as (bin, count, total) triples into `values` from `at`; returns where they end. */
export function writeBins(
  bins: ReadonlyMap<number, [number, number]>,
  values: Float64Array,
  at: number,
): number {
  let i = at;
  // forEach, not for…of: no entry array per bin (encoding was a tenth of a bulk ingest's profile).
  bins.forEach(([count, total], bin) => {
    values[i++] = bin;
    values[i++] = count;
    values[i++] = total;
  });
  return i;
}

/** Adds `count` durations summing to `total` to duration bin `bin` of `bins`. */
export function addToBin(
  bins: Map<number, [number, number]>,
  bin: number,
  count: number,
  total: number,
): void {
  const cell = bins.get(bin);
  if (cell) {
    cell[0] += count;
    cell[1] += total;
  } else bins.set(bin, [count, total]);
}

/**
 * The SQL function that merges two encoded bin sets, which the cells' upsert calls on a cell
 * already stored: one B-tree walk a cell instead of a SELECT of its bins and then the upsert
 * (the pair was about a fifth of a bulk ingest's main-thread time). Registered on each
 * connection that writes cells, by the first HookCellDelta made on it.
 */
const MERGE_BINS = 'hookyard_merge_bins';
const withMergeBins = new WeakSet<Database.Database>();

function registerMergeBins(db: Database.Database): void {
  if (withMergeBins.has(db)) return;
  db.function(MERGE_BINS, { deterministic: true }, (stored: unknown, delta: unknown) => {
    // An empty side (a delta without durations, or none stored yet) leaves the other as it is.
    if ((delta as Buffer).length === 0) return stored;
    if ((stored as Buffer).length === 0) return delta;
    return mergeEncodedBins(stored as Buffer, delta as Buffer);
  });
  withMergeBins.add(db);
}

/**
 * The bins of `delta` added to those of `stored`, both encoded, without decoding either into a
 * Map: each of the delta's few bins is looked for among the stored ones (a few dozen at most) and
 * added there or appended. Every upsert of a stored cell calls it; with Maps it was about a tenth
 * of a bulk ingest's main-thread time.
 */
function mergeEncodedBins(stored: Buffer, delta: Buffer): Buffer {
  const merged = new Float64Array((stored.length + delta.length) / 8);
  // Copied into an aligned array: a Float64Array view needs 8-byte alignment, which a blob lacks.
  new Uint8Array(merged.buffer).set(stored);
  let used = stored.length / 8;
  for (let at = 0; at < delta.length; at += 24) {
    const bin = delta.readDoubleLE(at);
    let into = 0;
    while (into < used && merged[into] !== bin) into += 3;
    if (into === used) {
      merged[into] = bin;
      used += 3;
    }
    merged[into + 1] = (merged[into + 1] as number) + delta.readDoubleLE(at + 8);
    merged[into + 2] = (merged[into + 2] as number) + delta.readDoubleLE(at + 16);
  }
  return Buffer.from(merged.buffer, 0, used * 8);
}

/**
 * The upsert of a cell into `table` (`rollup_hook_cells` by day, `rollup_hook_months` by month:
 * the cells of all runs summed over a month, so that a long range reads a row per month).
 */
function cellUpsert(table: string, period: 'day' | 'month'): string {
  return (
    `INSERT INTO ${table} (facet, term, ${period}, hook, agent, event, kind, runs, failures, ` +
    'blocks, last_seq, bins) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET ' +
    'runs = runs + excluded.runs, failures = failures + excluded.failures, ' +
    'blocks = blocks + excluded.blocks, last_seq = max(last_seq, excluded.last_seq), ' +
    `bins = ${MERGE_BINS}(bins, excluded.bins)`
  );
}

/** Adds the stored bins `blob` to `into`. */
export function addEncodedBins(into: Map<number, [number, number]>, blob: Buffer): void {
  // Copied out: a Float64Array view needs 8-byte alignment, which a SQLite blob lacks.
  const values = new Float64Array(new Uint8Array(blob).buffer);
  for (let i = 0; i < values.length; i += 3) {
    addToBin(into, values[i] as number, values[i + 1] as number, values[i + 2] as number);
  }
}

/**
 * Hook cells counted where a batch of lines was built (see HookCellCounter), in the term numbers
 * of its builder. `cells` holds COUNTED_CELL_STRIDE numbers a cell: day, hook, agent, event, kind,
 * facet field (0: the cell of all runs), facet term, runs, failures, blocks, last seq, and how
 * many (bin, count, total) triples of `bins` are its, in order.
 */
export interface CountedHookCells {
  cells: Float64Array<ArrayBuffer>;
  bins: Float64Array<ArrayBuffer>;
}
export const COUNTED_CELL_STRIDE = 12;

/** The cells of one run key (day, hook, agent, event, kind), by fieldTermKey(facet, term). */
export interface RunCells {
  key: readonly [number, number, number, number, number];
  cells: Map<number, HookCell>;
}

/**
 * The SQL aggregate that sums encoded bin sets (the cells of a month from its days' cells). Kept
 * with MERGE_BINS: they must agree on the encoding.
 */
export const SUM_BINS = 'hookyard_sum_bins';
const withSumBins = new WeakSet<Database.Database>();

export function registerSumBins(db: Database.Database): void {
  if (withSumBins.has(db)) return;
  db.aggregate(SUM_BINS, {
    start: () => new Map<number, [number, number]>(),
    step: (bins: Map<number, [number, number]>, blob: unknown) => {
      addEncodedBins(bins, blob as Buffer);
      return bins;
    },
    result: (bins: Map<number, [number, number]>) => encodeBins(bins),
  });
  withSumBins.add(db);
}

/** Where HookCellDelta writes: the daily cells, and (unless `months` is false) the monthly ones. */
export interface HookCellTables {
  months: boolean;
}

/**
 * The `rollup_hook_cells` counts of some new `entries` rows, summed in memory per cell (facet,
 * term, day, hook, agent, event, kind) and written once per cell, to its day, and for the cells
 * of all runs (facet 0) to its month too (`rollup_hook_months`): a cell's runs add up in SQL, its
 * duration bins are merged with the stored ones by MERGE_BINS.
 */
export class HookCellDelta {
  // By run key (see runCellsOf).
  readonly #runs = new Map<string, RunCells>();
  // Kind ids that are hook runs, and outcome ids' classes (0 plain, 1 failure, 2 block): looked
  // up once (a handful exist). Cleared with the delta: a reindex may renumber terms.
  readonly #hookRunKind = new Map<number, boolean>();
  readonly #outcomeClass = new Map<number, number>();
  readonly #value: Database.Statement;
  readonly #upsert: Database.Statement;
  readonly #upsertMonth: Database.Statement | null;

  constructor(db: Database.Database, tables: HookCellTables = { months: true }) {
    this.#value = db.prepare('SELECT value FROM terms WHERE id = ?').pluck();
    registerMergeBins(db);
    this.#upsert = db.prepare(cellUpsert('rollup_hook_cells', 'day'));
    this.#upsertMonth = tables.months
      ? db.prepare(cellUpsert('rollup_hook_months', 'month'))
      : null;
  }

  /** Counts the `entries` row laid out in `row` from index `from`, if it is a hook run. */
  add(row: ArrayLike<unknown>, from: number): void {
    const hook = row[from + AT.hook] as number | null;
    const kind = row[from + AT.kind] as number;
    if (hook === null || !this.#isHookRun(kind)) return;
    const seq = row[from] as number;
    const outcome = row[from + AT.outcome] as number | null;
    const outcomeClass = outcome === null ? 0 : this.#classOf(outcome);
    const duration = row[from + DURATION_AT] as number | null;
    const bin = duration === null ? -1 : durationBin(duration);
    const run = runCellsOf(
      this.#runs,
      dayOfSeq(seq),
      hook,
      row[from + AT.agent] as number,
      row[from + AT.event] as number,
      kind,
    );
    countRun(run.cells, 0, seq, outcomeClass, bin, duration);
    for (const facet of FACETS) {
      const term = row[from + facet.at] as number | null;
      if (term !== null)
        countRun(run.cells, fieldTermKey(facet.field, term), seq, outcomeClass, bin, duration);
    }
  }

  /**
   * Adds cells counted where their batch was built (see CountedHookCells), whose term numbers
   * `idOf` turns into term ids: one merge per cell where `add` was five counts per row.
   */
  addCounted(counted: CountedHookCells, idOf: (number: number) => number): void {
    const { cells, bins } = counted;
    let bin = 0;
    for (let at = 0; at < cells.length; at += COUNTED_CELL_STRIDE) {
      const run = runCellsOf(
        this.#runs,
        cells[at] as number,
        idOf(cells[at + 1] as number),
        idOf(cells[at + 2] as number),
        idOf(cells[at + 3] as number),
        idOf(cells[at + 4] as number),
      );
      const field = cells[at + 5] as number;
      const facetKey = field === 0 ? 0 : fieldTermKey(field, idOf(cells[at + 6] as number));
      const seq = cells[at + 10] as number;
      const cell = cellOf(run.cells, facetKey, seq);
      cell.runs += cells[at + 7] as number;
      cell.failures += cells[at + 8] as number;
      cell.blocks += cells[at + 9] as number;
      if (seq > cell.last) cell.last = seq;
      const binsEnd = bin + 3 * (cells[at + 11] as number);
      for (; bin < binsEnd; bin += 3)
        addToBin(cell.bins, bins[bin] as number, bins[bin + 1] as number, bins[bin + 2] as number);
    }
  }

  /** Writes the summed counts and empties the delta. */
  flush(): void {
    let day = Number.NaN;
    let month = 0;
    for (const { key, cells } of this.#runs.values()) {
      // A batch holds a day or two: the month is worked out once per day met, not per cell.
      if (key[0] !== day) {
        day = key[0];
        month = monthOfDay(day);
      }
      const monthKey = [month, ...key.slice(1)];
      for (const [facetKey, cell] of cells) {
        const facet = fieldTermOf(facetKey);
        const bins = encodeBins(cell.bins);
        const counts = [cell.runs, cell.failures, cell.blocks, cell.last, bins];
        this.#upsert.run(facet, key, counts);
        // Months for all runs only (facet 0): a month per facet value too made ingest ~45 %
        // slower (an upsert and a bins merge per cell), and a facet's days read fast enough.
        if (facetKey === 0) this.#upsertMonth?.run(facet, monthKey, counts);
      }
    }
    this.#runs.clear();
  }

  /** Hands the summed counts over (to be taken away, see hook-cell-removal.ts) and empties the delta. */
  take(): RunCells[] {
    const taken = [...this.#runs.values()];
    this.#runs.clear();
    return taken;
  }

  /** Forgets the counts (their rows were not written) and the terms seen. */
  clear(): void {
    this.#runs.clear();
    this.#hookRunKind.clear();
    this.#outcomeClass.clear();
  }

  #isHookRun(kind: number): boolean {
    let known = this.#hookRunKind.get(kind);
    if (known === undefined) {
      known = HOOK_RUN_KINDS.includes(this.#value.get(kind) as string);
      this.#hookRunKind.set(kind, known);
    }
    return known;
  }

  #classOf(outcome: number): number {
    let known = this.#outcomeClass.get(outcome);
    if (known === undefined) {
      known = outcomeClassOf(this.#value.get(outcome) as string);
      this.#outcomeClass.set(outcome, known);
    }
    return known;
  }
}

/** How a cell counts an outcome: 1 a failure, 2 a block, 0 neither. */
export function outcomeClassOf(outcome: string): number {
  if (AUDIT_FAILURE_OUTCOMES.includes(outcome)) return 1;
  return AUDIT_BLOCK_OUTCOMES.includes(outcome) ? 2 : 0;
}

/** The cells of run key (day, hook, agent, event, kind) in `runs`, made when new. */
export function runCellsOf(
  runs: Map<string, RunCells>,
  day: number,
  hook: number,
  agent: number,
  event: number,
  kind: number,
): RunCells {
  // One string per run, its cells under numeric keys (a string per cell made counting 17 % of a
  // bulk ingest's main-thread profile; now 12 %).
  const runKey = `${day},${hook},${agent},${event},${kind}`;
  let run = runs.get(runKey);
  if (!run) {
    run = { key: [day, hook, agent, event, kind], cells: new Map() };
    runs.set(runKey, run);
  }
  return run;
}

/** The cell `facetKey` of `cells`, made empty (its last run `seq`) when new. */
function cellOf(cells: Map<number, HookCell>, facetKey: number, seq: number): HookCell {
  let cell = cells.get(facetKey);
  if (!cell) {
    cell = { runs: 0, failures: 0, blocks: 0, last: seq, bins: new Map() };
    cells.set(facetKey, cell);
  }
  return cell;
}

/** Counts one run in the cell `facetKey` of `cells`. */
export function countRun(
  cells: Map<number, HookCell>,
  facetKey: number,
  seq: number,
  outcomeClass: number,
  bin: number,
  duration: number | null,
): void {
  const cell = cellOf(cells, facetKey, seq);
  cell.runs += 1;
  if (outcomeClass === 1) cell.failures += 1;
  else if (outcomeClass === 2) cell.blocks += 1;
  if (seq > cell.last) cell.last = seq;
  if (duration !== null) addToBin(cell.bins, bin, 1, duration);
}
