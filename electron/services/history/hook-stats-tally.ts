import type { HistoryHookStat } from '../../../shared/schemas/history';
import { timeOfSeq } from './history-id';
import { addEncodedBins, addToBin } from './hook-cells';
import { durationBin } from './rollup-delta';

interface Tally extends Omit<HookCounts, 'p50' | 'p95'> {
  // Duration bin → [count, sum of durations].
  bins: Map<number, [number, number]>;
}

/**
 * Sums hook runs per (hook, agent, event) from rollup cells and scanned entries alike, and turns
 * them into HistoryHookStats. Percentiles interpolate as percentile_cont does, between the order
 * statistics, each read as the mean of its 25 %-wide duration bin: exact when every value in a
 * bin is the same, otherwise within the bin's width.
 */
export class HookStatsTally {
  readonly #byHook = new Map<string, Tally>();
  readonly #failureIds: ReadonlySet<number>;
  readonly #blockIds: ReadonlySet<number>;

  constructor(failureIds: ReadonlySet<number>, blockIds: ReadonlySet<number>) {
    this.#failureIds = failureIds;
    this.#blockIds = blockIds;
  }

  /** `runs` runs with one outcome term id (0: none), the last at `last`. */
  addRuns(
    hook: number,
    agent: number,
    event: number,
    outcome: number,
    runs: number,
    last: number,
  ): void {
    const tally = this.#tally(hook, agent, event);
    tally.runs += runs;
    if (this.#failureIds.has(outcome)) tally.failures += runs;
    if (this.#blockIds.has(outcome)) tally.blocks += runs;
    tally.last = Math.max(tally.last, last);
  }

  /** One stored hook cell (see hook-cells.ts): its counts and encoded duration bins. */
  addCell(
    hook: number,
    agent: number,
    event: number,
    runs: number,
    failures: number,
    blocks: number,
    last: number,
    bins: Buffer,
  ): void {
    const tally = this.#tally(hook, agent, event);
    tally.runs += runs;
    tally.failures += failures;
    tally.blocks += blocks;
    tally.last = Math.max(tally.last, last);
    addEncodedBins(tally.bins, bins);
  }

  /** `count` durations of one bin summing to `total`. */
  addDurations(
    hook: number,
    agent: number,
    event: number,
    bin: number,
    count: number,
    total: number,
  ): void {
    addToBin(this.#tally(hook, agent, event).bins, bin, count, total);
  }

  /** One scanned entry. */
  addEntry(row: {
    hook: number;
    agent: number;
    event: number;
    outcome: number | null;
    duration: number | null;
    seq: number;
  }): void {
    this.addRuns(row.hook, row.agent, row.event, row.outcome ?? 0, 1, row.seq);
    if (row.duration !== null)
      this.addDurations(row.hook, row.agent, row.event, durationBin(row.duration), 1, row.duration);
  }

  /** The busiest `limit` hooks first, named by `names` (term id → value). */
  stats(names: ReadonlyMap<number, string>, limit: number): HistoryHookStat[] {
    return [...this.#byHook.values()]
      .sort((a, b) => b.runs - a.runs)
      .slice(0, limit)
      .map((tally) =>
        hookStat(names, {
          ...tally,
          p50: percentile(tally.bins, 0.5),
          p95: percentile(tally.bins, 0.95),
        }),
      );
  }

  /** Every term id the stats name. */
  termIds(): number[] {
    return [...this.#byHook.values()].flatMap((tally) => [tally.hook, tally.agent, tally.event]);
  }

  #tally(hook: number, agent: number, event: number): Tally {
    const key = `${hook},${agent},${event}`;
    let tally = this.#byHook.get(key);
    if (!tally) {
      tally = { hook, agent, event, runs: 0, failures: 0, blocks: 0, last: 0, bins: new Map() };
      this.#byHook.set(key, tally);
    }
    return tally;
  }
}

/** The counts of one hook, agent and event as term ids, with their percentiles. */
interface HookCounts {
  hook: number;
  agent: number;
  event: number;
  runs: number;
  failures: number;
  blocks: number;
  p50: number | null;
  p95: number | null;
  last: number;
}

/** An HistoryHookStat from counts, its term ids named by `names`. */
function hookStat(names: ReadonlyMap<number, string>, row: HookCounts): HistoryHookStat {
  return namedHookStat({
    ...row,
    hook: names.get(row.hook) ?? '',
    agent: names.get(row.agent) ?? '',
    event: names.get(row.event) ?? '',
  });
}

/** An HistoryHookStat from counts whose hook, agent and event are named already. */
export function namedHookStat(
  row: Omit<HookCounts, 'hook' | 'agent' | 'event'> & {
    hook: string;
    agent: string;
    event: string;
  },
): HistoryHookStat {
  return {
    hook: row.hook,
    agent: row.agent,
    event: row.event,
    runs: row.runs,
    failures: row.failures,
    blocks: row.blocks,
    failureRate: row.failures / row.runs,
    blockRate: row.blocks / row.runs,
    p50Ms: row.p50,
    p95Ms: row.p95,
    lastRunAt: new Date(timeOfSeq(row.last)).toISOString(),
  };
}

function percentile(bins: Map<number, [number, number]>, p: number): number | null {
  const sorted = [...bins.entries()].sort((a, b) => a[0] - b[0]).map(([, cell]) => cell);
  const total = sorted.reduce((sum, [count]) => sum + count, 0);
  if (total === 0) return null;
  const position = p * (total - 1);
  const below = valueAt(sorted, Math.floor(position));
  const above = valueAt(sorted, Math.ceil(position));
  return below + (above - below) * (position - Math.floor(position));
}

// The mean of the bin that holds the `index`-th smallest duration.
function valueAt(sorted: [number, number][], index: number): number {
  let seen = 0;
  for (const [count, total] of sorted) {
    seen += count;
    if (index < seen) return total / count;
  }
  const last = sorted.at(-1) as [number, number];
  return last[1] / last[0];
}
