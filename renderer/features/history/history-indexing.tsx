import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { HistoryStatusLine } from './history-status-line';

/**
 * While the index is being built (the app started on a large log, a reindex), says how far it has
 * come: the list and the statistics show only what is indexed so far, which would otherwise look
 * like missing entries.
 */
export function HistoryIndexing() {
  const { t, formatNumber } = useI18n();
  const indexing = useAppStore((state) => state.history.indexing);
  if (!indexing) return null;
  return (
    <HistoryStatusLine testId="history-indexing">
      {t('history.indexingProgress', {
        percent: formatNumber(Math.floor((indexing.bytesDone / indexing.bytesTotal) * 100)),
        entries: formatNumber(indexing.entries),
      })}
    </HistoryStatusLine>
  );
}
