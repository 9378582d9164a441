import { describe, expect, it } from 'vitest';

import { createAppStore } from '../../../../renderer/store/create-app-store';
import { NO_FILTERS } from '../../../../renderer/store/ui-slice';
import { createTestApi } from '../fixtures';

describe('ui slice', () => {
  it('toggles agent and status filters on and off', () => {
    const store = createAppStore({ api: createTestApi({}).api });
    store.getState().toggleAgentFilter('cline-cli');
    store.getState().toggleStatusFilter('ignored');
    store.getState().toggleAgentFilter('claude-code');
    store.getState().toggleAgentFilter('cline-cli');

    expect(store.getState().filters.agents).toEqual(['claude-code']);
    expect(store.getState().filters.statuses).toEqual(['ignored']);
  });

  it('clears every filter at once', () => {
    const store = createAppStore({ api: createTestApi({}).api });
    store.getState().setEventFilter('Stop');
    store.getState().setQuery('lint');
    store.getState().toggleStatusFilter('active');
    store.getState().clearFilters();

    expect(store.getState().filters).toEqual(NO_FILTERS);
  });

  it('opens a collapsed group to a number of rows and closes it with zero', () => {
    const store = createAppStore({ api: createTestApi({}).api });
    store.getState().expandGroup('a', 100);
    store.getState().expandGroup('b', 100);
    store.getState().expandGroup('a', 200);
    store.getState().expandGroup('b', 0);

    expect(store.getState().expandedGroups).toEqual({ a: 200 });
  });

  it('keeps at most one overlay open, and remembers the single-key shortcut choice', () => {
    const store = createAppStore({ api: createTestApi({}).api });
    store.getState().setOverlay('help');
    store.getState().setOverlay('palette');
    expect(store.getState().overlay).toBe('palette');
    store.getState().setOverlay(null);
    expect(store.getState().overlay).toBeNull();

    expect(store.getState().characterShortcuts).toBe(true);
    store.getState().setCharacterShortcuts(false);
    expect(store.getState().characterShortcuts).toBe(false);
  });
});
