// The shared styles first: every feature's stylesheet, imported with its module, cascades after.
import './styles/index.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { createApiClient } from './api/create-api-client';
import { App } from './app';
import { createCommandRegistry } from './commands/command-registry';
import { CommandsProvider } from './commands/commands-context';
import { I18nProvider } from './i18n/i18n-context';
import { readStoredLocale } from './i18n/locale-storage';
import { detectLocale } from './i18n/locales';
import { readCharacterShortcuts } from './shortcuts/shortcut-preference';
import { createAppStore } from './store/create-app-store';
import { StoreProvider } from './store/store-context';
import { subscribeToServiceEvents } from './store/subscriptions';
// Dialogs and the palette open over every screen, so their styles come last.
import './styles/overlays.css';

const api = createApiClient();
const store = createAppStore({ api });
store.getState().setCharacterShortcuts(readCharacterShortcuts());
subscribeToServiceEvents(store, api);
void store.getState().initialize();

const locale = detectLocale(readStoredLocale(), navigator.languages ?? [navigator.language]);
document.documentElement.lang = locale;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <StoreProvider store={store}>
      <I18nProvider initialLocale={locale}>
        <CommandsProvider registry={createCommandRegistry()}>
          <App />
        </CommandsProvider>
      </I18nProvider>
    </StoreProvider>
  </StrictMode>,
);
