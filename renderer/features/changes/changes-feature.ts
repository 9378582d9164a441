import { nestedState } from '../../store/feature-slice';
import type { Feature } from '../feature';
import { CHANGES_SCREEN, createChangesSlice } from './state/changes-slice';

/** The changes Hookyard made to agent settings, each with its undo, and the trash. */
export const changesFeature: Feature = {
  id: CHANGES_SCREEN,
  state: nestedState(createChangesSlice),
};
