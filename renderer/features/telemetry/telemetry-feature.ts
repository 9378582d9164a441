import { nestedState } from '../../store/feature-slice';
import type { Feature } from '../feature';
import { createTelemetrySlice, TELEMETRY_SCREEN } from './telemetry-slice';

/** Settings › Export: the history to OpenTelemetry, and the metrics. */
export const telemetryFeature: Feature = {
  id: TELEMETRY_SCREEN,
  state: nestedState(createTelemetrySlice),
};
