import type { StateCreator } from 'zustand/vanilla';

import type { ApiClient } from '../api/api-client';
import type { AgentTrustSlice } from '../features/manage/state/agent-trust-slice';
import type { AppSlice } from './app-slice';
import type { ApprovalsState } from '../features/approvals/state/approvals-slice';
import type { BenchSlice } from '../features/bench/state/bench-slice';
import type { ChangesState } from '../features/changes/state/changes-slice';
import type { EditorState } from '../features/editor/state/editor-slice';
import type { EvidenceSlice } from '../features/inventory/state/evidence-slice';
import type { HistoryState } from '../features/history/state/history-slice';
import type { InventorySlice } from '../features/inventory/state/inventory-slice';
import type { ManageSlice } from '../features/manage/state/manage-slice';
import type { NavigationSlice } from './navigation-slice';
import type { ReplayState } from '../features/replay/state/replay-slice';
import type { SimulatorState } from '../features/simulator/state/simulator-slice';
import type { TrustSlice } from '../features/manage/state/trust-slice';
import type { TelemetryState } from '../features/telemetry/telemetry-slice';
import type { UiSlice } from './ui-slice';
import type { UpgradesState } from '../features/upgrades/state/upgrades-slice';
import type { WorkspacesState } from '../features/workspaces/state/workspaces-slice';

/**
 * The features whose state is nested under one key (renderer/features/index.ts builds each under
 * its feature's id); the other features' slices are still flat, below.
 */
export interface FeatureStates {
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

export type AppState = AppSlice &
  InventorySlice &
  UiSlice &
  NavigationSlice &
  BenchSlice &
  ManageSlice &
  EvidenceSlice &
  TrustSlice &
  AgentTrustSlice &
  FeatureStates;

/** A slice gets the API client once, at store creation; tests pass their own. */
export type SliceCreator<T> = (api: ApiClient) => StateCreator<AppState, [], [], T>;
