import { nestedState } from '../../store/feature-slice';
import type { Feature } from '../feature';
import { createUpgradesSlice, UPGRADES_KEY } from './state/upgrades-slice';

/** Installed agent versions, and what to do when one is upgraded (issue 15 §5). */
export const upgradesFeature: Feature = {
  id: UPGRADES_KEY,
  state: nestedState(createUpgradesSlice),
  subscriptions: [
    {
      name: 'versions:changed replaces the installed versions and the upgrades to tell of (loaded once at start)',
      start: (store, api) => {
        void store.getState().upgrades.load();
        return api.on('versions:changed', (versions) =>
          store.getState().upgrades.receive(versions),
        );
      },
    },
  ],
};
