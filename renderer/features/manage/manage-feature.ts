import type { Feature } from '../feature';
import { createAgentTrustSlice } from './state/agent-trust-slice';
import { createManageSlice } from './state/manage-slice';
import { createTrustSlice } from './state/trust-slice';

/** Switching, creating, trashing and adopting hooks, and the trust review; no screen of its own. */
export const manageFeature: Feature = {
  id: 'manage',
  slices: [createManageSlice, createTrustSlice, createAgentTrustSlice],
  subscriptions: [
    {
      // The review of the workspace on screen follows its inventory: each new inventory (a scope
      // shown, a rescan, a change on disk) and each change to the workspaces (trusting one trusts
      // its hooks) reviews again, after the inventory has loaded rather than competing with it;
      // so do the adopted hooks and whether they run here.
      name: 'a new inventory or workspace list reviews trust and adoptions again',
      start: (store) =>
        store.subscribe((state, previous) => {
          if (state.scope !== previous.scope) state.clearTrustReview();
          const inventoryArrived =
            state.inventory !== previous.inventory && state.inventory !== null;
          if (inventoryArrived || state.workspaces.list !== previous.workspaces.list) {
            void state.loadTrustReview();
            void state.loadAdoptions();
          }
        }),
    },
  ],
};
