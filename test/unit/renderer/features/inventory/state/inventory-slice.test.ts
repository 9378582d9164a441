import { describe, expect, it } from 'vitest';

import type { Result } from '../../../../../../shared/result';
import type { Inventory, InventoryScope } from '../../../../../../shared/schemas/inventory';
import { createAppStore } from '../../../../../../renderer/store/create-app-store';
import { subscribeToServiceEvents } from '../../../../../../renderer/store/subscriptions';
import {
  createTestApi,
  deferred,
  flush,
  makeHook,
  makeInventory,
  makeWorkspace,
  ok,
} from '../../../fixtures';

const user: InventoryScope = { kind: 'user' };
const alpha: InventoryScope = { kind: 'workspace', workspaceId: 'alpha' };
const beta: InventoryScope = { kind: 'workspace', workspaceId: 'beta' };

describe('inventory slice', () => {
  it('loads the scope it is asked to show and clears what belonged to the old one', async () => {
    const { api } = createTestApi({
      'inventory:get': ({ scope }) => ok(makeInventory(scope, [makeHook({ id: scope.kind })])),
    });
    const store = createAppStore({ api });
    await store.getState().inventory.load();
    store.getState().selectHook('user');
    store.getState().expandGroup('g', 200);

    await store.getState().selectScope(alpha);

    const state = store.getState();
    expect(state.inventory.current?.scope).toEqual(alpha);
    expect(state.inventory.status).toBe('ready');
    expect(state.selectedHookId).toBeNull();
    expect(state.expandedGroups).toEqual({});
  });

  it("shows none of the old scope's inventory while the new one loads", async () => {
    const slow = deferred<Result<Inventory>>();
    const { api } = createTestApi({
      'inventory:get': ({ scope }) =>
        scope.kind === 'user' ? ok(makeInventory(user)) : slow.promise,
    });
    const store = createAppStore({ api });
    await store.getState().selectScope(user);

    const showing = store.getState().selectScope(alpha);
    expect(store.getState()).toMatchObject({ scope: alpha });
    expect(store.getState().inventory).toMatchObject({ current: null, status: 'loading' });
    slow.resolve(ok(makeInventory(alpha)));
    await showing;
    expect(store.getState().inventory.current?.scope).toEqual(alpha);
  });

  it('drops the reply for a scope the user has already left', async () => {
    const slow = deferred<Result<Inventory>>();
    const { api } = createTestApi({
      'inventory:get': ({ scope }) =>
        scope.kind === 'workspace' && scope.workspaceId === 'alpha'
          ? slow.promise
          : ok(makeInventory(scope, [makeHook({ id: 'from-beta' })])),
    });
    const store = createAppStore({ api });
    const leaving = store.getState().selectScope(alpha);
    await store.getState().selectScope(beta);
    slow.resolve(ok(makeInventory(alpha, [makeHook({ id: 'from-alpha' })])));
    await leaving;

    expect(store.getState().scope).toEqual(beta);
    expect(store.getState().inventory.current?.hooks.map((hook) => hook.id)).toEqual(['from-beta']);
  });

  it('coalesces refresh requests that arrive during a load into one more load', async () => {
    const replies: ReturnType<typeof deferred<Result<Inventory>>>[] = [];
    const { api, callsTo } = createTestApi({
      'inventory:get': () => {
        const reply = deferred<Result<Inventory>>();
        replies.push(reply);
        return reply.promise;
      },
    });
    const store = createAppStore({ api });
    const first = store.getState().inventory.load();
    void store.getState().inventory.load();
    void store.getState().inventory.load();
    expect(callsTo('inventory:get')).toHaveLength(1);

    replies[0]?.resolve(ok(makeInventory(user)));
    await flush();
    expect(callsTo('inventory:get')).toHaveLength(2);
    replies[1]?.resolve(ok(makeInventory(user, [makeHook()])));
    await first;

    expect(callsTo('inventory:get')).toHaveLength(2);
    expect(store.getState().inventory.current?.hooks).toHaveLength(1);
  });

  it('keeps the last inventory on screen when a refresh fails, and says so', async () => {
    let fail = false;
    const { api } = createTestApi({
      'inventory:get': ({ scope }) =>
        fail
          ? { ok: false, error: { code: 'internal', message: 'disk on fire' } }
          : ok(makeInventory(scope, [makeHook()])),
    });
    const store = createAppStore({ api });
    await store.getState().inventory.load();
    fail = true;
    await store.getState().inventory.load();

    const state = store.getState();
    expect(state.inventory.status).toBe('ready');
    expect(state.inventory.current?.hooks).toHaveLength(1);
    expect(state.inventory.error).toEqual({ code: 'internal', message: 'disk on fire' });
    expect(state.inventory.refreshing).toBe(false);
  });

  it('reports a first load that fails as an error state', async () => {
    const { api } = createTestApi({
      'inventory:get': () => ({
        ok: false,
        error: { code: 'not-found', message: 'No such workspace' },
      }),
    });
    const store = createAppStore({ api });
    await store.getState().selectScope(alpha);

    expect(store.getState().inventory.status).toBe('error');
    expect(store.getState().inventory.current).toBeNull();
    expect(store.getState().inventory.error?.code).toBe('not-found');
  });
});

describe('service event subscriptions', () => {
  const setup = async (scope: InventoryScope) => {
    const test = createTestApi({
      'inventory:get': ({ scope: asked }) => ok(makeInventory(asked)),
      'workspaces:list': () => ok([makeWorkspace('alpha'), makeWorkspace('beta')]),
      'workspaces:list-detected': () => ok([]),
    });
    const store = createAppStore({ api: test.api });
    const unsubscribe = subscribeToServiceEvents(store, test.api);
    await store.getState().selectScope(scope);
    return { ...test, store, unsubscribe, loads: () => test.callsTo('inventory:get').length };
  };

  it('refetches the visible workspace when it changes on disk', async () => {
    const { emit, loads } = await setup(alpha);
    emit('inventory:changed', { scope: alpha });
    await flush();
    expect(loads()).toBe(2);
  });

  it('ignores a change in a workspace that is not on screen', async () => {
    const { emit, loads } = await setup(alpha);
    emit('inventory:changed', { scope: beta });
    await flush();
    expect(loads()).toBe(1);
  });

  it('refetches a visible workspace when user-level hooks change, since it includes them', async () => {
    const { emit, loads } = await setup(alpha);
    emit('inventory:changed', { scope: user });
    await flush();
    expect(loads()).toBe(2);
  });

  it('reloads the workspace list and the detected folders on workspaces:changed', async () => {
    const { emit, callsTo } = await setup(user);
    emit('workspaces:changed', {});
    await flush();
    expect(callsTo('workspaces:list')).toHaveLength(1);
    expect(callsTo('workspaces:list-detected')).toHaveLength(1);
  });

  it('follows a new inventory, not every change of the inventory state', async () => {
    const refresh = deferred<Result<Inventory>>();
    const { api, callsTo } = createTestApi({
      'inventory:get': ({ scope }) =>
        callsTo('inventory:get').length === 1 ? ok(makeInventory(scope)) : refresh.promise,
      // Answered a task later, as over IPC: a subscription that reacted to the watched list it
      // loads would keep asking, and the counts below would grow.
      'evidence:list-watched': async () => {
        await flush();
        return ok([]);
      },
      'manage:list-adoptions': () => ok([]),
      'trust:review': () => ok([]),
    });
    const store = createAppStore({ api });
    subscribeToServiceEvents(store, api);
    const asked = () =>
      (['evidence:list-watched', 'manage:list-adoptions', 'trust:review'] as const).map(
        (channel) => callsTo(channel).length,
      );

    await store.getState().selectScope(alpha);
    for (let turn = 0; turn < 5; turn++) await flush();
    expect(asked()).toEqual([1, 1, 1]);

    // A refresh starting changes the inventory state (refreshing), not the inventory.
    const refreshing = store.getState().inventory.load();
    for (let turn = 0; turn < 5; turn++) await flush();
    expect(store.getState().inventory.refreshing).toBe(true);
    expect(asked()).toEqual([1, 1, 1]);

    refresh.resolve(ok(makeInventory(alpha)));
    await refreshing;
    for (let turn = 0; turn < 5; turn++) await flush();
    expect(asked()).toEqual([2, 2, 2]);
  });

  it('stops listening once unsubscribed', async () => {
    const { emit, loads, unsubscribe, listenerCount } = await setup(alpha);
    unsubscribe();
    emit('inventory:changed', { scope: alpha });
    await flush();
    expect(loads()).toBe(1);
    expect(listenerCount()).toBe(0);
  });
});
