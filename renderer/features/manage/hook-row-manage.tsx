import type { HookEntry } from '../../../shared/schemas/hook';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { selectUntrustedVerdict } from './state/manage-trust';
import { HookSwitch } from './hook-switch';

/**
 * The controls at the end of a hook row, beside (not inside) the row's button: an "untrusted:
 * review" marker for a project hook that is new or changed since the user trusted it, and the
 * on/off switch.
 */
export function HookRowManage({ hook }: { hook: HookEntry }) {
  const { t } = useI18n();
  const untrusted = useAppStore(selectUntrustedVerdict(hook.id));
  const openManageDialog = useAppStore((state) => state.manage.openDialog);
  return (
    <div className="hook-row-manage">
      {untrusted ? (
        <button
          type="button"
          className="hook-trust-marker"
          data-testid="trust-marker"
          data-trust={untrusted}
          onClick={() => openManageDialog('trust-review', hook.id)}
        >
          <Icon name="shield-alert" />
          <span className="hook-trust-marker-text">
            {untrusted === 'untrusted-new' ? t('trust.markerNew') : t('trust.markerChanged')}
          </span>
        </button>
      ) : null}
      <HookSwitch hook={hook} />
    </div>
  );
}
