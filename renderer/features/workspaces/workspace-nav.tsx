import { useShallow } from 'zustand/react/shallow';

import type { ListedWorkspace } from '../../../shared/schemas/workspace';
import { useCommandSource } from '../../commands/commands-context';
import { handleArrowNavigation } from '../../components/arrow-navigation';
import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { shortenPath } from '../inventory/model/path-display';
import { workspaceCommands } from './workspace-commands';

function WorkspaceItem({ workspace, selected }: { workspace: ListedWorkspace; selected: boolean }) {
  const { t } = useI18n();
  const home = useAppStore((state) => state.appInfo?.home);
  const selectScope = useAppStore((state) => state.selectScope);
  const primary = workspace.roots[0] ?? '';
  const extraRoots = workspace.roots.length - 1;
  const missing = workspace.missingRoots.length;
  return (
    <li>
      <button
        type="button"
        className="nav-item"
        data-nav-item
        data-testid={`sidebar-workspace-${workspace.name}`}
        data-workspace-id={workspace.id}
        data-trusted={workspace.trusted}
        data-missing={missing > 0}
        aria-current={selected ? 'page' : undefined}
        title={workspace.roots.join('\n')}
        onClick={() => void selectScope({ kind: 'workspace', workspaceId: workspace.id })}
      >
        <Icon name="folder" className="nav-item-icon" />
        <span className="nav-item-text">
          <span className="nav-item-title">{workspace.name}</span>
          <span className="nav-item-subtitle">
            {shortenPath(primary, home)}
            {extraRoots > 0 ? ` ${t('workspace.moreRoots', { count: extraRoots })}` : ''}
          </span>
        </span>
        {missing > 0 ? (
          <Icon
            name="alert"
            className="missing-marker"
            label={t('workspace.folderMissing', { count: missing })}
          />
        ) : null}
        {workspace.trusted ? (
          <Icon
            name="shield-check"
            className="trust-marker trusted"
            label={t('workspace.trusted')}
          />
        ) : (
          <Icon name="shield-alert" className="trust-marker" label={t('workspace.untrusted')} />
        )}
      </button>
    </li>
  );
}

/** The scope switcher: user level first, then every workspace, arrow keys move between them. */
export function WorkspaceNav() {
  const { t } = useI18n();
  const { scope, workspaces, status, error, selectScope, loadWorkspaces, setAddOpen } = useAppStore(
    useShallow((state) => ({
      scope: state.scope,
      workspaces: state.workspaces.list,
      status: state.workspaces.status,
      error: state.workspaces.error,
      selectScope: state.selectScope,
      loadWorkspaces: state.workspaces.load,
      setAddOpen: state.setAddWorkspaceOpen,
    })),
  );
  useCommandSource(workspaceCommands);
  const selectedId = scope.kind === 'workspace' ? scope.workspaceId : null;
  return (
    <div className="sidebar-nav" onKeyDown={handleArrowNavigation}>
      <ul className="nav-list" aria-label={t('sidebar.scopes')}>
        <li>
          <button
            type="button"
            className="nav-item"
            data-nav-item
            data-testid="sidebar-user-level"
            aria-current={scope.kind === 'user' ? 'page' : undefined}
            onClick={() => void selectScope({ kind: 'user' })}
          >
            <Icon name="user" className="nav-item-icon" />
            <span className="nav-item-text">
              <span className="nav-item-title">{t('scope.userLevel')}</span>
              <span className="nav-item-subtitle">{t('scope.userLevelHint')}</span>
            </span>
          </button>
        </li>
      </ul>
      <h2 className="sidebar-heading">{t('sidebar.workspaces')}</h2>
      {status === 'error' && error ? (
        <ErrorNotice
          compact
          title={t('workspaces.loadFailed')}
          error={error}
          onRetry={() => void loadWorkspaces()}
        />
      ) : null}
      {status === 'ready' && workspaces.length === 0 ? (
        <p className="sidebar-note">{t('workspaces.none')}</p>
      ) : null}
      <ul className="nav-list" aria-label={t('sidebar.workspaces')}>
        {workspaces.map((workspace) => (
          <WorkspaceItem
            key={workspace.id}
            workspace={workspace}
            selected={workspace.id === selectedId}
          />
        ))}
      </ul>
      <button
        type="button"
        className="nav-item nav-action"
        data-nav-item
        data-testid="add-workspace"
        onClick={() => setAddOpen(true)}
      >
        <Icon name="plus" className="nav-item-icon" />
        <span className="nav-item-title">{t('workspaces.add')}</span>
      </button>
    </div>
  );
}
