import type { ComponentType } from 'react';

import type { IconName } from '../components/icon';
import type { MessageKey } from '../i18n/catalogue-en';
import type { AppState } from '../store/store-types';
import type { Feature } from './feature';

/** One top-level screen: what the screen bar and the palette show, and what renders it. */
export interface ScreenEntry {
  /** The feature it shows; its id is the screen's (`state.showScreen(id)` opens it). */
  feature: Feature;
  /** Its name in the screen bar. */
  label: MessageKey;
  /** The palette command that opens it from anywhere ("Open test bench"). */
  command: MessageKey;
  icon: IconName;
  /**
   * A number its tab shows while above 0 (requests waiting), with the words a screen reader says
   * for it (`{count}`).
   */
  badge?: { count(state: AppState): number; label: MessageKey };
  /**
   * The whole main pane: a `<main className="main">` whose h1 has the id MAIN_TITLE_ID (the skip
   * link and focus fallbacks land there). It shows the scope on screen (`state.scope`), which
   * every screen shares.
   */
  component: ComponentType;
  /**
   * Whether it is rendered once, off screen, when the app is idle after start (see
   * warm-up-screen.ts): for a screen whose first open was measured slow.
   */
  warmUpAtStart?: boolean;
}
