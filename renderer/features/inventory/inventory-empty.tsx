import { AGENT_IDS } from '../../../shared/schemas/enum-values';
import type { HookSource } from '../../../shared/schemas/hook';
import { EmptyState } from '../../components/empty-state';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import { useAppStore } from '../../store/store-context';
import { PathText } from './path-text';

/**
 * No hooks in this scope: lists the places each agent reads (from the scan's own sources, so it is
 * exact for this machine) and says how to add a hook there.
 */
export function NoHooks({ sources }: { sources: HookSource[] }) {
  const { t } = useI18n();
  const scopeKind = useAppStore((state) => state.scope.kind);
  const byAgent = AGENT_IDS.map((agent) => ({
    agent,
    paths: [
      ...new Set(sources.filter((source) => source.agent === agent).map((source) => source.path)),
    ],
  })).filter((entry) => entry.paths.length > 0);
  return (
    <EmptyState
      icon="file"
      title={scopeKind === 'user' ? t('empty.noUserHooks') : t('empty.noWorkspaceHooks')}
      testId="inventory-empty"
    >
      {byAgent.length > 0 ? <p>{t('empty.noHooksBody')}</p> : null}
      {byAgent.length > 0 ? (
        <dl className="where-hooks-live">
          {byAgent.map(({ agent, paths }) => (
            <div key={agent} className="where-hooks-live-agent">
              <dt>{t(AGENT_LABEL[agent])}</dt>
              {paths.map((path) => (
                <dd key={path}>
                  <PathText path={path} />
                </dd>
              ))}
            </div>
          ))}
        </dl>
      ) : (
        <p>{t('empty.noSources')}</p>
      )}
    </EmptyState>
  );
}

/** Every hook is hidden by the filters: say so, and offer the one click that fixes it. */
export function FilteredOut({ total }: { total: number }) {
  const { t } = useI18n();
  const clearFilters = useAppStore((state) => state.clearFilters);
  return (
    <EmptyState
      icon="search"
      title={t('empty.filteredTitle')}
      testId="inventory-empty"
      actions={
        <button
          type="button"
          className="button"
          data-testid="empty-clear-filters"
          onClick={clearFilters}
        >
          {t('filters.clear')}
        </button>
      }
    >
      <p>{t('empty.filteredBody', { count: total })}</p>
    </EmptyState>
  );
}

/** Shown at user level while no workspace exists: project hooks need a workspace to be seen. */
export function AddWorkspaceCallout() {
  const { t } = useI18n();
  const setAddOpen = useAppStore((state) => state.setAddWorkspaceOpen);
  return (
    <div className="callout" data-testid="no-workspaces-callout">
      <p>
        <strong>{t('empty.noWorkspacesTitle')}</strong> {t('empty.noWorkspacesBody')}
      </p>
      <button
        type="button"
        className="button primary"
        data-testid="empty-add-workspace"
        onClick={() => setAddOpen(true)}
      >
        {t('workspaces.add')}
      </button>
    </div>
  );
}
