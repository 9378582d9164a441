import { nestedState } from '../../store/feature-slice';
import type { Feature } from '../feature';
import { createHistorySlice, HISTORY_SCREEN } from './state/history-slice';

/** The history of hook events: what ran, with what input and output, and who allowed it. */
export const historyFeature: Feature = {
  id: HISTORY_SCREEN,
  state: nestedState(createHistorySlice),
  subscriptions: [
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
  ],
};
