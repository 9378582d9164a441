import type { ApprovalRequest } from '../../../shared/schemas/approval';
import { useI18n } from '../../i18n/i18n-context';
import {} from './approvals-labels';
import { countdownShare, countdownText } from './model/countdown';
import { useNow } from './use-now';

/**
 * The time left before the request's default applies, as text and a bar, with what the default
 * is. Not a live region: a screen reader would hear it every second; the text is read with the
 * card instead.
 */
export function ApprovalCountdown({ request }: { request: ApprovalRequest }) {
  const { t } = useI18n();
  const now = useNow(1000);
  const left = countdownText(request.deadlineAt, now);
  const share = countdownShare(request.receivedAt, request.deadlineAt, now);
  return (
    <div
      className={share < 0.25 ? 'approval-countdown urgent' : 'approval-countdown'}
      data-testid="approval-countdown"
    >
      <span className="approval-countdown-time">
        {left ? t('approvals.countdown', { time: left }) : t('approvals.countdown.over')}
      </span>
      <span className="approval-countdown-bar" aria-hidden="true">
        <span style={{ width: `${Math.round(share * 100)}%` }} />
      </span>
      <span className="approval-countdown-default">
        {t(`approvals.default.${request.failMode}` as const)}
      </span>
    </div>
  );
}
