import { useShallow } from 'zustand/react/shallow';

import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { useI18n } from '../../i18n/i18n-context';
import { selectHistoryEntry } from './state/history-slice';
import { useAppStore } from '../../store/store-context';
import { ScopeHeader } from '../bench/scope-header';
import { ReplayFilteredButton } from '../replay/replay-filtered-button';
import { HistoryDetail } from './history-detail';
import { HistoryFilters } from './history-filters';
import { HistoryExport } from './history-export';
import { HistoryImport } from './history-import';
import { HistoryInsights } from './history-insights';
import { HistoryList } from './history-list';
import { HistoryRecorder } from './history-recorder';
import { HistoryIndexing } from './history-indexing';
import { HistoryRetention } from './history-retention';

function HistoryBody() {
  const { t } = useI18n();
  const { status, error, count, filtered, reload } = useAppStore(
    useShallow((state) => ({
      status: state.history.status,
      error: state.history.error,
      count: state.history.entries.length,
      filtered: Object.keys(state.history.query ?? {}).some((key) => key !== 'workspace'),
      reload: state.history.load,
    })),
  );
  if (status === 'error' && error) {
    return (
      <div className="history-message">
        <ErrorNotice
          title={t('history.error.title')}
          error={error}
          onRetry={() => void reload()}
          testId="history-error"
        />
      </div>
    );
  }
  if (status !== 'ready' && count === 0) {
    return (
      <p className="history-message history-muted" role="status">
        {t('history.loading')}
      </p>
    );
  }
  if (count === 0) {
    return filtered ? (
      <EmptyState icon="search" title={t('history.noMatch.title')} testId="history-no-match" />
    ) : (
      <EmptyState icon="history" title={t('history.empty.title')} testId="history-empty">
        {t('history.empty.body')}
      </EmptyState>
    );
  }
  return <HistoryList />;
}

/**
 * The audit history: what ran, with what input and output, and who or what allowed it, for the
 * workspace on screen (every workspace at user level). Newest first, filtered, live.
 */
export function HistoryScreen() {
  const { t } = useI18n();
  // The first page is asked for by the store as the screen opens (history-feature.ts), not here.
  const selected = useAppStore(selectHistoryEntry);
  return (
    <main className="main" data-testid="history-screen">
      <ScopeHeader screen={t('screen.history')} description={t('history.intro')} />
      <div className="history-toolbar">
        <HistoryFilters />
        <ReplayFilteredButton />
        <HistoryImport />
        <HistoryExport />
      </div>
      <HistoryIndexing />
      <HistoryRetention />
      <HistoryInsights />
      <HistoryRecorder />
      <div className={selected ? 'main-body with-detail' : 'main-body'}>
        <HistoryBody />
        {selected ? <HistoryDetail key={selected.id} entry={selected} /> : null}
      </div>
    </main>
  );
}
