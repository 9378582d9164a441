import type { InventoryScope } from '../../shared/schemas/inventory';
import { sameScope, USER_SCOPE } from './scope-key';
import type { SliceCreator } from './store-types';

export interface NavigationSlice {
  /**
   * The top-level screen on view, by its feature's id (renderer/features/index.ts); an id no
   * screen has shows the first one. The scope is shared by every screen.
   */
  screen: string;
  showScreen(screen: string): void;
  /** The scope on screen: user level or one workspace. */
  scope: InventoryScope;
  /**
   * Shows another scope: clears the selection and what belonged to the old scope, then loads its
   * inventory (the inventory drops what it held of the old scope as the load starts).
   */
  selectScope(scope: InventoryScope): Promise<void>;
}

/** The navigation, starting on `home` (the first screen of the features list) at user level. */
export const createNavigationSlice =
  (home: string): SliceCreator<NavigationSlice> =>
  () =>
  (set, get) => ({
    screen: home,
    showScreen: (screen) => set({ screen }),
    scope: USER_SCOPE,
    selectScope(scope) {
      const { scope: shown, inventory } = get();
      if (!sameScope(scope, shown) || inventory.status === 'idle')
        set({ scope, selectedHookId: null, sourcesOpen: null, expandedGroups: {} });
      return inventory.load();
    },
  });
