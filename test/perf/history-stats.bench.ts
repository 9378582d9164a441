import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import Database from 'better-sqlite3';
import { afterAll, describe, expect, test } from 'vitest';

import type { HistoryEntryFilter } from '../../shared/schemas/history';
import { auditPaths } from '../../electron/services/history/history-paths';
import { HistoryStore } from '../../electron/services/history/history-store';
import { hookStatsOf } from '../../electron/services/history/hook-stats';
import { IndexQueries } from '../../electron/services/history/index-query';
import { timelineOf } from '../../electron/services/history/timeline-stats';
import { StatsPool, STATS_THREADS } from '../../electron/services/history/stats-pool';
import { builtAuditWorker } from '../helpers/audit-worker';
import { builtEntry } from '../helpers/built-worker';
import { LOG_START, pools } from './audit-bench-data';
import { rawInsert, timed } from './audit-bench-timing';
import { SizedFigures } from './bench-growth';
import { median, report } from './bench-report';
import { BENCH_ENTRIES } from './bench-size';
import { REALISTIC_SPACING_MS, REALISTIC_START, realisticHooks } from './history-stats-data';
import { prepareLog, type LogShape } from './history-stats-log';

// History › Activity (timeline) and per-hook statistics at HOOKYARD_BENCH_ENTRIES entries (1M by
// default; the 10M run belongs here, never in CI), for every filter History offers: each read
// from the rollups, against a scan of the same entries in the same run; and ingest (which keeps
// the rollups) against the raw better-sqlite3 insert baseline, interleaved. Two logs (see
// history-stats-data.ts): one shaped like a real log, and the audit-store bench's uniformly
// random one, the worst case for rollups. HOOKYARD_BENCH_SHAPES picks them (both by default).
const ROWS = BENCH_ENTRIES;
const SHAPES = (process.env.HOOKYARD_BENCH_SHAPES ?? 'realistic,uniform').split(',') as LogShape[];
const INGEST_ROUNDS = Number(process.env.HOOKYARD_BENCH_INGEST_ROUNDS ?? 2);
// A log is generated through the store's append the first time (minutes per million entries).
const INGEST_TIMEOUT = 3_600_000;
const READ_ROUNDS = 3;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-stats-bench-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Milliseconds of one call. */
function time(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

/** The filters of the History bar, with values of the log's shape, each named. */
function filtersOf(shape: LogShape): [string, HistoryEntryFilter][] {
  const realistic = shape === 'realistic';
  const end = realistic ? REALISTIC_START + ROWS * REALISTIC_SPACING_MS : LOG_START + ROWS * 250;
  // Not on an hour or a day: the partial days at the ends are scanned.
  const lastWeek = new Date(end - 7 * 86_400_000 + 1_234_567).toISOString();
  const hook = realistic ? (realisticHooks[3]?.command as string) : (pools.hooks[7] as string);
  const workspace = realistic ? '/home/dev/src/service-0' : (pools.workspaces[2] as string);
  return [
    ['none', {}],
    ['agent', { agent: 'claude-code' }],
    ['event', { event: 'PreToolUse' }],
    ['kind', { kind: 'hook-run' }],
    ['hook', { hook }],
    ['source', { source: 'recorder' }],
    ['workspace', { workspace }],
    ['tool', { tool: 'Bash' }],
    ['outcome', { outcome: 'error' }],
    ['last week', { from: lastWeek }],
    ['hook + last week', { hook, from: lastWeek }],
    ['tool + agent + last week', { tool: 'Bash', agent: 'claude-code', from: lastWeek }],
    ['workspace + outcome (two facets: scan)', { workspace, outcome: 'error' }],
    ['common word (scan)', { text: 'deploy' }],
  ];
}

/**
 * What the app waits for on a common word's per-hook statistics: the index cut into one span per
 * statistics thread (StatsPool), against the app's thread scanning it all (the store's own
 * connection, mapped as the threads' are: the bench's `db` is not), in the same run. The first
 * call starts the threads and warms their connections, as the panel's first look does.
 */
async function wordStatsOnThreads(
  pool: StatsPool,
  store: HistoryStore,
  shape: LogShape,
  sized: SizedFigures,
): Promise<void> {
  const filter = { text: 'deploy' };
  await pool.hookStats(filter, store.seqBounds(filter));
  const threads: number[] = [];
  const one: number[] = [];
  for (let round = 0; round < READ_ROUNDS * 2; round++) {
    const started = performance.now();
    await pool.hookStats(filter, store.seqBounds(filter));
    threads.push(performance.now() - started);
    one.push(time(() => store.hookStats(filter)));
  }
  report(
    `history stats ${shape}: per-hook stats, filter common word, on ${STATS_THREADS} statistics threads vs one thread (median of ${threads.length}, spread ${Math.min(...threads).toFixed(1)}–${Math.max(...threads).toFixed(1)} ms)`,
    median(threads),
    median(one),
    'ms',
  );
  sized.figure(
    `${shape} per-hook stats, common word, on the statistics threads`,
    median(threads),
    'ms',
    '≤ 100 ms at 1M, ≤ 300 ms at 10M',
  );
}

for (const shape of SHAPES) {
  describe(`History statistics, ${shape} log of ${ROWS.toLocaleString('en')} entries`, () => {
    const dataDir = path.join(root, shape);
    const sized = new SizedFigures(`history-stats-${shape}`, ROWS);
    let store: HistoryStore;
    afterAll(() => store?.dispose());

    test(
      'ingest (rollups kept) vs the raw insert baseline, interleaved',
      async () => {
        prepareLog(dataDir, ROWS, shape);
        const { dir, index } = auditPaths(dataDir);
        const worker = await builtAuditWorker();
        const ratios: number[] = [];
        for (let round = 0; round < INGEST_ROUNDS; round++) {
          const raw = await timed(() => rawInsert(dir, path.join(root, 'raw.sqlite')));
          for (const suffix of ['', '-wal', '-shm']) {
            fs.rmSync(path.join(root, `raw.sqlite${suffix}`), { force: true });
            fs.rmSync(index + suffix, { force: true });
          }
          store?.dispose();
          const ours = await timed(async () => {
            const opened = HistoryStore.open({ dataDir, auditWorker: worker });
            if (!opened.ok) throw new Error(opened.message);
            store = opened.store;
            return store.sync();
          });
          expect(ours.value.entries).toBe(ROWS);
          ratios.push(raw.wall / ours.wall);
          report(
            `history stats ${shape}: ingest (bulk threads) vs raw insert, round ${round + 1} (entries/s)`,
            ROWS / ours.wall,
            ROWS / raw.wall,
            'entries/ms',
            '≥ 1.5x',
          );
        }
        sized.figure(`${shape} ingest vs raw insert, median ratio`, median(ratios), 'x', '≥ 1.5x');
        console.log(
          `  spread over ${INGEST_ROUNDS} rounds: ${Math.min(...ratios).toFixed(2)}x – ${Math.max(...ratios).toFixed(2)}x`,
        );
      },
      INGEST_TIMEOUT,
    );

    test('timeline and hook statistics per filter: rollups vs a scan, same run', async () => {
      const { dir, index } = auditPaths(dataDir);
      const db = new Database(index, { readonly: true });
      const queries = new IndexQueries(db, dir);
      const worst = { timeline: 0, stats: 0 };
      const pool = new StatsPool(
        await builtEntry(
          path.resolve(__dirname, '../../electron/services/history/stats-worker.ts'),
          'audit-stats-worker',
        ),
        { dataDir },
      );
      try {
        for (const [name, filter] of filtersOf(shape)) {
          const sql = queries.filterSql(filter);
          const reads = {
            timeline: [
              () => store.timeline(filter, 'auto'),
              () => timelineOf(db, filter, sql, 'auto', 'scan'),
            ],
            stats: [() => store.hookStats(filter), () => hookStatsOf(db, filter, sql, 'scan')],
          } as const;
          for (const what of ['timeline', 'stats'] as const) {
            const [rollups, scan] = reads[what];
            const ours: number[] = [];
            const scans: number[] = [];
            for (let round = 0; round < READ_ROUNDS; round++) {
              ours.push(time(rollups));
              scans.push(time(scan));
            }
            const label = what === 'timeline' ? 'timeline (auto buckets)' : 'per-hook stats';
            report(
              `history stats ${shape}: ${label}, filter ${name}: rollups vs scan (median of ${READ_ROUNDS}, spread ${Math.min(...ours).toFixed(1)}–${Math.max(...ours).toFixed(1)} ms)`,
              median(ours),
              median(scans),
              'ms',
            );
            if (!name.includes('scan')) worst[what] = Math.max(worst[what], median(ours));
          }
        }
        await wordStatsOnThreads(pool, store, shape, sized);
      } finally {
        db.close();
        await pool.dispose();
      }
      const goal = '≤ 100 ms at 1M, ≤ 300 ms at 10M';
      sized.figure(`${shape} timeline, rollup filters, max`, worst.timeline, 'ms', goal);
      sized.figure(`${shape} per-hook stats, rollup filters, max`, worst.stats, 'ms', goal);
      sized.save();
    });
  });
}
