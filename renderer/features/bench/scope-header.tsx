import { useShallow } from 'zustand/react/shallow';

import { MAIN_TITLE_ID } from '../../components/focus';
import { useI18n } from '../../i18n/i18n-context';
import { selectVisibleWorkspace } from '../../store/selectors';
import { useAppStore } from '../../store/store-context';
import { WorkspaceActions } from '../workspaces/workspace-actions';

/**
 * The header of a screen that works on the scope on screen: the screen's name above the scope's
 * name, a line on what the screen does, and for a workspace its trust switch.
 */
export function ScopeHeader({ screen, description }: { screen: string; description: string }) {
  const { t } = useI18n();
  const { scopeKind, workspace } = useAppStore(
    useShallow((state) => ({
      scopeKind: state.scope.kind,
      workspace: selectVisibleWorkspace(state),
    })),
  );
  const title =
    scopeKind === 'user' ? t('scope.userLevel') : (workspace?.name ?? t('scope.workspace'));
  return (
    <header className="main-header">
      <div className="main-title-block">
        <p className="kicker">{screen}</p>
        <h1 id={MAIN_TITLE_ID} className="main-title" data-testid="scope-title" tabIndex={-1}>
          {title}
        </h1>
        <p className="main-subtitle">{description}</p>
      </div>
      {workspace ? (
        <div className="main-header-actions">
          <WorkspaceActions workspace={workspace} />
        </div>
      ) : null}
    </header>
  );
}
