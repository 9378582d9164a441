import { useShallow } from 'zustand/react/shallow';

import type { HookEntry } from '../../../shared/schemas/hook';
import { ErrorNotice } from '../../components/error-notice';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { HistoryChart } from './history-chart';
import { HookStatsTable } from './hook-stats-table';

const NO_HOOKS: readonly HookEntry[] = [];

/**
 * The overview of the filtered history, folded away by default: events over time and per-hook
 * statistics, computed only while it is open.
 */
export function HistoryInsights() {
  const { t } = useI18n();
  const { open, insights, setOpen, hooks } = useAppStore(
    useShallow((state) => ({
      open: state.history.insightsOpen,
      insights: state.history.insights,
      setOpen: state.history.setInsightsOpen,
      hooks: state.inventory.current?.hooks ?? NO_HOOKS,
    })),
  );
  return (
    <details
      className="history-insights"
      open={open}
      onToggle={(event) => {
        const next = event.currentTarget.open;
        if (next !== open) void setOpen(next);
      }}
    >
      <summary data-testid="history-insights-toggle">{t('history.insights')}</summary>
      {!open || !insights ? null : insights.status === 'loading' ? (
        <p className="history-muted" role="status">
          {t('history.insights.loading')}
        </p>
      ) : insights.error ? (
        <ErrorNotice compact title={t('history.insights.error')} error={insights.error} />
      ) : (
        <div className="history-insights-body" data-testid="history-insights">
          {insights.timeline ? <HistoryChart timeline={insights.timeline} /> : null}
          <HookStatsTable stats={insights.hookStats} hooks={hooks} />
        </div>
      )}
    </details>
  );
}
