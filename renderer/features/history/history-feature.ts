import { nestedState } from '../../store/feature-slice';
import { selectVisibleWorkspace } from '../../store/selectors';
import type { AppState } from '../../store/store-types';
import type { Feature } from '../feature';
import { createHistorySlice, HISTORY_SCREEN } from './state/history-slice';

/**
 * What the first page on screen is for (the scope and the workspace root its filter names), or
 * null while another screen is on view. A change to it is what loads the first page again.
 */
function historyOnScreen(state: AppState): string | null {
  if (state.screen !== HISTORY_SCREEN) return null;
  return `${state.scope.kind}\n${selectVisibleWorkspace(state)?.roots[0] ?? ''}`;
}

/** The history of hook events: what ran, with what input and output, and who allowed it. */
export const historyFeature: Feature = {
  id: HISTORY_SCREEN,
  state: nestedState(createHistorySlice),
  subscriptions: [
    {
      // From the store, not from the screen's mount: the request leaves in the same task as the
      // click on the History tab, so the server answers while React mounts the screen (about
      // 35 ms) instead of after. A second click changes nothing here and asks for nothing.
      name: 'opening History, or another scope or workspace root on it, loads its first page',
      start: (store) => {
        let shown = historyOnScreen(store.getState());
        if (shown !== null) void store.getState().history.load();
        return store.subscribe((state) => {
          const now = historyOnScreen(state);
          if (now === shown) return;
          shown = now;
          if (now !== null) void state.history.load();
        });
      },
    },
    {
      name: 'history:appended adds the new entries to the list (or to the "N new" pill)',
      start: (store, api) =>
        api.on('history:appended', (event) => store.getState().history.receiveAppended(event)),
    },
    {
      name: 'history:progressed moves the status line of a running Import or Export',
      start: (store, api) =>
        api.on('history:progressed', (progress) =>
          store.getState().history.receiveProgress(progress),
        ),
    },
    {
      name: 'history:retention-progressed says while expired entries are being removed',
      start: (store, api) =>
        api.on('history:retention-progressed', (progress) =>
          store.getState().history.receiveRetentionProgress(progress),
        ),
    },
  ],
};
