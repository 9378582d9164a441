import { describe, expect, it } from 'vitest';

import type { ChangeRecord } from '../../../../../../shared/schemas/editing';
import type { WatchedHook } from '../../../../../../shared/schemas/evidence';
import { createAppStore } from '../../../../../../renderer/store/create-app-store';
import { createTestApi, makeHook, ok } from '../../../fixtures';

const watchedRow = (adoptionId: string, hookId: string): WatchedHook => ({
  adoptionId,
  hookIds: [hookId],
  sourcePath: '/home/ana/.claude/settings.json',
  event: 'PreToolUse',
  hook: 'echo guard',
  since: '2026-12-02T10:00:00.000Z',
  lastRun: null,
  runs7d: 0,
  failures7d: 0,
  p95Ms: null,
  runs: [],
  silent: null,
});

describe('watching a hook from its detail', () => {
  const setup = (listed: WatchedHook[][]) => {
    let lists = 0;
    const { api } = createTestApi({
      'evidence:watch-hook': () =>
        ok({ id: 'change-1', hookIds: ['old'] } as unknown as ChangeRecord),
      'evidence:list-watched': () => ok(listed[Math.min(lists++, listed.length - 1)] ?? []),
    });
    return createAppStore({ api });
  };

  it('keeps the detail open on the watched hook, whose row has a new id', async () => {
    const store = setup([
      [watchedRow('a1', 'earlier')],
      [watchedRow('a1', 'earlier'), watchedRow('a2', 'new')],
    ]);
    await store.getState().inventory.loadWatched();
    store.getState().selectHook('old');
    await store.getState().inventory.watch(makeHook({ id: 'old' }));
    expect(store.getState().selectedHookId).toBe('new');
  });

  it('leaves the selection alone when the user has moved on to another hook', async () => {
    const store = setup([[], [watchedRow('a2', 'new')]]);
    await store.getState().inventory.loadWatched();
    store.getState().selectHook('old');
    const watching = store.getState().inventory.watch(makeHook({ id: 'old' }));
    store.getState().selectHook('other');
    await watching;
    expect(store.getState().selectedHookId).toBe('other');
  });
});
