import type { ApiClient } from '../api/api-client';
import type { AppStore } from './create-app-store';
import { editorConcerns } from './editor-slice';

/**
 * Hook management's part of the pushed events: an inventory change makes the open editor look at
 * its file on disk again. The trust review of the workspace on screen follows its inventory: each
 * new inventory (a scope shown, a rescan, a change on disk) and each change to the workspaces
 * (trusting one trusts its hooks) reviews again, after the inventory has loaded rather than
 * competing with it; so do the adopted hooks and whether they run here. Returns the function that unwires it all.
 */
export function subscribeManageEvents(store: AppStore, api: ApiClient): () => void {
  const offInventory = api.on('inventory:changed', ({ scope }) => {
    const state = store.getState();
    if (editorConcerns(state.editor, scope)) void state.checkEditorOnDisk();
  });
  const offStore = store.subscribe((state, previous) => {
    if (state.scope !== previous.scope) state.clearTrustReview();
    const inventoryArrived = state.inventory !== previous.inventory && state.inventory !== null;
    if (inventoryArrived || state.workspaces !== previous.workspaces) {
      void state.loadTrustReview();
      void state.loadAdoptions();
      void state.loadWatched();
    }
  });
  return () => {
    offInventory();
    offStore();
  };
}
