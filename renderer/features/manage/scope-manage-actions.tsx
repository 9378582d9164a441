import { useShallow } from 'zustand/react/shallow';

import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';

/**
 * The inventory header's management buttons: New hook everywhere; in a workspace also the review
 * of untrusted project hooks (when there are any) and "Turn all off…".
 */
export function ScopeManageActions() {
  const { t } = useI18n();
  const { inWorkspace, untrustedCount, openManageDialog } = useAppStore(
    useShallow((state) => ({
      inWorkspace: state.scope.kind === 'workspace',
      untrustedCount: state.manage.untrusted.length,
      openManageDialog: state.manage.openDialog,
    })),
  );
  return (
    <div className="scope-manage-actions">
      {inWorkspace && untrustedCount > 0 ? (
        <button
          type="button"
          className="button trust-review-button"
          data-testid="open-trust-review"
          onClick={() => openManageDialog('trust-review')}
        >
          <Icon name="shield-alert" />
          {t('trust.reviewButton', { count: untrustedCount })}
        </button>
      ) : null}
      {inWorkspace ? (
        <button
          type="button"
          className="button"
          data-testid="open-disable-all"
          onClick={() => openManageDialog('disable-all')}
        >
          <Icon name="power" />
          {t('disableAll.open')}
        </button>
      ) : null}
      <button
        type="button"
        className="button primary"
        data-testid="open-new-hook"
        onClick={() => openManageDialog('new-hook')}
      >
        <Icon name="plus" />
        {t('newHook.open')}
      </button>
    </div>
  );
}
