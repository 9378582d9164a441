import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { HistoryStatusLine } from './history-status-line';

const GIB = 1024 ** 3;

/**
 * While retention removes expired entries in the background, says so with how far it has come:
 * old entries and their counts leave History meanwhile, which would otherwise look like a loss.
 */
export function HistoryRetention() {
  const { t, formatNumber } = useI18n();
  const retention = useAppStore((state) => state.history.retention);
  if (!retention) return null;
  return (
    <HistoryStatusLine testId="history-retention">
      {t('history.retentionProgress', {
        done: formatNumber(retention.entriesDone),
        total: formatNumber(retention.entriesTotal),
        days: retention.policy.maxAgeDays,
        gib: formatNumber(retention.policy.maxBytes / GIB),
      })}
    </HistoryStatusLine>
  );
}
