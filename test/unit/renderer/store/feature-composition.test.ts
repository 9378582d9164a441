import { describe, expect, it } from 'vitest';

import { FEATURES } from '../../../../renderer/features/index';
import { createAppStore } from '../../../../renderer/store/create-app-store';
import { featureSlice, type FeatureSliceCreator } from '../../../../renderer/store/feature-slice';
import type { FeatureStates } from '../../../../renderer/store/store-types';
import { subscribeToServiceEvents } from '../../../../renderer/store/subscriptions';
import { createTestApi } from '../fixtures';

// The keys AppState declares as nested feature state; the record makes the compiler list them all.
const NESTED: Record<keyof FeatureStates, true> = {
  inventory: true,
  bench: true,
  manage: true,
  history: true,
  simulator: true,
  upgrades: true,
  telemetry: true,
  changes: true,
  approvals: true,
  replay: true,
  workspaces: true,
  editor: true,
};

describe('the store built from the features list', () => {
  it('has each nested feature state under its feature id, with its actions', () => {
    const state = createAppStore({ api: createTestApi({}).api }).getState();
    for (const key of Object.keys(NESTED) as (keyof FeatureStates)[]) {
      expect(FEATURES.some((feature) => feature.id === key && feature.state)).toBe(true);
      expect(state[key]).toBeTypeOf('object');
    }
    expect(state.screen).toBe(FEATURES[0]?.id);
  });

  it('keeps only the shell at the top: every other key is a nested feature', () => {
    const state = createAppStore({ api: createTestApi({}).api }).getState();
    const flat = Object.keys(state).filter((key) => !Object.hasOwn(NESTED, key));
    // The shell's own slices (store/app-slice.ts, ui-slice.ts, navigation-slice.ts), 27 keys: a
    // feature's key added at the top instead of under its id fails here.
    expect(flat.sort()).toEqual(
      [
        ...['appInfo', 'appInfoError', 'loadAppInfo', 'initialize'],
        ...['screen', 'showScreen', 'scope', 'selectScope'],
        ...['filters', 'selectedHookId', 'sourcesOpen', 'expandedGroups', 'addWorkspaceOpen'],
        ...['overlay', 'characterShortcuts', 'toggleAgentFilter', 'toggleStatusFilter'],
        ...['toggleOwnerFilter', 'setEventFilter', 'setQuery', 'clearFilters', 'selectHook'],
        ...['setSourcesOpen', 'expandGroup', 'setAddWorkspaceOpen', 'setOverlay'],
        'setCharacterShortcuts',
      ].sort(),
    );
  });

  it('gives the features distinct ids and their subscriptions distinct names', () => {
    const ids = FEATURES.map((feature) => feature.id);
    const names = FEATURES.flatMap((feature) => feature.subscriptions ?? []).map((s) => s.name);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it('starts every subscription from one place and stops them all', () => {
    const test = createTestApi({});
    const store = createAppStore({ api: test.api });
    const stop = subscribeToServiceEvents(store, test.api);
    const pushed = FEATURES.flatMap((feature) => feature.subscriptions ?? []).length;
    // Each subscription listens to one event, but three listen to the store: manage's review,
    // the inventory's watched hooks, which follow each new inventory and workspace list, and
    // History's first page, which follows the screen and the scope on view.
    expect(test.listenerCount()).toBe(pushed - 3);
    stop();
    expect(test.listenerCount()).toBe(0);
  });
});

describe('a feature slice', () => {
  type Counter = { count: number; label: string; bump(): void };
  const createCounter: FeatureSliceCreator<Counter> = ({ patch }) => ({
    count: 0,
    label: 'kept',
    bump: () => patch((current) => ({ count: current.count + 1 })),
  });

  it('patches only its own key, keeping its other fields and actions', () => {
    let state: Record<string, unknown> = { other: { untouched: true } };
    const set = (change: unknown) => {
      const next = typeof change === 'function' ? change(state) : change;
      state = { ...state, ...next };
    };
    const get = () => state as never;
    const counter = featureSlice('counter', createCounter, createTestApi({}).api)(
      set as never,
      get,
      {} as never,
    );
    state = { ...state, counter };
    (state.counter as Counter).bump();
    (state.counter as Counter).bump();
    expect(state.counter).toMatchObject({ count: 2, label: 'kept' });
    expect(typeof (state.counter as Counter).bump).toBe('function');
    expect(state.other).toEqual({ untouched: true });
  });
});
