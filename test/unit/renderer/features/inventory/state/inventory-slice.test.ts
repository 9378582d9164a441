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
    await store.getState().loadInventory();
    store.getState().selectHook('user');
    store.getState().expandGroup('g', 200);

    await store.getState().selectScope(alpha);

    const state = store.getState();
    expect(state.inventory?.scope).toEqual(alpha);
    expect(state.inventoryStatus).toBe('ready');
    expect(state.selectedHookId).toBeNull();
    expect(state.expandedGroups).toEqual({});
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
    expect(store.getState().inventory?.hooks.map((hook) => hook.id)).toEqual(['from-beta']);
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
    const first = store.getState().loadInventory();
    void store.getState().loadInventory();
    void store.getState().loadInventory();
    expect(callsTo('inventory:get')).toHaveLength(1);

    replies[0]?.resolve(ok(makeInventory(user)));
    await flush();
    expect(callsTo('inventory:get')).toHaveLength(2);
    replies[1]?.resolve(ok(makeInventory(user, [makeHook()])));
    await first;

    expect(callsTo('inventory:get')).toHaveLength(2);
    expect(store.getState().inventory?.hooks).toHaveLength(1);
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
    await store.getState().loadInventory();
    fail = true;
    await store.getState().loadInventory();

    const state = store.getState();
    expect(state.inventoryStatus).toBe('ready');
    expect(state.inventory?.hooks).toHaveLength(1);
    expect(state.inventoryError).toEqual({ code: 'internal', message: 'disk on fire' });
    expect(state.inventoryRefreshing).toBe(false);
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

    expect(store.getState().inventoryStatus).toBe('error');
    expect(store.getState().inventory).toBeNull();
    expect(store.getState().inventoryError?.code).toBe('not-found');
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

  it('stops listening once unsubscribed', async () => {
    const { emit, loads, unsubscribe, listenerCount } = await setup(alpha);
    unsubscribe();
    emit('inventory:changed', { scope: alpha });
    await flush();
    expect(loads()).toBe(1);
    expect(listenerCount()).toBe(0);
  });
});
