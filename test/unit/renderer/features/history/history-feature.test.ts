import { describe, expect, it } from 'vitest';

import { HISTORY_SCREEN } from '../../../../../renderer/features/history/state/history-slice';
import { INVENTORY_SCREEN } from '../../../../../renderer/features/inventory/state/inventory-slice';
import { createAppStore } from '../../../../../renderer/store/create-app-store';
import { subscribeToServiceEvents } from '../../../../../renderer/store/subscriptions';
import { createTestApi, makeWorkspace, ok } from '../../fixtures';

function setup() {
  const test = createTestApi({
    'history:query': () => ok({ entries: [], nextCursor: null, unreadable: 0 }),
  });
  const store = createAppStore({ api: test.api });
  const stop = subscribeToServiceEvents(store, test.api);
  const filters = () =>
    test.callsTo('history:query').map((call) => (call.request as { filter: unknown }).filter);
  return { ...test, store, stop, filters };
}

describe('history feature', () => {
  it('asks for the first page as History opens, in the same task, once however often it is opened', () => {
    const { store, filters, stop } = setup();
    expect(filters()).toEqual([]);
    // Synchronously: the request leaves before React mounts the screen, not from its mount.
    store.getState().showScreen(HISTORY_SCREEN);
    expect(filters()).toEqual([{}]);
    store.getState().showScreen(HISTORY_SCREEN);
    expect(filters()).toHaveLength(1);
    // Coming back refreshes it, as the screen's mount used to.
    store.getState().showScreen(INVENTORY_SCREEN);
    store.getState().showScreen(HISTORY_SCREEN);
    expect(filters()).toEqual([{}, {}]);
    stop();
  });

  it('asks for the first page at start too, with the first screen, and again as History opens', async () => {
    const { store, filters, stop } = setup();
    await store.getState().initialize();
    // Loaded ahead, so that opening History paints these rows in the frame of the click.
    expect(store.getState().screen).toBe(INVENTORY_SCREEN);
    expect(filters()).toEqual([{}]);
    expect(store.getState().history.status).toBe('ready');
    store.getState().showScreen(HISTORY_SCREEN);
    expect(filters()).toEqual([{}, {}]);
    stop();
  });

  it('opens History with a search from the palette in one query, and searches again on it', async () => {
    const { store, filters, stop } = setup();
    await store.getState().history.search('rm -rf');
    expect(store.getState().screen).toBe(HISTORY_SCREEN);
    // Not an unfiltered first page superseded by the search.
    expect(filters()).toEqual([{ text: 'rm -rf' }]);
    await store.getState().history.search('deploy');
    expect(filters()).toEqual([{ text: 'rm -rf' }, { text: 'deploy' }]);
    stop();
  });

  it('asks again for another scope or workspace root on History, and not on another screen', () => {
    const { store, filters, stop } = setup();
    store.setState((state) => ({
      workspaces: { ...state.workspaces, list: [makeWorkspace('shop'), makeWorkspace('blog')] },
    }));
    store.setState({ scope: { kind: 'workspace', workspaceId: 'shop' } });
    expect(filters()).toEqual([]);
    store.getState().showScreen(HISTORY_SCREEN);
    store.setState({ scope: { kind: 'workspace', workspaceId: 'blog' } });
    store.setState({ scope: { kind: 'workspace', workspaceId: 'blog' } });
    store.setState((state) => ({
      workspaces: {
        ...state.workspaces,
        list: [makeWorkspace('shop'), makeWorkspace('blog', { roots: ['/srv/blog'] })],
      },
    }));
    expect(filters()).toEqual([
      { workspace: '/home/ana/shop' },
      { workspace: '/home/ana/blog' },
      { workspace: '/srv/blog' },
    ]);
    stop();
  });
});
