import type { SliceCreator } from './store-types';

export interface NavigationSlice {
  /**
   * The top-level screen on view, by its feature's id (renderer/features/index.ts); an id no
   * screen has shows the first one. The scope is shared by every screen.
   */
  screen: string;
  showScreen(screen: string): void;
}

/** The navigation, starting on `home`: the first screen of the features list. */
export const createNavigationSlice =
  (home: string): SliceCreator<NavigationSlice> =>
  () =>
  (set) => ({
    screen: home,
    showScreen: (screen) => set({ screen }),
  });
