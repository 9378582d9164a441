import { nestedState } from '../../store/feature-slice';
import type { Feature } from '../feature';
import { createManageSlice } from './state/manage-slice';

/** Switching, creating, trashing and adopting hooks, and the trust review; no screen of its own. */
export const manageFeature: Feature = {
  id: 'manage',
  state: nestedState(createManageSlice),
  subscriptions: [
    {
      // The review of the workspace on screen follows its inventory: each new inventory (a scope
      // shown, a rescan, a change on disk) and each change to the workspaces (trusting one trusts
      // its hooks) reviews again, after the inventory has loaded rather than competing with it;
      // so do the adopted hooks and whether they run here. It compares the inventory itself and
      // the list, not their features' whole state, which changes with every refresh flag.
      name: 'a new inventory or workspace list reviews trust and adoptions again',
      start: (store) =>
        store.subscribe((state, previous) => {
          const { manage } = state;
          if (state.scope !== previous.scope) manage.clearTrustReview();
          const inventory = state.inventory.current;
          const inventoryArrived = inventory !== previous.inventory.current && inventory !== null;
          if (inventoryArrived || state.workspaces.list !== previous.workspaces.list) {
            void manage.loadTrustReview();
            void manage.loadAdoptions();
          }
        }),
    },
  ],
};
