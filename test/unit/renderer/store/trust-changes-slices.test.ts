import { describe, expect, it } from 'vitest';

import type { ChangeRecord } from '../../../../shared/schemas/editing';
import { createAppStore } from '../../../../renderer/store/create-app-store';
import { selectUntrustedVerdict } from '../../../../renderer/features/manage/state/manage-trust';
import { subscribeToServiceEvents } from '../../../../renderer/store/subscriptions';
import { createTestApi, flush, makeHook, makeInventory, ok } from '../fixtures';
import { codedText } from '../../../../shared/i18n/coded-text';

const shop = { kind: 'workspace' as const, workspaceId: 'shop' };
const record = (id: string): ChangeRecord => ({
  id,
  at: '2026-01-01T10:00:00.000Z',
  operation: 'edit',
  hookIds: [],
  summary: [codedText('change.script-edited', { file: `/ws/${id}.sh` })],
  files: [],
  restores: null,
});

describe('trust review', () => {
  it('reviews a workspace when it comes on screen and marks its new and changed hooks', async () => {
    const verdict = (hookId: string, state: 'trusted' | 'untrusted-new' | 'untrusted-changed') => ({
      hook: makeHook({ id: hookId }),
      verdict: {
        state,
        hookId,
        content: 'x',
        contentHash: hookId.repeat(64),
        trustedContent: null,
        trustedAt: null,
      },
    });
    const { api, callsTo } = createTestApi({
      'inventory:get': ({ scope }) => ok(makeInventory(scope)),
      'trust:review': () =>
        ok([
          verdict('a', 'trusted'),
          verdict('b', 'untrusted-new'),
          verdict('c', 'untrusted-changed'),
        ]),
      'trust:trust-hooks': () => ok([]),
    });
    const store = createAppStore({ api });
    subscribeToServiceEvents(store, api);
    await store.getState().selectScope(shop);
    await flush();

    expect(callsTo('trust:review')[0]?.request).toEqual({ workspaceId: 'shop' });
    const state = store.getState();
    expect(state.manage.untrusted.map((item) => item.hook.id)).toEqual(['b', 'c']);
    expect(selectUntrustedVerdict('b')(state)).toBe('untrusted-new');
    expect(selectUntrustedVerdict('a')(state)).toBeNull();

    await store.getState().manage.trustHooks(['b']);
    // It sends back what the user was shown, so a hook changed since is not trusted unseen.
    expect(callsTo('trust:trust-hooks')[0]?.request).toEqual({
      workspaceId: 'shop',
      hookIds: ['b'],
      reviewed: { b: 'b'.repeat(64) },
    });
    expect(callsTo('trust:review').length).toBeGreaterThan(1);
  });

  it('has nothing to review at user level', async () => {
    const { api, callsTo } = createTestApi({});
    const store = createAppStore({ api });
    await store.getState().manage.loadTrustReview();
    expect(callsTo('trust:review')).toHaveLength(0);
    expect(store.getState().manage.untrusted).toEqual([]);
  });
});

describe('changes and trash', () => {
  it('pages the history in and refreshes it after a restore, which is a change itself', async () => {
    const history = [record('c3'), record('c2'), record('c1')];
    const { api, callsTo } = createTestApi({
      'manage:list-changes': ({ limit = 50, offset = 0 }) =>
        ok({
          changes: history.slice(offset, offset + Math.min(limit, 2)),
          total: history.length,
          unreadable: 1,
        }),
      'manage:restore-change': ({ changeId }) => {
        const restore = { ...record('c4'), operation: 'restore' as const, restores: changeId };
        history.unshift(restore);
        return ok(restore);
      },
      'manage:list-trash': () => ok([]),
    });
    const store = createAppStore({ api });
    await store.getState().changes.load();
    expect(store.getState().changes.list.map((change) => change.id)).toEqual(['c3', 'c2']);
    expect(store.getState().changes.unreadable).toBe(1);
    await store.getState().changes.loadMore();
    expect(store.getState().changes.list.map((change) => change.id)).toEqual(['c3', 'c2', 'c1']);

    await store.getState().changes.restoreChange('c2');
    await flush();
    expect(callsTo('manage:restore-change')[0]?.request).toEqual({ changeId: 'c2' });
    expect(store.getState().changes.list[0]).toMatchObject({ id: 'c4', restores: 'c2' });
    expect(store.getState().changes.total).toBe(4);
  });

  it('keeps a failed restore next to the item it was for', async () => {
    const { api } = createTestApi({
      'manage:restore-trash': () => ({
        ok: false,
        error: { code: 'conflict', message: 'file exists' },
      }),
      'manage:list-trash': () => ok([]),
    });
    const store = createAppStore({ api });
    await store.getState().changes.restoreTrash('t1');
    expect(store.getState().changes.restoreError).toEqual({
      id: 't1',
      error: { code: 'conflict', message: 'file exists' },
    });
    expect(store.getState().changes.restoringId).toBeNull();
  });
});
