import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, test } from 'vitest';

import { HistoryService } from '../../../electron/services/history/history-service';
import { STATS_THREADS } from '../../../electron/services/history/stats-pool';
import { StatsThread } from '../../../electron/services/history/stats-thread';
import { resolveHostPaths } from '../../../electron/services/platform/host-paths';
import { hookRun, tempDir } from '../../unit/history/history-test-kit';

// The statistics thread as the built app has it (`npm test` builds first).
const STATS_WORKER = path.resolve(__dirname, '../../../out/main/audit-stats-worker.js');
const WORDS = { text: 'deploy' };
const SESSION = { sessionId: 'session-1' };
const TWO_FACETS = { tool: 'Bash', outcome: 'error' };
const WALKED_TIMELINES = [
  [WORDS, 'minute'],
  [{}, 'minute'],
  [{ agent: 'claude-code', event: 'PreToolUse' }, 'hour'],
] as const;

async function openService(root: string, statsWorker: string | null) {
  const opened = await HistoryService.open({
    dataDir: path.join(root, 'data'),
    paths: resolveHostPaths({ HOME: path.join(root, 'home') }, 'linux'),
    env: {},
    statsWorker,
  });
  if (!opened.ok) throw new Error(opened.message);
  return opened.service;
}

/** 600 hook runs, half of them of a command with the word "deploy". */
function runs(day = 1) {
  return Array.from({ length: 600 }, (_, i) =>
    hookRun({
      ts: new Date(Date.UTC(2026, 2, day, 10, 0, i)).toISOString(),
      hook: `guard-${i % 3}.sh`,
      outcome: i % 5 === 0 ? 'error' : 'success',
      payload: { tool_input: { command: i % 2 ? 'npm run deploy' : 'npm test' } },
    }),
  );
}

/**
 * A statistics worker that answers every request with `reply` (without `id`); with `ok`, the
 * value is a timeline's `['the thread']`, or a span's part of one run of the hook "the thread".
 */
function stubWorker(root: string, reply: { ok: boolean; message?: string }): string {
  const file = path.join(root, 'stub-stats-worker.js');
  fs.writeFileSync(
    file,
    `const { parentPort } = require('node:worker_threads');
     const part = { hook: 'the thread', agent: 'claude-code', event: 'PreToolUse', runs: 1,
       failures: 0, blocks: 0, last: 0, durations: new Float64Array([5]) };
     parentPort.on('message', ({ id, what }) => parentPort.postMessage({ id, ...${JSON.stringify(reply)},
       value: what === 'timeline' ? ['the thread'] : [part] }));`,
  );
  return file;
}

const runsOf = (stats: { runs: number }[]) => stats.reduce((sum, stat) => sum + stat.runs, 0);

describe('History statistics that walk the matching entries', () => {
  test('go to the statistics threads; those the rollups answer, and a thread that fails, are answered here', async () => {
    const root = tempDir();
    const marked = await openService(root, stubWorker(root, { ok: true }));
    try {
      expect(marked.append(runs()).ok).toBe(true);
      // One part from each thread, merged: words, a session, two facets.
      for (const filter of [WORDS, SESSION, TWO_FACETS])
        expect(await marked.hookStats({ filter }), JSON.stringify(filter)).toEqual([
          expect.objectContaining({ hook: 'the thread', runs: STATS_THREADS, p50Ms: 5 }),
        ]);
      // Words, minute buckets, two shape columns by the hour.
      for (const [filter, bucket] of WALKED_TIMELINES)
        expect(await marked.timeline({ filter, bucket }), bucket).toEqual(['the thread']);
      // The rollups answer these in a few ms, here.
      expect(runsOf(await marked.hookStats({ filter: {} }))).toBe(600);
      expect(runsOf(await marked.hookStats({ filter: { tool: 'Bash' } }))).toBe(600);
      for (const bucket of ['hour', 'day'] as const)
        expect(await marked.timeline({ filter: { agent: 'claude-code' }, bucket })).toEqual({
          bucket,
          points: [expect.objectContaining({ count: 600, failures: 120 })],
        });
    } finally {
      await marked.dispose();
    }
    const failing = await openService(root, stubWorker(root, { ok: false, message: 'no' }));
    try {
      expect(runsOf(await failing.hookStats({ filter: WORDS }))).toBe(300);
    } finally {
      await failing.dispose();
    }
  });

  test('are the same from the thread as computed here, and follow a fresh reindex', async () => {
    expect(fs.existsSync(STATS_WORKER), `${STATS_WORKER}: run npx electron-vite build`).toBe(true);
    const root = tempDir();
    const answers = async (service: HistoryService) => [
      await service.hookStats({ filter: WORDS }),
      await service.hookStats({ filter: SESSION }),
      await service.hookStats({ filter: TWO_FACETS }),
      ...(await Promise.all(
        WALKED_TIMELINES.map(([filter, bucket]) => service.timeline({ filter, bucket })),
      )),
    ];
    const threaded = await openService(root, STATS_WORKER);
    let fromThread: unknown[];
    try {
      expect(threaded.append(runs()).ok).toBe(true);
      fromThread = await answers(threaded);
    } finally {
      await threaded.dispose();
    }
    const here = await openService(root, null);
    try {
      expect(await answers(here)).toEqual(fromThread);
      expect(runsOf(fromThread[0] as { runs: number }[])).toBe(300);
      expect(runsOf(fromThread[1] as { runs: number }[])).toBe(600);
      expect(runsOf(fromThread[2] as { runs: number }[])).toBe(120);
    } finally {
      await here.dispose();
    }
    const again = await openService(root, STATS_WORKER);
    try {
      expect(runsOf(await again.hookStats({ filter: WORDS }))).toBe(300);
      // A fresh reindex replaces the index file: the thread reads the new one.
      await again.reindex(true);
      expect(again.append(runs(2).slice(0, 2)).ok).toBe(true);
      expect(runsOf(await again.hookStats({ filter: WORDS }))).toBe(301);
    } finally {
      await again.dispose();
    }
  });

  test('the newest request waiting goes first: the word the user stopped at is not behind every prefix typed', async () => {
    const root = tempDir();
    // Answers each request with its words, 150 ms after it came.
    const slow = path.join(root, 'slow-stats-worker.js');
    fs.writeFileSync(
      slow,
      `const { parentPort } = require('node:worker_threads');
       parentPort.on('message', ({ id, filter }) =>
         setTimeout(() => parentPort.postMessage({ id, ok: true, value: filter.text }), 150));`,
    );
    const thread = new StatsThread(slow, { dataDir: path.join(root, 'data') });
    const answered: unknown[] = [];
    const ask = (text: string) =>
      thread
        .run({ what: 'timeline', filter: { text }, bucket: 'auto' })
        .then((value) => answered.push(value));
    try {
      await Promise.all(['d', 'de', 'dep', 'deploy'].map(ask));
      // 'd' was in hand when the others came; then the newest, and the older ones after it.
      expect(answered).toEqual(['d', 'deploy', 'dep', 'de']);
      // Ended with requests in hand and waiting: each rejects (its caller computes it itself).
      const pending = ['a', 'b'].map((text) =>
        thread.run({ what: 'timeline', filter: { text }, bucket: 'auto' }),
      );
      await thread.dispose();
      for (const result of await Promise.allSettled(pending))
        expect(result.status).toBe('rejected');
      // And the next request starts a new thread.
      expect(await thread.run({ what: 'timeline', filter: { text: 'c' }, bucket: 'auto' })).toBe(
        'c',
      );
    } finally {
      await thread.dispose();
    }
  });
});
