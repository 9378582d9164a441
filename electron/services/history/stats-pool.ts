import os from 'node:os';

import type {
  HistoryBucket,
  HistoryEntryFilter,
  HistoryHookStat,
  HistoryTimeline,
} from '../../../shared/schemas/history';
import { MAX_HOOKS } from './hook-stats';
import { mergeHookStatsParts, splitSpan, type HookStatsPart } from './hook-stats-parts';
import { StatsThread } from './stats-thread';

/**
 * More threads than this gain little: each still walks the filter's whole match list in the index
 * (a few ms per million entries) and opens a connection of its own.
 */
const MOST_THREADS = 4;

/** How many statistics threads a pool starts by default: one a core, at most MOST_THREADS. */
export const STATS_THREADS = Math.max(1, Math.min(MOST_THREADS, os.availableParallelism()));

/**
 * The statistics threads of a filter the rollups cannot answer: words, a session, a mix of
 * columns they are not kept for, minute buckets (see StatsThread). Its per-hook statistics walk
 * every match (a common word's: 0.15 s at a million entries on one core): the index is cut into
 * spans of equal width, one per thread, counted at once and merged exactly (durations included,
 * see hook-stats-parts.ts). Its timeline (a count per bucket, a few times cheaper) goes to the
 * first thread: split alike, a word's took as long (577 against 588 ms at ten million entries),
 * its cost being FTS5's walks of the word's match list, which a seq range does not shorten.
 * Threads start with their first request and stay.
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

  timeline(filter: HistoryEntryFilter, bucket: HistoryBucket): Promise<HistoryTimeline> {
    return this.#threads[0]!.run({ what: 'timeline', filter, bucket }) as Promise<HistoryTimeline>;
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
