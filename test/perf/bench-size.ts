import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * How many entries the history benchmarks build (audit-store, history-first-page):
 * HOOKYARD_BENCH_ENTRIES, a million unless set. Ten million belongs here, never in CI or a timed
 * test: `HOOKYARD_BENCH_ENTRIES=10000000 nice npm run bench -- test/perf/audit-store.bench.ts`.
 */
export const BENCH_ENTRIES = entriesOf(process.env.HOOKYARD_BENCH_ENTRIES);

/**
 * The time limit of a test that builds or ingests a history of that size: the config's ten
 * minutes, or 2 ms an entry. A million entries outlasted ten minutes on a loaded two-core machine
 * (append, raw-insert baseline and two ingests at about 4,000 entries/s each).
 */
export const BENCH_TIMEOUT_MS = Math.max(600_000, BENCH_ENTRIES * 2);

/**
 * Where those benchmarks keep what is slow to build (generated logs, indexed stores) and the
 * figures of earlier runs, between runs: HOOKYARD_BENCH_CACHE, else a folder of a stable name in
 * the temp folder. Point it elsewhere where the temp folder is cleaned: a ten-million log takes
 * most of an hour to generate on two cores.
 */
export const BENCH_CACHE =
  process.env.HOOKYARD_BENCH_CACHE || path.join(os.tmpdir(), 'hookyard-audit-bench');

/**
 * A fresh folder for one run, inside BENCH_CACHE: the cached logs are hard-linked into it, which
 * cannot cross file systems, and a ten-million index belongs on the disk chosen for the cache.
 */
export function benchRunDir(): string {
  fs.mkdirSync(BENCH_CACHE, { recursive: true });
  return fs.mkdtempSync(path.join(BENCH_CACHE, 'run-'));
}

function entriesOf(value: string | undefined): number {
  if (value === undefined || value === '') return 1_000_000;
  // A typo must not quietly run the default size (or NaN entries) for most of an hour.
  if (!/^[1-9][0-9]*$/.test(value))
    throw new Error(`HOOKYARD_BENCH_ENTRIES must be a whole number of entries, not "${value}"`);
  return Number(value);
}
