import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';

import { describe, expect, test, vi } from 'vitest';

import { FirstPageWarmUp } from '../../../electron/services/history/first-page-warm-up';
import { HistoryService } from '../../../electron/services/history/history-service';
import { HistoryStore } from '../../../electron/services/history/history-store';
import { resolveHostPaths } from '../../../electron/services/platform/host-paths';
import { hookRun, tempDir } from './history-test-kit';

/** Turns of the event loop, enough for every step of a warm-up to have run. */
async function turns(count: number): Promise<void> {
  for (let turn = 0; turn < count; turn++) await nextTurn();
}

describe('FirstPageWarmUp', () => {
  test('runs its steps in order, one a turn of the event loop, never in the caller’s', async () => {
    const done: string[] = [];
    const warmUp = new FirstPageWarmUp([() => done.push('small'), () => done.push('full')]);
    warmUp.start();
    expect(done).toEqual([]);
    // A request that arrives meanwhile is answered between two steps.
    setImmediate(() => done.push('request'));
    await turns(4);
    expect(done).toEqual(['small', 'request', 'full']);
  });

  test('stops when cancelled, and after a step that throws', async () => {
    const done: string[] = [];
    const cancelled = new FirstPageWarmUp([() => done.push('a'), () => done.push('b')]);
    cancelled.start();
    await nextTurn();
    cancelled.cancel();
    const failing = new FirstPageWarmUp([
      () => {
        throw new Error('The database connection is not open');
      },
      () => done.push('after the failure'),
    ]);
    failing.start();
    await turns(4);
    expect(done).toEqual(['a']);
  });
});

describe('HistoryService.warmFirstPageSoon', () => {
  async function openWithEntries() {
    const root = tempDir();
    const opened = await HistoryService.open({
      dataDir: path.join(root, 'data'),
      paths: resolveHostPaths({ HOME: path.join(root, 'home') }, 'linux'),
      env: {},
    });
    if (!opened.ok) throw new Error(opened.message);
    opened.service.append([hookRun(), hookRun()]);
    return opened.service;
  }

  test('makes History’s first query, a tiny page then a full one, in the background', async () => {
    const service = await openWithEntries();
    const queries = vi.spyOn(HistoryStore.prototype, 'query');
    try {
      service.warmFirstPageSoon();
      expect(queries).not.toHaveBeenCalled();
      await turns(4);
      expect(queries.mock.calls.map(([request]) => request)).toEqual([
        { filter: {}, cursor: null, limit: 1, order: 'desc' },
        { filter: {}, cursor: null, limit: 200, order: 'desc' },
      ]);
    } finally {
      queries.mockRestore();
      await service.dispose();
    }
  });

  test('leaves the rest to the first query anyone makes, and to disposal', async () => {
    const asked = await openWithEntries();
    const disposed = await openWithEntries();
    const queries = vi.spyOn(HistoryStore.prototype, 'query');
    try {
      asked.warmFirstPageSoon();
      expect(asked.query({ filter: { agent: 'claude-code' } }).entries).toHaveLength(2);
      disposed.warmFirstPageSoon();
      await disposed.dispose();
      await turns(4);
      expect(queries).toHaveBeenCalledTimes(1);
    } finally {
      queries.mockRestore();
      await asked.dispose();
    }
  });
});
