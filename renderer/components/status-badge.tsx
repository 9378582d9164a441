import type { HookStatus } from '../../shared/schemas/hook';
import { useI18n } from '../i18n/i18n-context';
import {} from '../i18n/labels';
import { Icon, type IconName } from './icon';

const STATUS_ICON: Record<HookStatus, IconName> = {
  active: 'check-circle',
  'never-runs': 'slash',
  ignored: 'minus-circle',
  'not-executable': 'lock',
  disabled: 'power',
  invalid: 'x-circle',
  'interpreter-missing': 'alert',
};

/** A status as shape, colour and words together, so that colour never carries it alone. */
export function StatusBadge({ status, testId }: { status: HookStatus; testId?: string }) {
  const { t } = useI18n();
  return (
    <span className={`status-badge status-${status}`} data-testid={testId} data-status={status}>
      <Icon name={STATUS_ICON[status]} />
      {t(`status.${status}` as const)}
    </span>
  );
}
