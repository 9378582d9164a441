import { nestedState } from '../../store/feature-slice';
import { sameScope } from '../../store/scope-key';
import type { Feature } from '../feature';
import { createInventorySlice, INVENTORY_SCREEN } from './state/inventory-slice';

/** The hooks in effect for the scope on screen, grouped by agent and event, with their sources. */
export const inventoryFeature: Feature = {
  id: INVENTORY_SCREEN,
  state: nestedState(createInventorySlice),
  subscriptions: [
    {
      // A change at user level also refreshes a workspace: its effective set includes them.
      name: 'inventory:changed reloads the inventory on screen when the change is in its scope',
      start: (store, api) =>
        api.on('inventory:changed', ({ scope }) => {
          const state = store.getState();
          if (state.inventory.status === 'idle') return;
          if (scope.kind === 'user' || sameScope(scope, state.scope)) void state.inventory.load();
        }),
    },
    {
      // Watching is an adoption with a watch spec: like the adoptions (manage-feature.ts), the
      // watched hooks and their evidence follow each new inventory and workspace list. It compares
      // the inventory itself and the list, not their features' whole state (which every watched
      // hook loaded, every refresh flag, changes).
      name: 'a new inventory or workspace list loads the watched hooks and their evidence again',
      start: (store) =>
        store.subscribe((state, previous) => {
          const inventory = state.inventory.current;
          const inventoryArrived = inventory !== previous.inventory.current && inventory !== null;
          if (inventoryArrived || state.workspaces.list !== previous.workspaces.list)
            void state.inventory.loadWatched();
        }),
    },
    {
      // A watched hook's run reaches History through the import, which changes no inventory:
      // its summary is loaded again when an import brings one (or more than the event lists).
      name: 'history:appended with a watched run loads the watched hooks and their evidence again',
      start: (store, api) =>
        api.on('history:appended', ({ count, newest }) => {
          const { inventory } = store.getState();
          if (inventory.watched.length === 0) return;
          const watchedRun = newest.some((entry) => entry.meta['watched'] === true);
          if (watchedRun || count > newest.length) void inventory.loadWatched();
        }),
    },
  ],
};
