import type { StateCreator } from 'zustand/vanilla';

import type { ApiClient } from '../api/api-client';
import type { AppSlice } from './app-slice';
import type { ApprovalsState } from '../features/approvals/state/approvals-slice';
import type { BenchState } from '../features/bench/state/bench-slice';
import type { ChangesState } from '../features/changes/state/changes-slice';
import type { EditorState } from '../features/editor/state/editor-slice';
import type { HistoryState } from '../features/history/state/history-slice';
import type { InventoryState } from '../features/inventory/state/inventory-slice';
import type { ManageState } from '../features/manage/state/manage-slice';
import type { NavigationSlice } from './navigation-slice';
import type { ReplayState } from '../features/replay/state/replay-slice';
import type { SimulatorState } from '../features/simulator/state/simulator-slice';
import type { TelemetryState } from '../features/telemetry/telemetry-slice';
import type { UiSlice } from './ui-slice';
import type { UpgradesState } from '../features/upgrades/state/upgrades-slice';
import type { WorkspacesState } from '../features/workspaces/state/workspaces-slice';

/**
 * Every feature's state, each nested under its feature's id (renderer/features/index.ts builds
 * them); only the shell's own slices are flat, below.
 */
export interface FeatureStates {
  inventory: InventoryState;
  bench: BenchState;
  manage: ManageState;
  history: HistoryState;
  simulator: SimulatorState;
  upgrades: UpgradesState;
  telemetry: TelemetryState;
  changes: ChangesState;
  approvals: ApprovalsState;
  replay: ReplayState;
  workspaces: WorkspacesState;
  editor: EditorState;
}

/** Where a piece of remote data is: never asked for, on its way, here, or failed. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export type AppState = AppSlice & UiSlice & NavigationSlice & FeatureStates;

/** A slice gets the API client once, at store creation; tests pass their own. */
export type SliceCreator<T> = (api: ApiClient) => StateCreator<AppState, [], [], T>;
