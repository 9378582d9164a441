import type { AppError } from '../../../shared/result';
import type {
  TelemetrySettingsUpdate,
  TelemetrySettingsView,
  TelemetryStatus,
  TelemetryTestResult,
} from '../../../shared/schemas/telemetry';
import type { SliceCreator } from '../../store/store-types';

export const EXPORT_SCREEN = 'export';

/** Settings › Export: the saved settings (header names only), where export stands, a test. */
export interface TelemetrySlice {
  telemetrySettings: TelemetrySettingsView | null;
  telemetryStatus: TelemetryStatus | null;
  /** Why reading the settings failed. */
  telemetryLoadError: AppError | null;
  telemetrySave: { state: 'saving' | 'saved' } | { state: 'failed'; error: AppError } | null;
  /** The last test of the collector: running, or what it answered. */
  telemetryTest: { state: 'testing' } | { state: 'done'; result: TelemetryTestResult } | null;
  loadTelemetry(): Promise<void>;
  refreshTelemetryStatus(): Promise<void>;
  saveTelemetry(change: TelemetrySettingsUpdate): Promise<void>;
  testTelemetryCollector(endpoint: string | null): Promise<void>;
}

export const createTelemetrySlice: SliceCreator<TelemetrySlice> = (api) => (set, get) => ({
  telemetrySettings: null,
  telemetryStatus: null,
  telemetryLoadError: null,
  telemetrySave: null,
  telemetryTest: null,

  async loadTelemetry() {
    const result = await api.invoke('telemetry:get-settings', {});
    set(
      result.ok
        ? { telemetrySettings: result.value, telemetryLoadError: null }
        : { telemetryLoadError: result.error },
    );
    await get().refreshTelemetryStatus();
  },

  async refreshTelemetryStatus() {
    const result = await api.invoke('telemetry:get-status', {});
    if (result.ok) set({ telemetryStatus: result.value });
  },

  async saveTelemetry(change) {
    set({ telemetrySave: { state: 'saving' } });
    const result = await api.invoke('telemetry:save-settings', change);
    set(
      result.ok
        ? { telemetrySettings: result.value, telemetrySave: { state: 'saved' } }
        : { telemetrySave: { state: 'failed', error: result.error } },
    );
    await get().refreshTelemetryStatus();
  },

  async testTelemetryCollector(endpoint) {
    set({ telemetryTest: { state: 'testing' } });
    const result = await api.invoke('telemetry:test-collector', { endpoint });
    set({
      telemetryTest: {
        state: 'done',
        result: result.ok
          ? result.value
          : { ok: false, status: null, message: result.error.message },
      },
    });
  },
});
