import { useShallow } from 'zustand/react/shallow';

import { MAIN_TITLE_ID } from '../../components/focus';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { selectVisibleWorkspace } from '../../store/selectors';
import { useAppStore } from '../../store/store-context';
import { ScopeManageActions } from '../manage/scope-manage-actions';
import { WorkspaceActions } from '../workspaces/workspace-actions';
import { shortenPath } from './model/path-display';

/** Title of the scope on screen, when it was scanned, a manual refresh, and workspace actions. */
export function InventoryHeader() {
  const { t, formatTime, formatDateTime } = useI18n();
  const { scope, workspace, home, scannedAt, refreshing, status, loadInventory } = useAppStore(
    useShallow((state) => ({
      scope: state.scope,
      workspace: selectVisibleWorkspace(state),
      home: state.appInfo?.home,
      scannedAt: state.inventory.current?.scannedAt ?? null,
      refreshing: state.inventory.refreshing || state.inventory.status === 'loading',
      status: state.inventory.status,
      loadInventory: state.inventory.load,
    })),
  );
  const title =
    scope.kind === 'user' ? t('scope.userLevel') : (workspace?.name ?? t('scope.workspace'));
  return (
    <header className="main-header">
      <div className="main-title-block">
        <p className="kicker">
          {scope.kind === 'user' ? t('scope.userKicker') : t('scope.workspace')}
        </p>
        <h1 id={MAIN_TITLE_ID} className="main-title" data-testid="scope-title" tabIndex={-1}>
          {title}
        </h1>
        <p className="main-subtitle">
          {scope.kind === 'user'
            ? t('scope.userLevelDescription')
            : workspace?.roots.map((root) => (
                <code key={root} className="root-path" title={root}>
                  {shortenPath(root, home)}
                </code>
              ))}
        </p>
      </div>
      <div className="main-header-actions">
        {scannedAt ? (
          <span className="scanned-at" title={formatDateTime(scannedAt)}>
            {t('inventory.scannedAt', { time: formatTime(scannedAt) })}
          </span>
        ) : null}
        <button
          type="button"
          className={refreshing ? 'icon-button spinning' : 'icon-button'}
          aria-label={t('inventory.refresh')}
          title={t('inventory.refresh')}
          data-testid="inventory-refresh"
          disabled={status === 'loading'}
          onClick={() => void loadInventory()}
        >
          <Icon name="refresh" />
        </button>
        {workspace ? <WorkspaceActions workspace={workspace} /> : null}
        <ScopeManageActions />
      </div>
    </header>
  );
}
