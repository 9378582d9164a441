import { useShallow } from 'zustand/react/shallow';

import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';

/** How many wait, "tick all", and the answers for the ticked requests together. */
export function ApprovalsToolbar(props: { onApproveChecked(): void; onDenyChecked(): void }) {
  const { t } = useI18n();
  const { total, checked, checkAll } = useAppStore(
    useShallow((state) => ({
      total: state.approvals.pending.length,
      checked: state.approvals.checked.length,
      checkAll: state.approvals.checkAll,
    })),
  );
  const all = total > 0 && checked === total;
  return (
    <div className="approvals-toolbar" data-testid="approvals-toolbar">
      <label className="choice">
        <input
          type="checkbox"
          data-testid="approvals-check-all"
          checked={all}
          ref={(box) => {
            if (box) box.indeterminate = checked > 0 && !all;
          }}
          onChange={() => checkAll(!all)}
        />
        <span>{t('approvals.checkAll')}</span>
      </label>
      <span className="approvals-count" data-testid="approvals-count">
        {t('approvals.waiting', { count: total })}
        {checked > 0 ? ` · ${t('approvals.checked', { count: checked })}` : null}
      </span>
      <div className="approvals-bulk">
        <button
          type="button"
          className="button small primary"
          data-testid="approvals-approve-checked"
          aria-keyshortcuts="Shift+A"
          disabled={checked === 0}
          onClick={props.onApproveChecked}
        >
          <Icon name="check" />
          {t('approvals.approveChecked')}
        </button>
        <button
          type="button"
          className="button small danger"
          data-testid="approvals-deny-checked"
          disabled={checked === 0}
          onClick={props.onDenyChecked}
        >
          <Icon name="x-circle" />
          {t('approvals.denyChecked')}
        </button>
      </div>
    </div>
  );
}
