import { createStore, type StoreApi } from 'zustand/vanilla';

import type { ApiClient } from '../api/api-client';
import { createAppSlice } from './app-slice';
import { createApprovalRulesSlice } from '../features/approvals/state/approval-rules-slice';
import { createApprovalSetupSlice } from '../features/approvals/state/approval-setup-slice';
import { createApprovalsSlice } from '../features/approvals/state/approvals-slice';
import { createBenchSlice } from '../features/bench/state/bench-slice';
import { createChangeDiffSlice } from '../features/changes/state/change-diff-slice';
import { createChangesSlice } from '../features/changes/state/changes-slice';
import { createEditorSlice } from '../features/editor/state/editor-slice';
import { createHistorySlice } from '../features/history/state/history-slice';
import { createInventorySlice } from '../features/inventory/state/inventory-slice';
import { createManageSlice } from '../features/manage/state/manage-slice';
import { createNavigationSlice } from './navigation-slice';
import { createReplayRecordedSlice } from '../features/replay/state/replay-recorded-slice';
import { createReplayShadowSlice } from '../features/replay/state/replay-shadow-slice';
import { createReplaySlice } from '../features/replay/state/replay-slice';
import { createReplaySuitesSlice } from '../features/replay/state/replay-suites-slice';
import { createSimulatorSlice } from '../features/simulator/state/simulator-slice';
import { createTrustSlice } from '../features/manage/state/trust-slice';
import type { AppState } from './store-types';
import { createUiSlice } from './ui-slice';
import { createWorkspacesSlice } from '../features/workspaces/state/workspaces-slice';

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
  }));
}
