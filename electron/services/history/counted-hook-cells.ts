import {
  COUNTED_CELL_STRIDE,
  countRun,
  HOOK_FACETS,
  outcomeClassOf,
  runCellsOf,
  writeBins,
} from './hook-cells';
import type { CountedHookCells, RunCells } from './hook-cells';
import { TERM_COLUMN_NAMES, TERM_COLUMNS, type IndexedFields } from './index-schema';
import { dayOfSeq, durationBin, fieldTermKey, fieldTermOf, HOOK_RUN_KINDS } from './rollup-delta';

/** Where a column's term number sits in a line's numbers (after its seq; see IndexBatchBuilder). */
const at = (column: (typeof TERM_COLUMN_NAMES)[number]) => 1 + TERM_COLUMN_NAMES.indexOf(column);
const AT = {
  hook: at('hook'),
  agent: at('agent'),
  event: at('event'),
  kind: at('kind'),
  outcome: at('outcome'),
};
const FACETS = HOOK_FACETS.map((column) => ({ field: TERM_COLUMNS[column].field, at: at(column) }));

/**
 * Counts the hook cells of the lines of a batch as it is built, keyed by the builder's term
 * numbers, for HookCellDelta.addCounted. Why here: counting was a fifth of the bulk index
 * thread's time (five cells and their duration bins per row), while the parse thread that builds
 * the batches sat half idle; the writer now merges a batch's few thousand cells instead.
 */
export class HookCellCounter {
  #runs = new Map<string, RunCells>();
  // By term number: whether a kind is a hook run, and an outcome's class (see outcomeClassOf),
  // worked out from its text once (the builder keeps its numbers for its whole life).
  readonly #hookRunKind = new Map<number, boolean>();
  readonly #outcomeClass = new Map<number, number>();

  /** Counts the line whose fields are `fields` and numbers start at `from` of `numbers`. */
  count(fields: IndexedFields, numbers: Float64Array, from: number): void {
    if (fields.terms.hook === null) return;
    const kind = numbers[from + AT.kind] as number;
    let hookRun = this.#hookRunKind.get(kind);
    if (hookRun === undefined) {
      hookRun = HOOK_RUN_KINDS.includes(fields.terms.kind as string);
      this.#hookRunKind.set(kind, hookRun);
    }
    if (!hookRun) return;
    const seq = numbers[from] as number;
    const duration = fields.durationMs;
    const bin = duration === null ? -1 : durationBin(duration);
    const outcome = numbers[from + AT.outcome] as number;
    let outcomeClass = outcome < 0 ? 0 : this.#outcomeClass.get(outcome);
    if (outcomeClass === undefined) {
      outcomeClass = outcomeClassOf(fields.terms.outcome as string);
      this.#outcomeClass.set(outcome, outcomeClass);
    }
    const run = runCellsOf(
      this.#runs,
      dayOfSeq(seq),
      numbers[from + AT.hook] as number,
      numbers[from + AT.agent] as number,
      numbers[from + AT.event] as number,
      kind,
    );
    countRun(run.cells, 0, seq, outcomeClass, bin, duration);
    for (const facet of FACETS) {
      const term = numbers[from + facet.at] as number;
      // A facet without a value has no number (NO_TERM, negative).
      if (term >= 0)
        countRun(run.cells, fieldTermKey(facet.field, term), seq, outcomeClass, bin, duration);
    }
  }

  /** The cells counted since the last call, encoded (see CountedHookCells). */
  take(): CountedHookCells {
    let cellCount = 0;
    let binCount = 0;
    for (const run of this.#runs.values()) {
      cellCount += run.cells.size;
      for (const cell of run.cells.values()) binCount += cell.bins.size;
    }
    const cells = new Float64Array(cellCount * COUNTED_CELL_STRIDE);
    const bins = new Float64Array(binCount * 3);
    let c = 0;
    let b = 0;
    for (const { key, cells: byFacet } of this.#runs.values()) {
      byFacet.forEach((cell, facetKey) => {
        cells.set(key, c);
        const [field, term] = fieldTermOf(facetKey);
        cells[c + 5] = field;
        cells[c + 6] = term;
        cells[c + 7] = cell.runs;
        cells[c + 8] = cell.failures;
        cells[c + 9] = cell.blocks;
        cells[c + 10] = cell.last;
        cells[c + 11] = cell.bins.size;
        c += COUNTED_CELL_STRIDE;
        b = writeBins(cell.bins, bins, b);
      });
    }
    this.#runs = new Map();
    return { cells, bins };
  }
}
