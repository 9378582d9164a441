import type { SliceCreator } from './store-types';

/** The screen shown first, and whenever the remembered one is not in the registry. */
export const HOME_SCREEN = 'inventory';

export interface NavigationSlice {
  /**
   * The top-level screen on view, by its id in the screen registry
   * (renderer/features/shell/screen-registry.ts). The scope is shared by every screen.
   */
  screen: string;
  showScreen(screen: string): void;
}

export const createNavigationSlice: SliceCreator<NavigationSlice> = () => (set) => ({
  screen: HOME_SCREEN,
  showScreen: (screen) => set({ screen }),
});
