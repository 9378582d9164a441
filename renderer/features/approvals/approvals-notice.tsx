import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { DECIDED_TEXT } from './approvals-labels';

/**
 * What the last answer did, in a polite status line: how many were approved or denied, how many
 * had been answered elsewhere or timed out meanwhile; or why the answer could not be sent.
 */
export function ApprovalsNotice() {
  const { t } = useI18n();
  const notice = useAppStore((state) => state.approvals.notice);
  const dismiss = useAppStore((state) => state.approvals.dismissNotice);
  if (notice?.kind === 'failed') {
    return (
      <ErrorNotice
        compact
        title={t('approvals.notice.failed')}
        error={notice.error}
        testId="approvals-notice-error"
      />
    );
  }
  let text = '';
  if (notice?.kind === 'decided') {
    const done =
      notice.count === 0 ? '' : t(DECIDED_TEXT[notice.decision], { count: notice.count });
    const late =
      notice.alreadyDecided > 0
        ? t('approvals.notice.already', { count: notice.alreadyDecided })
        : '';
    text = [done, late].filter(Boolean).join(' ');
  } else if (notice?.kind === 'always-allowed') {
    text = t('approvals.notice.alwaysAllowed', {
      scope: t(`approvals.scope.${notice.scope}` as const),
    });
  }
  return (
    <div className="approvals-notice" role="status" data-testid="approvals-notice">
      {text ? (
        <>
          <Icon name="info" />
          <span>{text}</span>
          <button type="button" className="link-button" onClick={dismiss}>
            {t('approvals.notice.dismiss')}
          </button>
        </>
      ) : null}
    </div>
  );
}
