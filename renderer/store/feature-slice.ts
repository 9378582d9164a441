import type { StateCreator, StoreApi } from 'zustand/vanilla';

import type { ApiClient } from '../api/api-client';
import type { AppState } from './store-types';

/**
 * A change to one feature's state: a partial object, or a function of its current state. The rest
 * of the feature's state, and every other key of the store, stay as they are.
 */
export type FeaturePatch<T> = (change: Partial<T> | ((current: T) => Partial<T>)) => void;

/**
 * What a feature's slice, or a part of one, is built from: the API client, a patch for the
 * feature's own key, and read access to the whole store (a feature reads the scope on screen, the
 * workspaces, or another feature's state, but writes only its own).
 */
export interface FeatureTools<T> {
  api: ApiClient;
  patch: FeaturePatch<T>;
  get: () => AppState;
  /** The one thing outside its key a feature may change: the screen on view (its own). */
  showScreen(screen: string): void;
}

/**
 * A feature's state and actions `T`, kept under its one key of the store. The store is composed of
 * these with the zustand slices pattern (renderer/features/index.ts lists them); a large feature
 * is assembled the same way from parts (`Part`), each a function of the same tools, spread into
 * its object.
 */
export type FeatureSliceCreator<T, Part = T> = (tools: FeatureTools<T>) => Part;

/** The zustand state creator of one feature's key. */
export function featureSlice<T>(
  key: string,
  create: FeatureSliceCreator<T>,
  api: ApiClient,
): StateCreator<AppState, [], [], T> {
  return (set: StoreApi<AppState>['setState'], get) =>
    create({
      api,
      get,
      patch: (change) =>
        set((state) => {
          // The key is one of AppState's feature keys: the caller passes it from the same record.
          const current = (state as unknown as Record<string, T>)[key] as T;
          const next = typeof change === 'function' ? change(current) : change;
          return { [key]: { ...current, ...next } } as Partial<AppState>;
        }),
      showScreen: (screen) => get().showScreen(screen),
    });
}

/** A feature's nested slice, ready for the store to build under the feature's id. */
export type NestedState = (key: string, api: ApiClient) => StateCreator<AppState, [], [], object>;

/** Wraps a feature's slice creator for its entry in the features list. */
export function nestedState<T extends object>(create: FeatureSliceCreator<T>): NestedState {
  return (key, api) => featureSlice(key, create, api);
}
