import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { ErrorNotice } from '../../components/error-notice';
import { MAIN_TITLE_ID } from '../../components/focus';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { ExportForm } from './export-form';
import { ExportStatus } from './export-status';

// Export runs in the services; the screen asks where it stands while it is open.
const STATUS_EVERY_MS = 2_000;

/** Settings › Export: where the audit log goes (OTLP), what leaves the machine, and its status. */
export function TelemetryScreen() {
  const { t, rich } = useI18n();
  const state = useAppStore(
    useShallow((s) => ({
      settings: s.telemetry.settings,
      loadError: s.telemetry.loadError,
      loadTelemetry: s.telemetry.load,
      refreshTelemetryStatus: s.telemetry.refreshStatus,
    })),
  );
  const { loadTelemetry, refreshTelemetryStatus } = state;
  useEffect(() => {
    void loadTelemetry();
    const timer = setInterval(() => void refreshTelemetryStatus(), STATUS_EVERY_MS);
    return () => clearInterval(timer);
  }, [loadTelemetry, refreshTelemetryStatus]);
  return (
    <main className="main export-screen">
      <header className="main-header">
        <div className="main-title-block">
          <p className="kicker">{t('export.kicker')}</p>
          <h1 id={MAIN_TITLE_ID} className="main-title" tabIndex={-1} data-testid="export-title">
            {t('export.title')}
          </h1>
          <p className="main-subtitle">
            <RichText segments={rich('export.intro', {})} />
          </p>
        </div>
      </header>
      <div className="export-body">
        {state.loadError ? (
          <ErrorNotice
            compact
            title={t('export.loadFailed')}
            error={state.loadError}
            onRetry={() => void loadTelemetry()}
          />
        ) : null}
        {state.settings ? (
          <ExportForm key={JSON.stringify(state.settings)} saved={state.settings} />
        ) : null}
        <ExportStatus />
      </div>
    </main>
  );
}
