import { describe, expect, it } from 'vitest';

import { agentCapabilities } from '../../../../../../electron/services/agents/registry';
import type { ListedWorkspace } from '../../../../../../shared/schemas/workspace';
import { createAppStore } from '../../../../../../renderer/store/create-app-store';
import { createTestApi, flush, makeInventory, makeWorkspace, ok } from '../../../fixtures';

/** A registry held by the test's fake transport, so that list calls see earlier changes. */
function registry(initial: ListedWorkspace[]) {
  let list = [...initial];
  return createTestApi({
    'app:get-info': () =>
      ok({
        version: '0.1.0',
        dataDir: '/d',
        platform: 'linux',
        mode: 'browser',
        home: '/home/ana',
        agents: agentCapabilities(),
      }),
    'workspaces:list': () => ok(list),
    'workspaces:list-detected': () =>
      ok([
        { path: '/home/ana/gamma', foundIn: ['~/.claude.json'], exists: true, lastUsedAt: null },
      ]),
    'workspaces:add': ({ roots, name }) => {
      if (roots[0] === '/nope')
        return { ok: false, error: { code: 'not-found', message: 'No folder at /nope' } };
      const added = makeWorkspace('gamma', { roots, name: name ?? 'gamma' });
      list = [...list, added];
      return ok(added);
    },
    'workspaces:remove': ({ workspaceId }) => {
      list = list.filter((workspace) => workspace.id !== workspaceId);
      return ok({ removed: true });
    },
    'workspaces:set-trusted': ({ workspaceId, trusted }) => {
      list = list.map((workspace) =>
        workspace.id === workspaceId ? { ...workspace, trusted } : workspace,
      );
      return ok(list.find((workspace) => workspace.id === workspaceId)!);
    },
    'inventory:get': ({ scope }) => ok(makeInventory(scope)),
  });
}

describe('workspaces slice', () => {
  it('initialize loads app info, workspaces, detected folders and the user-level inventory', async () => {
    const { api } = registry([makeWorkspace('alpha')]);
    const store = createAppStore({ api });
    await store.getState().initialize();

    const state = store.getState();
    expect(state.appInfo?.home).toBe('/home/ana');
    expect(state.workspaces.list.map((w) => w.id)).toEqual(['alpha']);
    expect(state.workspaces.detected).toHaveLength(1);
    expect(state.inventory.current?.scope).toEqual({ kind: 'user' });
  });

  it('adds a workspace and shows its inventory', async () => {
    const { api } = registry([]);
    const store = createAppStore({ api });
    const result = await store.getState().workspaces.add({ roots: ['/home/ana/gamma'] });
    await flush();

    expect(result.ok).toBe(true);
    expect(store.getState().workspaces.list.map((w) => w.id)).toEqual(['gamma']);
    expect(store.getState().scope).toEqual({ kind: 'workspace', workspaceId: 'gamma' });
  });

  it('returns the service error for a folder it cannot add and changes nothing', async () => {
    const { api } = registry([]);
    const store = createAppStore({ api });
    const result = await store.getState().workspaces.add({ roots: ['/nope'] });

    expect(result).toEqual({
      ok: false,
      error: { code: 'not-found', message: 'No folder at /nope' },
    });
    expect(store.getState().workspaces.list).toEqual([]);
    expect(store.getState().scope).toEqual({ kind: 'user' });
  });

  it('shows user level after removing the workspace on screen', async () => {
    const { api } = registry([makeWorkspace('alpha'), makeWorkspace('beta')]);
    const store = createAppStore({ api });
    await store.getState().workspaces.load();
    await store.getState().selectScope({ kind: 'workspace', workspaceId: 'alpha' });

    await store.getState().workspaces.remove('alpha');
    await flush();

    expect(store.getState().workspaces.list.map((w) => w.id)).toEqual(['beta']);
    expect(store.getState().scope).toEqual({ kind: 'user' });
    expect(store.getState().inventory.current?.scope).toEqual({ kind: 'user' });
  });

  it('leaves a workspace that another window removed', async () => {
    const test = registry([makeWorkspace('alpha')]);
    const store = createAppStore({ api: test.api });
    await store.getState().workspaces.load();
    await store.getState().selectScope({ kind: 'workspace', workspaceId: 'alpha' });
    await test.api.invoke('workspaces:remove', { workspaceId: 'alpha' });

    await store.getState().workspaces.load();

    expect(store.getState().scope).toEqual({ kind: 'user' });
  });

  it('updates the trust of a workspace in place', async () => {
    const { api } = registry([makeWorkspace('alpha'), makeWorkspace('beta')]);
    const store = createAppStore({ api });
    await store.getState().workspaces.load();
    await store.getState().workspaces.setTrusted('beta', true);

    expect(store.getState().workspaces.list.map((w) => [w.id, w.trusted])).toEqual([
      ['alpha', false],
      ['beta', true],
    ]);
  });

  it('records a failed list load as an error the sidebar can show', async () => {
    const { api } = createTestApi({
      'workspaces:list': () => ({
        ok: false,
        error: { code: 'internal', message: 'registry unreadable' },
      }),
    });
    const store = createAppStore({ api });
    await store.getState().workspaces.load();

    expect(store.getState().workspaces.status).toBe('error');
    expect(store.getState().workspaces.error?.message).toBe('registry unreadable');
  });
});
