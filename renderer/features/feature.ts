import type { ApiClient } from '../api/api-client';
import type { AppStore } from '../store/create-app-store';
import type { NestedState } from '../store/feature-slice';

/**
 * One named link from pushed service events (or from the store itself) to the actions they start.
 * Named so that what runs when can be read in one list, not found in hidden subscribe chains.
 */
export interface Subscription {
  /** What it does, as a sentence: "history:appended adds the new entries to the history". */
  name: string;
  /** Wires it; returns the function that unwires it. */
  start(store: AppStore, api: ApiClient): () => void;
}

/**
 * A feature: one folder under renderer/features with its state, subscriptions, styles, screen and
 * commands. This is the part the store is built from, free of React so that plain Node (tests, the
 * type check of test/) can load it; its screen and styles are in its `*-screen-entry.ts`.
 */
export interface Feature {
  /** Unique; the screen's id in `state.screen` (`state.showScreen(id)` opens it). */
  id: string;
  /** Its state and actions under one key, `state[id]` (see renderer/store/feature-slice.ts). */
  state?: NestedState;
  subscriptions?: readonly Subscription[];
}
