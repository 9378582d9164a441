import type { AppError } from '../../../shared/result';
import type {
  TelemetrySettingsUpdate,
  TelemetrySettingsView,
  TelemetryStatus,
  TelemetryTestResult,
} from '../../../shared/schemas/telemetry';
import type { FeatureSliceCreator } from '../../store/feature-slice';

/** Settings › Export's id in the features list. */
export const TELEMETRY_SCREEN = 'telemetry';

/**
 * Settings › Export, under `state.telemetry`: the saved settings (header names only), where
 * export stands, a test.
 */
export interface TelemetryState {
  settings: TelemetrySettingsView | null;
  status: TelemetryStatus | null;
  /** Why reading the settings failed. */
  loadError: AppError | null;
  /** The last press of Save: on its way, done, or why it failed. */
  saved: { state: 'saving' | 'saved' } | { state: 'failed'; error: AppError } | null;
  /** The last test of the collector: running, or what it answered. */
  test: { state: 'testing' } | { state: 'done'; result: TelemetryTestResult } | null;
  load(): Promise<void>;
  refreshStatus(): Promise<void>;
  save(change: TelemetrySettingsUpdate): Promise<void>;
  testCollector(endpoint: string | null): Promise<void>;
}

export const createTelemetrySlice: FeatureSliceCreator<TelemetryState> = ({ api, patch, get }) => ({
  settings: null,
  status: null,
  loadError: null,
  saved: null,
  test: null,

  async load() {
    const result = await api.invoke('telemetry:get-settings', {});
    patch(result.ok ? { settings: result.value, loadError: null } : { loadError: result.error });
    await get().telemetry.refreshStatus();
  },

  async refreshStatus() {
    const result = await api.invoke('telemetry:get-status', {});
    if (result.ok) patch({ status: result.value });
  },

  async save(change) {
    patch({ saved: { state: 'saving' } });
    const result = await api.invoke('telemetry:save-settings', change);
    patch(
      result.ok
        ? { settings: result.value, saved: { state: 'saved' } }
        : { saved: { state: 'failed', error: result.error } },
    );
    await get().telemetry.refreshStatus();
  },

  async testCollector(endpoint) {
    patch({ test: { state: 'testing' } });
    const result = await api.invoke('telemetry:test-collector', { endpoint });
    patch({
      test: {
        state: 'done',
        result: result.ok
          ? result.value
          : { ok: false, status: null, message: result.error.message },
      },
    });
  },
});
