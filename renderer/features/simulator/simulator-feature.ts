import { nestedState } from '../../store/feature-slice';
import type { Feature } from '../feature';
import { createSimulatorSlice, SIMULATOR_SCREEN } from './state/simulator-slice';

/** Which hooks an event would fire, without running them. */
export const simulatorFeature: Feature = {
  id: SIMULATOR_SCREEN,
  state: nestedState(createSimulatorSlice),
};
