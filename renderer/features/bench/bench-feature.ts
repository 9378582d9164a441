import { nestedState } from '../../store/feature-slice';
import type { Feature } from '../feature';
import { BENCH_SCREEN, createBenchSlice } from './state/bench-slice';

/** The test bench: runs the hooks of one event with a payload the user chose. */
export const benchFeature: Feature = {
  id: BENCH_SCREEN,
  state: nestedState(createBenchSlice),
  subscriptions: [
    {
      name: "runner:output streams a running hook's output into the bench run",
      start: (store, api) =>
        api.on('runner:output', (chunk) => store.getState().bench.receiveOutput(chunk)),
    },
    {
      name: 'runner:hook-progressed times each hook of the bench run against its timeout',
      start: (store, api) =>
        api.on('runner:hook-progressed', (progress) =>
          store.getState().bench.receiveProgress(progress),
        ),
    },
  ],
};
