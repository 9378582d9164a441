import type { AppError } from '../../../../shared/result';
import type { Inventory, InventoryScope } from '../../../../shared/schemas/inventory';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import { sameScope, scopeKey } from '../../../store/scope-key';
import type { LoadStatus } from '../../../store/store-types';
import { createInventoryEvidence, type InventoryEvidenceState } from './inventory-evidence';

/** The inventory's id in the features list: the first screen, shown at start. */
export const INVENTORY_SCREEN = 'inventory';

/**
 * The inventory's state and actions, under `state.inventory`. The scope it is for is the shell's
 * (`state.scope`, `state.selectScope`): every screen shows the same one.
 */
export interface InventoryState extends InventoryEvidenceState {
  /** The last inventory loaded for the scope on screen; kept on screen while a refresh runs. */
  current: Inventory | null;
  status: LoadStatus;
  refreshing: boolean;
  /** The last failure; with an inventory on screen it means "could not refresh". */
  error: AppError | null;
  /**
   * Loads (or refreshes) the scope on screen. Calls during a load of the same scope coalesce into
   * one more load afterwards; a reply for a scope no longer on screen is dropped.
   */
  load(): Promise<void>;
}

export const createInventorySlice: FeatureSliceCreator<InventoryState> = (tools) => {
  const { api, patch, get } = tools;
  let inFlight: { key: string; done: Promise<void> } | null = null;
  let again = false;

  const fetchOnce = async (scope: InventoryScope): Promise<void> => {
    const onScreen = get().inventory.current;
    if (onScreen && sameScope(onScreen.scope, scope)) patch({ refreshing: true });
    // Another scope's inventory is dropped as its load starts: nothing of it shows meanwhile.
    else patch({ current: null, status: 'loading', error: null, refreshing: false });
    const result = await api.invoke('inventory:get', { scope });
    if (!sameScope(get().scope, scope)) return;
    if (result.ok) {
      patch({ current: result.value, status: 'ready', error: null, refreshing: false });
    } else {
      const keepShowing = get().inventory.current !== null;
      patch({ status: keepShowing ? 'ready' : 'error', error: result.error, refreshing: false });
    }
  };

  const load = async (): Promise<void> => {
    const scope = get().scope;
    const key = scopeKey(scope);
    if (inFlight?.key === key) {
      again = true;
      return inFlight.done;
    }
    again = false;
    const done = (async () => {
      do {
        again = false;
        await fetchOnce(scope);
      } while (again && scopeKey(get().scope) === key);
    })();
    inFlight = { key, done };
    try {
      await done;
    } finally {
      if (inFlight?.done === done) inFlight = null;
    }
  };

  return {
    current: null,
    status: 'idle',
    refreshing: false,
    error: null,
    load,
    ...createInventoryEvidence(tools),
  };
};
