import { nestedState } from '../../store/feature-slice';
import type { Feature } from '../feature';
import { createReplaySlice, REPLAY_SCREEN } from './state/replay-slice';

/** Recorded events run again against the hooks of today, compared with what happened then. */
export const replayFeature: Feature = {
  id: REPLAY_SCREEN,
  state: nestedState(createReplaySlice),
  subscriptions: [
    {
      name: 'replay:progress moves the replay job on screen',
      start: (store, api) =>
        api.on('replay:progress', (progress) => store.getState().replay.receiveProgress(progress)),
    },
  ],
};
