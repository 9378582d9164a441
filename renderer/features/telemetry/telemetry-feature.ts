import type { Feature } from '../feature';
import { createTelemetrySlice, EXPORT_SCREEN } from './telemetry-slice';

/** Settings › Export: the audit log to OpenTelemetry, and the metrics. */
export const telemetryFeature: Feature = {
  id: EXPORT_SCREEN,
  slices: [createTelemetrySlice],
};
