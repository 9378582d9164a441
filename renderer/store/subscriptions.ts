import type { ApiClient } from '../api/api-client';
import type { AppStore } from './create-app-store';
import { subscribeManageEvents } from '../features/manage/state/manage-subscriptions';
import { sameScope } from './scope-key';

/**
 * Wires pushed service events to store refreshes (and a run's output to the bench, a navigation
 * request to the screen it names); returns the function that unwires them. A change at user level also refreshes a visible workspace, whose
 * effective set includes the user-level hooks.
 */
export function subscribeToServiceEvents(store: AppStore, api: ApiClient): () => void {
  const offInventory = api.on('inventory:changed', ({ scope }) => {
    const state = store.getState();
    if (state.inventoryStatus === 'idle') return;
    if (scope.kind === 'user' || sameScope(scope, state.scope)) void state.loadInventory();
  });
  const offWorkspaces = api.on('workspaces:changed', () => {
    const state = store.getState();
    void state.loadWorkspaces();
    void state.loadDetected();
  });
  const offOutput = api.on('runner:output', (chunk) => store.getState().receiveRunOutput(chunk));
  const offHookProgress = api.on('runner:hook-progressed', (progress) =>
    store.getState().receiveHookProgress(progress),
  );
  const offManage = subscribeManageEvents(store, api);
  const offAudit = api.on('audit:appended', (event) =>
    store.getState().receiveAuditAppended(event),
  );
  const offProgress = api.on('audit:progressed', (progress) =>
    store.getState().receiveAuditProgress(progress),
  );
  const offApprovals = api.on('approvals:changed', (event) =>
    store.getState().receiveApprovalsChanged(event),
  );
  // A link, a notification or the tray asked for something: only ever a view, never an action.
  const offNavigate = api.on('app:navigate-requested', ({ target, id }) => {
    const state = store.getState();
    if (target === 'approval') state.showApproval(id);
    else void state.showHistoryEntry(id);
  });
  // Replay (issue 7)
  const offReplay = api.on('replay:progress', (progress) =>
    store.getState().receiveReplayProgress(progress),
  );
  return () => {
    offNavigate();
    offApprovals();
    offManage();
    offInventory();
    offWorkspaces();
    offOutput();
    offHookProgress();
    offAudit();
    offProgress();
    offReplay();
  };
}
