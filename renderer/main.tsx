// The shared styles first: every feature's stylesheet, imported with its module, cascades after.
import './styles/index.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { createApiClient } from './api/create-api-client';
import { App } from './app';
import { createCommandRegistry } from './commands/command-registry';
import { AppProviders } from './app-providers';
import { SCREENS } from './features/screens';
import { warmUpWhenIdle } from './features/shell/warm-up-screen';
import { readStoredLocale } from './i18n/locale-storage';
import { detectLocale } from './i18n/locales';
import { readCharacterShortcuts } from './shortcuts/shortcut-preference';
import { createAppStore } from './store/create-app-store';
import { subscribeToServiceEvents } from './store/subscriptions';
// Dialogs and the palette open over every screen, so their styles come last.
import './styles/overlays.css';

const api = createApiClient();
const store = createAppStore({ api });
store.getState().setCharacterShortcuts(readCharacterShortcuts());
subscribeToServiceEvents(store, api);
const started = store.getState().initialize();

const locale = detectLocale(readStoredLocale(), navigator.languages ?? [navigator.language]);
document.documentElement.lang = locale;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <AppProviders store={store} locale={locale} registry={createCommandRegistry()}>
      <App />
    </AppProviders>
  </StrictMode>,
);

for (const { feature, component: Screen } of SCREENS.filter((entry) => entry.warmUpAtStart)) {
  // A registry of its own: the warm-up's commands must not reach the palette.
  warmUpWhenIdle(
    feature.id,
    () => (
      <AppProviders store={store} locale={locale} registry={createCommandRegistry()}>
        <Screen />
      </AppProviders>
    ),
    started,
  );
}
