import { createContext, useCallback, useContext, useEffect, type ReactNode } from 'react';

import { useI18n } from '../i18n/i18n-context';
import { createTranslator } from '../i18n/translator';
import { useAppStoreApi } from '../store/store-context';
import type { CommandRegistry } from './command-registry';
import type { AppCommand, CommandSource } from './command-types';

const CommandsContext = createContext<CommandRegistry | null>(null);
const ENGLISH = createTranslator('en');

export function CommandsProvider({
  registry,
  children,
}: {
  registry: CommandRegistry;
  children: ReactNode;
}) {
  return <CommandsContext.Provider value={registry}>{children}</CommandsContext.Provider>;
}

function useRegistry(): CommandRegistry {
  const registry = useContext(CommandsContext);
  if (!registry) throw new Error('commands are used outside <CommandsProvider>');
  return registry;
}

/**
 * Lists a feature's commands while the component that calls it is mounted. Pass a source defined
 * at module level, so that it is registered once.
 */
export function useCommandSource(source: CommandSource): void {
  const registry = useRegistry();
  useEffect(() => registry.register(source), [registry, source]);
}

/** A function that returns every registered command for the current state and a query. */
export function useCollectCommands(): (query: string) => AppCommand[] {
  const registry = useRegistry();
  const store = useAppStoreApi();
  const i18n = useI18n();
  return useCallback(
    (query: string) => registry.collect({ state: store.getState(), i18n, en: ENGLISH, query }),
    [registry, store, i18n],
  );
}
