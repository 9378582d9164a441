import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';

import type { AppStore } from './create-app-store';
import type { AppState } from './store-types';

const StoreContext = createContext<AppStore | null>(null);

export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/**
 * Reads one narrow piece of the store; wrap object-returning selectors in `useShallow` so that a
 * component re-renders only when what it reads changes.
 */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppStore must be used inside <StoreProvider>');
  return useStore(store, selector);
}

/** The store itself, for event handlers that read the current state once (shortcuts, commands). */
export function useAppStoreApi(): AppStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppStoreApi must be used inside <StoreProvider>');
  return store;
}
