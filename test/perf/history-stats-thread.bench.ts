import path from 'node:path';

import { describe, test, vi } from 'vitest';

import { HistoryService } from '../../electron/services/history/history-service';
import { resolveHostPaths } from '../../electron/services/platform/host-paths';
import { writeAuditLog } from '../e2e/renderer/history-store';
import { builtAuditWorker } from '../helpers/audit-worker';
import { tempDir } from '../unit/history/history-test-kit';
import { figure, median, report } from './bench-report';

// History's statistics for a filter the rollups cannot answer scan every match (a word; a
// workspace and a tool): how long they hold up the app's thread (the approvals bridge, imports,
// the UI's other requests) computed there, against on the statistics threads (see
// stats-thread.ts), in the same run. Measured as the longest gap of a 1 ms timer while both
// statistics of the panel (timeline and per-hook) are asked at once.
// Needs the built worker (`npx electron-vite build`). HOOKYARD_STATS_THREAD_ENTRIES: the log's size.
const ENTRIES = Number(process.env.HOOKYARD_STATS_THREAD_ENTRIES ?? 300_000);
const ROUNDS = 4;
const STATS_WORKER = path.resolve(__dirname, '../../out/main/audit-stats-worker.js');
vi.setConfig({ testTimeout: 600_000 });

/** The longest the event loop went without a turn while `work` ran, and its wall time. */
async function blockedDuring(
  work: () => Promise<unknown>,
): Promise<{ blocked: number; wall: number }> {
  let last = performance.now();
  let blocked = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    blocked = Math.max(blocked, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  await work();
  const wall = performance.now() - started;
  // The tick after the work: a block at its very end is counted too.
  await new Promise((resolve) => setTimeout(resolve, 5));
  clearInterval(tick);
  return { blocked, wall };
}

// Every entry's command is `ls build/<n>` (one rare word aside): "build" matches them all. Every
// entry is of one workspace, and a quarter of them of Bash.
const FILTERS = [
  ['word-filter', { text: 'build' }],
  ['workspace-and-tool', { workspace: '/home/dev/code/shop', tool: 'Bash' }],
] as const;

describe(`History statistics that scan ${ENTRIES.toLocaleString('en')} entries`, () => {
  test.each(FILTERS)(
    "%s: the app's thread held up, on the statistics threads vs computed there",
    async (name, filter) => {
      const root = tempDir('hookyard-stats-thread-');
      const dataDir = path.join(root, 'data');
      await writeAuditLog(dataDir, ENTRIES, '/home/dev/code/shop');
      const open = async (statsWorker: string | null) => {
        const opened = await HistoryService.open({
          dataDir,
          paths: resolveHostPaths({ HOME: path.join(root, 'home') }, 'linux'),
          env: {},
          statsWorker,
          auditWorker: await builtAuditWorker(),
        });
        if (!opened.ok) throw new Error(opened.message);
        return opened.service;
      };
      const panel = (service: HistoryService) => () =>
        Promise.all([service.hookStats({ filter }), service.timeline({ filter, bucket: 'auto' })]);
      type Run = { blocked: number; wall: number };
      const runs: Record<'here' | 'thread', Run[]> = { here: [], thread: [] };
      // One service at a time (the log has one writer), alternating.
      for (let round = 0; round < ROUNDS; round++) {
        for (const side of ['here', 'thread'] as const) {
          const service = await open(side === 'here' ? null : STATS_WORKER);
          try {
            // Timed the second time: the thread started and both connections' caches warm, as
            // after the first look at the panel (the thread's start adds ~0.1-0.3 s to that one).
            await panel(service)();
            runs[side].push(await blockedDuring(panel(service)));
          } finally {
            await service.dispose();
          }
        }
      }
      const of = (side: 'here' | 'thread', what: keyof Run) =>
        median(runs[side].map((run) => run[what]));
      report(
        `${name} statistics: app thread held up, thread vs here`,
        of('thread', 'blocked'),
        of('here', 'blocked'),
        'ms',
      );
      report(
        `${name} statistics: wall time, thread vs here`,
        of('thread', 'wall'),
        of('here', 'wall'),
        'ms',
      );
      figure(
        `${name} statistics on the thread: app thread held up, median`,
        of('thread', 'blocked'),
        'ms',
        '≤ 20 ms',
      );
    },
  );
});
