import type { AppError } from '../../../../shared/result';
import type { Inventory, InventoryScope } from '../../../../shared/schemas/inventory';
import { sameScope, scopeKey, USER_SCOPE } from '../../../store/scope-key';
import type { LoadStatus, SliceCreator } from '../../../store/store-types';

/** The inventory's id in the features list: the first screen, shown at start. */
export const INVENTORY_SCREEN = 'inventory';

export interface InventorySlice {
  /** The scope on screen: user level or one workspace. */
  scope: InventoryScope;
  /** The last inventory loaded for `scope`; kept on screen while a refresh runs. */
  inventory: Inventory | null;
  inventoryStatus: LoadStatus;
  inventoryRefreshing: boolean;
  /** The last failure; with an inventory on screen it means "could not refresh". */
  inventoryError: AppError | null;
  /** Shows another scope: clears the selection and what belonged to the old scope, then loads. */
  selectScope(scope: InventoryScope): Promise<void>;
  /**
   * Loads (or refreshes) the visible scope. Calls during a load of the same scope coalesce into
   * one more load afterwards; a reply for a scope no longer visible is dropped.
   */
  loadInventory(): Promise<void>;
}

export const createInventorySlice: SliceCreator<InventorySlice> = (api) => (set, get) => {
  let inFlight: { key: string; done: Promise<void> } | null = null;
  let again = false;

  const fetchOnce = async (scope: InventoryScope): Promise<void> => {
    const onScreen = get().inventory;
    if (onScreen && sameScope(onScreen.scope, scope)) set({ inventoryRefreshing: true });
    else set({ inventoryStatus: 'loading', inventoryError: null });
    const result = await api.invoke('inventory:get', { scope });
    if (!sameScope(get().scope, scope)) return;
    if (result.ok) {
      set({
        inventory: result.value,
        inventoryStatus: 'ready',
        inventoryError: null,
        inventoryRefreshing: false,
      });
    } else {
      const keepShowing = get().inventory !== null;
      set({
        inventoryStatus: keepShowing ? 'ready' : 'error',
        inventoryError: result.error,
        inventoryRefreshing: false,
      });
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
    scope: USER_SCOPE,
    inventory: null,
    inventoryStatus: 'idle',
    inventoryRefreshing: false,
    inventoryError: null,
    selectScope(scope) {
      if (sameScope(scope, get().scope) && get().inventoryStatus !== 'idle') return load();
      set({
        scope,
        inventory: null,
        inventoryStatus: 'loading',
        inventoryError: null,
        inventoryRefreshing: false,
        selectedHookId: null,
        sourcesOpen: null,
        expandedGroups: {},
      });
      return load();
    },
    loadInventory: load,
  };
};
