import type { ReactNode } from 'react';

import type { CommandRegistry } from './commands/command-registry';
import { CommandsProvider } from './commands/commands-context';
import { I18nProvider } from './i18n/i18n-context';
import type { Locale } from './i18n/locales';
import type { AppStore } from './store/create-app-store';
import { StoreProvider } from './store/store-context';

/** What every part of the UI reads from above: the store, the language and the commands. */
export function AppProviders(props: {
  store: AppStore;
  locale: Locale;
  registry: CommandRegistry;
  children: ReactNode;
}) {
  return (
    <StoreProvider store={props.store}>
      <I18nProvider initialLocale={props.locale}>
        <CommandsProvider registry={props.registry}>{props.children}</CommandsProvider>
      </I18nProvider>
    </StoreProvider>
  );
}
