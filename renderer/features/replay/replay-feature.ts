import type { Feature } from '../feature';
import { createReplayRecordedSlice } from './state/replay-recorded-slice';
import { createReplayShadowSlice } from './state/replay-shadow-slice';
import { createReplaySlice, REPLAY_SCREEN } from './state/replay-slice';
import { createReplaySuitesSlice } from './state/replay-suites-slice';

/** Recorded events run again against the hooks of today, compared with what happened then. */
export const replayFeature: Feature = {
  id: REPLAY_SCREEN,
  slices: [
    createReplaySlice,
    createReplayShadowSlice,
    createReplaySuitesSlice,
    createReplayRecordedSlice,
  ],
  subscriptions: [
    {
      name: 'replay:progress moves the replay job on screen',
      start: (store, api) =>
        api.on('replay:progress', (progress) => store.getState().receiveReplayProgress(progress)),
    },
  ],
};
