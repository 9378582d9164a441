import { sameScope } from '../../store/scope-key';
import type { Feature } from '../feature';
import { createInventorySlice, INVENTORY_SCREEN } from './state/inventory-slice';

/** The hooks in effect for the scope on screen, grouped by agent and event, with their sources. */
export const inventoryFeature: Feature = {
  id: INVENTORY_SCREEN,
  slices: [createInventorySlice],
  subscriptions: [
    {
      // A change at user level also refreshes a workspace: its effective set includes them.
      name: 'inventory:changed reloads the inventory on screen when the change is in its scope',
      start: (store, api) =>
        api.on('inventory:changed', ({ scope }) => {
          const state = store.getState();
          if (state.inventoryStatus === 'idle') return;
          if (scope.kind === 'user' || sameScope(scope, state.scope)) void state.loadInventory();
        }),
    },
  ],
};
