import { nestedState } from '../../store/feature-slice';
import type { Feature } from '../feature';
import { createWorkspacesSlice } from './state/workspaces-slice';

/** The registered and detected workspaces in the sidebar; no screen of its own. */
export const workspacesFeature: Feature = {
  id: 'workspaces',
  state: nestedState(createWorkspacesSlice),
  subscriptions: [
    {
      name: 'workspaces:changed reloads the registered and the detected workspaces',
      start: (store, api) =>
        api.on('workspaces:changed', () => {
          const { workspaces } = store.getState();
          void workspaces.load();
          void workspaces.loadDetected();
        }),
    },
  ],
};
