import type { ReplayJob } from './state/replay-job';
import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { ConsentDialog } from './consent-dialog';

/**
 * Where a replay or shadow run is when it has no result to show: running (with progress once the
 * service reports it, and Cancel), waiting for consent, declined, cancelled, or failed.
 */
export function JobStatus(props: {
  job: ReplayJob<unknown>;
  onCancel: () => void;
  onConsent: () => void;
  onDecline: () => void;
  onRetry: () => void;
}) {
  const { t } = useI18n();
  const { job } = props;
  if (job.status === 'running') {
    const { progress } = job;
    return (
      <div className="replay-progress" role="status" data-testid="replay-running">
        <span className="spinner" aria-hidden="true" />
        <span className="replay-progress-text">
          {progress
            ? t('replay.progress', { done: progress.done, total: progress.total })
            : t('replay.starting')}
        </span>
        {progress && progress.total > 0 ? (
          <progress
            className="replay-progress-bar"
            max={progress.total}
            value={progress.done}
            aria-label={t('replay.progressLabel')}
          />
        ) : null}
        <button
          type="button"
          className="button small"
          data-testid="replay-cancel"
          onClick={props.onCancel}
        >
          <Icon name="stop" />
          {t('action.cancel')}
        </button>
      </div>
    );
  }
  if (job.status === 'needs-consent') {
    return (
      <ConsentDialog reasons={job.reasons} onRun={props.onConsent} onDecline={props.onDecline} />
    );
  }
  if (job.status === 'failed' && job.error?.code === 'untrusted') {
    return (
      <div className="replay-untrusted">
        <ErrorNotice
          title={t('replay.consent.title')}
          error={job.error}
          testId="replay-untrusted"
        />
        <button
          type="button"
          className="button danger"
          data-testid="replay-untrusted-run"
          onClick={props.onConsent}
        >
          {t('replay.consent.run')}
        </button>
      </div>
    );
  }
  if (job.status === 'failed' && job.error) {
    return (
      <ErrorNotice
        title={t('replay.failed')}
        error={job.error}
        onRetry={props.onRetry}
        testId="replay-error"
      />
    );
  }
  if (job.status === 'declined' || (job.status === 'cancelled' && job.value === null)) {
    return (
      <p className="replay-muted" role="status" data-testid="replay-stopped">
        {job.status === 'declined' ? t('replay.declined') : t('replay.cancelled')}
      </p>
    );
  }
  return null;
}
