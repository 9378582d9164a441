import { createStore, type StoreApi } from 'zustand/vanilla';

import type { ApiClient } from '../api/api-client';
import { createEvidenceSlice } from '../features/inventory/evidence-slice';
import { createAppSlice } from './app-slice';
import { createApprovalRulesSlice } from './approval-rules-slice';
import { createApprovalSetupSlice } from './approval-setup-slice';
import { createApprovalsSlice } from './approvals-slice';
import { createBenchSlice } from './bench-slice';
import { createChangeDiffSlice } from './change-diff-slice';
import { createChangesSlice } from './changes-slice';
import { createEditorSlice } from './editor-slice';
import { createHistorySlice } from './history-slice';
import { createInventorySlice } from './inventory-slice';
import { createManageSlice } from './manage-slice';
import { createNavigationSlice } from './navigation-slice';
import { createReplayRecordedSlice } from './replay-recorded-slice';
import { createReplayShadowSlice } from './replay-shadow-slice';
import { createReplaySlice } from './replay-slice';
import { createReplaySuitesSlice } from './replay-suites-slice';
import { createSimulatorSlice } from './simulator-slice';
import { createTrustSlice } from './trust-slice';
import type { AppState } from './store-types';
import { createUiSlice } from './ui-slice';
import { createWorkspacesSlice } from './workspaces-slice';
import { createTelemetrySlice } from '../features/telemetry/telemetry-slice';

export type AppStore = StoreApi<AppState>;

/**
 * The renderer's one store, built from slices. Nothing is fetched until `initialize()`; pushed
 * events are wired separately by `subscribeToServiceEvents`.
 */
export function createAppStore({ api }: { api: ApiClient }): AppStore {
  return createStore<AppState>()((...args) => ({
    ...createAppSlice(api)(...args),
    ...createWorkspacesSlice(api)(...args),
    ...createInventorySlice(api)(...args),
    ...createUiSlice(api)(...args),
    ...createNavigationSlice(api)(...args),
    ...createBenchSlice(api)(...args),
    ...createSimulatorSlice(api)(...args),
    ...createManageSlice(api)(...args),
    ...createEvidenceSlice(api)(...args),
    ...createChangesSlice(api)(...args),
    ...createChangeDiffSlice(api)(...args),
    ...createTrustSlice(api)(...args),
    ...createEditorSlice(api)(...args),
    ...createHistorySlice(api)(...args),
    ...createApprovalsSlice(api)(...args),
    ...createApprovalRulesSlice(api)(...args),
    ...createApprovalSetupSlice(api)(...args),
    // Replay (issue 7)
    ...createReplaySlice(api)(...args),
    ...createReplayShadowSlice(api)(...args),
    ...createReplaySuitesSlice(api)(...args),
    ...createReplayRecordedSlice(api)(...args),
    // Settings › Export (issue 16)
    ...createTelemetrySlice(api)(...args),
  }));
}
