import os from 'node:os';

import type {
  HistoryEntryFilter,
  HistoryHookStat,
  HistoryTimeline,
} from '../../../shared/schemas/history';
import { MAX_HOOKS } from './hook-stats';
import { mergeHookStatsParts, splitSpan, type HookStatsPart } from './hook-stats-parts';
import { StatsThread } from './stats-thread';
import { mergeTimelineParts } from './timeline-stats';

/**
 * More threads than this gain little: each still walks the word's whole match list in the index
 * (a few ms per million entries) and opens a connection of its own.
 */
const MOST_THREADS = 4;

/** How many statistics threads a pool starts by default: one a core, at most MOST_THREADS. */
export const STATS_THREADS = Math.max(1, Math.min(MOST_THREADS, os.availableParallelism()));

/**
 * The statistics threads of a word filter (see StatsThread). Its per-hook statistics walk every
 * match, 0.15 s at a million entries on one core: the index is cut into spans of equal width,
 * one per thread, counted at once and merged exactly (durations included, see
 * hook-stats-parts.ts). Its timeline is split alike, each thread counting its span's entries into
 * the same buckets. Threads start with their first request and stay.
 */
export class StatsPool {
  readonly #threads: StatsThread[];

  constructor(
    script: string,
    index: { dataDir: string; nativeBinding?: string },
    size = STATS_THREADS,
  ) {
    this.#threads = Array.from({ length: Math.max(1, size) }, () => new StatsThread(script, index));
  }

  /** `bounds`: as for hookStats, and the same for every thread (see TimelinePart). */
  async timeline(
    filter: HistoryEntryFilter,
    bucket: 'auto' | 'minute' | 'hour' | 'day',
    bounds: { first: number | null; last: number | null },
  ): Promise<HistoryTimeline> {
    const parts = await Promise.all(
      splitSpan(bounds, this.#threads.length).map(
        (span, index) =>
          this.#threads[index]!.run({
            what: 'timeline-part',
            filter,
            bucket,
            part: { index: bounds, span },
          }) as Promise<HistoryTimeline>,
      ),
    );
    return mergeTimelineParts(parts);
  }

  /**
   * `bounds`: the first and last seq indexed within the filter's time range
   * (HistoryReads.seqBounds). Rejects if a thread fails.
   */
  async hookStats(
    filter: HistoryEntryFilter,
    bounds: { first: number | null; last: number | null },
  ): Promise<HistoryHookStat[]> {
    const spans = splitSpan(bounds, this.#threads.length);
    const parts = await Promise.all(
      spans.map(
        (span, index) =>
          this.#threads[index]!.run({ what: 'hook-stats-part', filter, span }) as Promise<
            HookStatsPart[]
          >,
      ),
    );
    return mergeHookStatsParts(parts, MAX_HOOKS);
  }

  async dispose(): Promise<void> {
    await Promise.all(this.#threads.map((thread) => thread.dispose()));
  }
}
