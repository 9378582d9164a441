import type { ApiClient } from '../api/api-client';
import { FEATURES } from '../features/index';
import type { AppStore } from './create-app-store';

/**
 * Starts every feature's subscriptions (pushed service events to store actions, and the few
 * reactions of one part of the store to another), in the order of the features list; returns the
 * function that stops them all. This is the one place they start: each is named in its feature's
 * entry, so what runs on which event can be read there.
 */
export function subscribeToServiceEvents(store: AppStore, api: ApiClient): () => void {
  const stops = FEATURES.flatMap((feature) =>
    (feature.subscriptions ?? []).map((subscription) => subscription.start(store, api)),
  );
  return () => {
    for (const stop of stops.reverse()) stop();
  };
}
