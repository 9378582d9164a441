import type { AppError } from '../../shared/result';
import { useI18n } from '../i18n/i18n-context';
import { errorHint } from '../i18n/labels';
import { FailureText } from './failure-text';
import { Icon } from './icon';

/**
 * A failure in words: what went wrong (the service's message code, translated), what to do about it (by
 * error code, translated) and, when it can help, a retry.
 */
export function ErrorNotice(props: {
  title: string;
  error: AppError;
  onRetry?: () => void;
  compact?: boolean;
  testId?: string;
}) {
  const { t } = useI18n();
  const hint = errorHint(props.error);
  return (
    <div
      className={props.compact ? 'error-notice compact' : 'error-notice'}
      role="alert"
      data-testid={props.testId}
      data-error-code={props.error.code}
    >
      <Icon name="alert" className="error-notice-icon" />
      <div className="error-notice-text">
        <p className="error-notice-title">{props.title}</p>
        <p className="error-notice-message">
          <FailureText error={props.error} />
        </p>
        {hint ? <p className="error-notice-hint">{t(hint)}</p> : null}
      </div>
      {props.onRetry ? (
        <button type="button" className="button" onClick={props.onRetry}>
          <Icon name="refresh" />
          {t('action.retry')}
        </button>
      ) : null}
    </div>
  );
}
