import { useShallow } from 'zustand/react/shallow';

import type { TelemetryStatus } from '../../../shared/schemas/telemetry';

import { useI18n } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/catalogue-en';
import { msg } from '../../i18n/translator';
import { useAppStore } from '../../store/store-context';

const STATE_LABEL: Record<TelemetryStatus['state'], MessageKey> = {
  off: msg('export.state.off'),
  sending: msg('export.state.sending'),
  idle: msg('export.state.idle'),
  retrying: msg('export.state.retrying'),
  elsewhere: msg('export.state.elsewhere'),
};

/** Where export stands: state, last sent, entries sent, backlog and the last error. */
export function ExportStatus() {
  const { t, formatDateTime } = useI18n();
  const status = useAppStore(useShallow((s) => s.telemetry.status));
  if (!status) return null;
  return (
    <section className="export-status" aria-labelledby="export-status-title">
      <h2 id="export-status-title" className="section-title">
        {t('export.status')}
      </h2>
      <dl className="export-facts">
        <dt>{t('export.state')}</dt>
        <dd data-testid="export-state">{t(STATE_LABEL[status.state])}</dd>
        <dt>{t('export.lastSent')}</dt>
        <dd data-testid="export-last-sent">
          {status.lastSentAt ? formatDateTime(status.lastSentAt) : t('export.never')}
        </dd>
        <dt>{t('export.sentEntries')}</dt>
        <dd data-testid="export-sent">{status.sentEntries}</dd>
        <dt>{t('export.backlog')}</dt>
        <dd data-testid="export-backlog">
          {t('export.backlogBytes', { count: status.backlogBytes })}
        </dd>
        {status.lastError ? (
          <>
            <dt>{t('export.lastError')}</dt>
            <dd data-testid="export-last-error">{status.lastError}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
