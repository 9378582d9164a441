import type { StateCreator } from 'zustand/vanilla';

import type { ApiClient } from '../api/api-client';
import type { EvidenceSlice } from '../features/inventory/evidence-slice';
import type { AppSlice } from './app-slice';
import type { ApprovalRulesSlice } from './approval-rules-slice';
import type { ApprovalSetupSlice } from './approval-setup-slice';
import type { ApprovalsSlice } from './approvals-slice';
import type { BenchSlice } from './bench-slice';
import type { ChangeDiffSlice } from './change-diff-slice';
import type { ChangesSlice } from './changes-slice';
import type { EditorSlice } from './editor-slice';
import type { HistorySlice } from './history-slice';
import type { InventorySlice } from './inventory-slice';
import type { ManageSlice } from './manage-slice';
import type { NavigationSlice } from './navigation-slice';
import type { ReplayRecordedSlice } from './replay-recorded-slice';
import type { ReplayShadowSlice } from './replay-shadow-slice';
import type { ReplaySlice } from './replay-slice';
import type { ReplaySuitesSlice } from './replay-suites-slice';
import type { SimulatorSlice } from './simulator-slice';
import type { TrustSlice } from './trust-slice';
import type { UiSlice } from './ui-slice';
import type { WorkspacesSlice } from './workspaces-slice';
import type { TelemetrySlice } from '../features/telemetry/telemetry-slice';

/** Where a piece of remote data is: never asked for, on its way, here, or failed. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export type AppState = AppSlice &
  WorkspacesSlice &
  InventorySlice &
  UiSlice &
  NavigationSlice &
  BenchSlice &
  SimulatorSlice &
  ManageSlice &
  EvidenceSlice &
  ChangesSlice &
  ChangeDiffSlice &
  TrustSlice &
  EditorSlice &
  HistorySlice &
  ApprovalsSlice &
  ApprovalRulesSlice &
  ApprovalSetupSlice &
  // Replay (issue 7)
  ReplaySlice &
  ReplayShadowSlice &
  ReplaySuitesSlice &
  ReplayRecordedSlice &
  // Settings › Export (issue 16)
  TelemetrySlice;

/** A slice gets the API client once, at store creation; tests pass their own. */
export type SliceCreator<T> = (api: ApiClient) => StateCreator<AppState, [], [], T>;
