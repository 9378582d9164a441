import type { AppError } from '../../shared/result';
import type { AppInfo } from '../../shared/schemas/app';
import type { SliceCreator } from './store-types';

export interface AppSlice {
  appInfo: AppInfo | null;
  appInfoError: AppError | null;
  loadAppInfo(): Promise<void>;
  /**
   * Loads everything the first screen shows, and History's first page, in parallel; each part
   * reports its own error. History's page is there before it opens, so its rows paint in the
   * frame of the click that opens it (opening it asks again, for entries newer than these).
   */
  initialize(): Promise<void>;
}

export const createAppSlice: SliceCreator<AppSlice> = (api) => (set, get) => ({
  appInfo: null,
  appInfoError: null,
  async loadAppInfo() {
    const result = await api.invoke('app:get-info', {});
    if (result.ok) set({ appInfo: result.value, appInfoError: null });
    else set({ appInfoError: result.error });
  },
  async initialize() {
    const state = get();
    await Promise.all([
      state.loadAppInfo(),
      state.workspaces.load(),
      state.workspaces.loadDetected(),
      state.inventory.load(),
      state.approvals.load(),
      state.history.load(),
    ]);
  },
});
