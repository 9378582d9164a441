import { createStore, type StoreApi } from 'zustand/vanilla';

import type { ApiClient } from '../api/api-client';
import { FEATURES } from '../features/index';
import { createAppSlice } from './app-slice';
import { createNavigationSlice } from './navigation-slice';
import type { AppState } from './store-types';
import { createUiSlice } from './ui-slice';

export type AppStore = StoreApi<AppState>;

/**
 * The renderer's one store, built with the zustand slices pattern from the shell's own slices and
 * each feature's in the features list: a feature's state nested under its id. Nothing is fetched until `initialize()`; pushed events are wired separately
 * by `subscribeToServiceEvents`.
 */
export function createAppStore({ api }: { api: ApiClient }): AppStore {
  // The first feature's screen is the one shown at start.
  const home = FEATURES[0]?.id ?? '';
  return createStore<AppState>()(
    (...args) =>
      Object.assign(
        {
          ...createAppSlice(api)(...args),
          ...createUiSlice(api)(...args),
          ...createNavigationSlice(home)(api)(...args),
        },
        ...FEATURES.map((feature) =>
          feature.state ? { [feature.id]: feature.state(feature.id, api)(...args) } : {},
        ),
        // The features list and AppState describe the same slices: a test builds the store and
        // checks that every key AppState declares is there.
      ) as AppState,
  );
}
