import { useMemo, type KeyboardEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { useCommandSource } from '../../commands/commands-context';
import { ErrorNotice } from '../../components/error-notice';
import { restoreFocus } from '../../components/focus';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { HookDetail } from './hook-detail';
import { HookGroups } from './hook-groups';
import { InventoryAnnouncer } from './inventory-announcer';
import { inventoryCommands } from './inventory-commands';
import { AddWorkspaceCallout, FilteredOut, NoHooks } from './inventory-empty';
import { InventoryFilters, StatusSummary } from './inventory-filters';
import { InventoryHeader } from './inventory-header';
import { MissingRootsNotice } from './missing-roots-notice';
import { SourceProblems } from './source-problems';
import { SourcesSection } from './sources-section';
import { useInventoryView } from './use-inventory-view';

/** Back to the hook's row; to the screen title if filters or paging hide that row. */
function focusRow(hookId: string): void {
  restoreFocus(
    document.querySelector(`[data-testid="hook-row"][data-hook-id="${CSS.escape(hookId)}"]`),
  );
}

function InventoryList() {
  const { t } = useI18n();
  const { inventory, refreshError, showCallout, loadInventory } = useAppStore(
    useShallow((state) => ({
      inventory: state.inventory.current,
      refreshError: state.inventory.current ? state.inventory.error : null,
      showCallout:
        state.scope.kind === 'user' &&
        state.workspaces.status === 'ready' &&
        state.workspaces.list.length === 0,
      loadInventory: state.inventory.load,
    })),
  );
  const view = useInventoryView();
  if (!inventory) return null;
  return (
    <div className="inventory-content" data-testid="inventory">
      {refreshError ? (
        <ErrorNotice
          compact
          title={t('inventory.refreshFailed')}
          error={refreshError}
          onRetry={() => void loadInventory()}
        />
      ) : null}
      {showCallout ? <AddWorkspaceCallout /> : null}
      <MissingRootsNotice missing={inventory.missingRoots} />
      <SourceProblems sources={inventory.sources} hooks={inventory.hooks} />
      {view.total > 0 ? (
        <div className="toolbar">
          <StatusSummary counts={view.statusCounts} />
          <InventoryFilters
            agentCounts={view.agentCounts}
            ownerCounts={view.ownerCounts}
            events={view.events}
          />
        </div>
      ) : null}
      {view.total === 0 ? (
        <NoHooks sources={inventory.sources} />
      ) : view.visibleCount === 0 ? (
        <FilteredOut total={view.total} />
      ) : (
        <HookGroups groups={view.groups} />
      )}
      <SourcesSection sources={inventory.sources} />
    </div>
  );
}

/** The main pane: the hooks of the selected scope, with their details beside them. */
export function InventoryScreen() {
  const { t } = useI18n();
  const { status, error, hooks, selectedHookId, selectHook, loadInventory } = useAppStore(
    useShallow((state) => ({
      status: state.inventory.status,
      error: state.inventory.error,
      hooks: state.inventory.current?.hooks,
      selectedHookId: state.selectedHookId,
      selectHook: state.selectHook,
      loadInventory: state.inventory.load,
    })),
  );
  useCommandSource(inventoryCommands);
  const selectedHook = useMemo(
    () => (selectedHookId ? (hooks?.find((hook) => hook.id === selectedHookId) ?? null) : null),
    [hooks, selectedHookId],
  );
  const closeDetail = () => {
    if (!selectedHookId) return;
    selectHook(null);
    focusRow(selectedHookId);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && selectedHook && !event.defaultPrevented) {
      event.preventDefault();
      closeDetail();
    }
  };
  return (
    <main className="main" onKeyDown={onKeyDown} aria-busy={status === 'loading'}>
      <InventoryHeader />
      <InventoryAnnouncer />
      <div className={selectedHook ? 'main-body with-detail' : 'main-body'}>
        {status === 'loading' ? (
          <div className="loading" role="status" data-testid="inventory-loading">
            <span className="spinner" aria-hidden="true" />
            {t('inventory.loading')}
          </div>
        ) : status === 'error' && error ? (
          <div className="inventory-content">
            <ErrorNotice
              title={t('inventory.loadFailed')}
              error={error}
              onRetry={() => void loadInventory()}
              testId="inventory-error"
            />
          </div>
        ) : (
          <InventoryList />
        )}
        {selectedHook ? (
          <HookDetail key={selectedHook.id} hook={selectedHook} onClose={closeDetail} />
        ) : null}
      </div>
    </main>
  );
}
