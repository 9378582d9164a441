import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, test } from 'vitest';

import { HistoryService } from '../../../electron/services/history/history-service';
import { resolveHostPaths } from '../../../electron/services/platform/host-paths';
import { hookRun, tempDir } from '../../unit/history/history-test-kit';

// The statistics thread as the built app has it (`npm test` builds first).
const STATS_WORKER = path.resolve(__dirname, '../../../out/main/audit-stats-worker.js');

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

/** Whether a turn of the event loop came between the call and its answer. */
async function answeredAfterATurn<T>(
  call: () => Promise<T>,
): Promise<{ value: T; turned: boolean }> {
  let turned = false;
  setImmediate(() => (turned = true));
  const value = await call();
  return { value, turned };
}

describe('History statistics with words to match', () => {
  test('are computed on the statistics thread, as on the app thread, which goes on meanwhile', async () => {
    expect(fs.existsSync(STATS_WORKER), `${STATS_WORKER}: run npx electron-vite build`).toBe(true);
    const root = tempDir();
    const threaded = await openService(root, STATS_WORKER);
    const entries = Array.from({ length: 600 }, (_, i) =>
      hookRun({
        ts: new Date(Date.UTC(2026, 2, 1, 10, 0, i)).toISOString(),
        hook: `guard-${i % 3}.sh`,
        outcome: i % 5 === 0 ? 'error' : 'success',
        payload: { tool_input: { command: i % 2 ? 'npm run deploy' : 'npm test' } },
      }),
    );
    try {
      expect(threaded.append(entries).ok).toBe(true);
      const words = { text: 'deploy' };
      const stats = await answeredAfterATurn(() => threaded.hookStats({ filter: words }));
      const timeline = await answeredAfterATurn(() =>
        threaded.timeline({ filter: words, bucket: 'minute' }),
      );
      // Not computed in the call: the answer came from another thread, a turn later.
      expect([stats.turned, timeline.turned]).toEqual([true, true]);
      expect(stats.value.reduce((sum, stat) => sum + stat.runs, 0)).toBe(300);
      // Filters the rollups answer stay on the app's thread (a few ms).
      expect((await answeredAfterATurn(() => threaded.hookStats({ filter: {} }))).turned).toBe(
        false,
      );
      await threaded.dispose();

      // The same answers as computed on the app's thread.
      const here = await openService(root, null);
      try {
        const inline = await answeredAfterATurn(() => here.hookStats({ filter: words }));
        expect(inline.turned).toBe(false);
        expect(stats.value).toEqual(inline.value);
        expect(timeline.value).toEqual(await here.timeline({ filter: words, bucket: 'minute' }));
      } finally {
        await here.dispose();
      }
    } finally {
      await threaded.dispose();
    }
  });
});
