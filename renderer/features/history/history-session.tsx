import { ErrorNotice } from '../../components/error-notice';
import { useI18n } from '../../i18n/i18n-context';
import type { HistorySession as Session } from './state/history-slice';
import { OutcomeBadge } from './outcome-badge';

/** One session's entries in order; the current one is marked, the others open on click. */
export function HistorySession(props: {
  session: Session;
  currentId: string;
  onSelect: (id: string) => void;
}) {
  const { t, formatTime } = useI18n();
  const { session } = props;
  if (session.status === 'error' && session.error) {
    return <ErrorNotice compact title={t('history.session.error')} error={session.error} />;
  }
  if (session.status !== 'ready') {
    return (
      <p className="history-muted" role="status">
        {t('history.session.loading')}
      </p>
    );
  }
  return (
    <section className="detail-section" data-testid="history-session">
      <h3 className="detail-section-title">
        {t('history.session.title', { count: session.entries.length })}
      </h3>
      <ol className="history-session-list">
        {session.entries.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className="history-session-item"
              aria-current={entry.id === props.currentId ? 'true' : undefined}
              data-testid="history-session-entry"
              onClick={() => props.onSelect(entry.id)}
            >
              <span className="history-muted">{formatTime(entry.ts)}</span>
              <code>{entry.event}</code>
              {entry.tool ? <code>{entry.tool}</code> : null}
              <OutcomeBadge outcome={entry.outcome} />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
