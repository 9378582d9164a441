import type { AppError } from '../../../../shared/result';
import type {
  HistoryEntryFilter,
  HistoryHookStat,
  HistoryTimeline,
} from '../../../../shared/schemas/history';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import type { HistoryState } from './history-slice';

/** Events over time and per-hook statistics for the history's current filter. */
export interface HistoryInsights {
  /** The filter they answer; a reply for another one is dropped. */
  filter: HistoryEntryFilter;
  status: 'loading' | 'ready' | 'error';
  timeline: HistoryTimeline | null;
  hookStats: HistoryHookStat[];
  error: AppError | null;
}

/** The overview part of the history's state. */
export interface HistoryInsightsState {
  /** Whether the overview is open; it is computed only then (it reads every matching entry). */
  insightsOpen: boolean;
  insights: HistoryInsights | null;
  setInsightsOpen(open: boolean): Promise<void>;
  /** Loads the overview for the list's filter when it is open; does nothing when closed. */
  loadInsights(): Promise<void>;
}

/** The overview part of the history slice (spread into it). */
export const createHistoryInsights: FeatureSliceCreator<HistoryState, HistoryInsightsState> = ({
  api,
  patch,
  get,
}) => ({
  insightsOpen: false,
  insights: null,

  async setInsightsOpen(open) {
    patch({ insightsOpen: open });
    if (open) await get().history.loadInsights();
  },

  async loadInsights() {
    const { insightsOpen, query: filter } = get().history;
    if (!insightsOpen || !filter) return;
    patch({ insights: { filter, status: 'loading', timeline: null, hookStats: [], error: null } });
    const [timeline, stats] = await Promise.all([
      api.invoke('history:get-timeline', { filter, bucket: 'auto' }),
      api.invoke('history:get-hook-stats', { filter }),
    ]);
    if (get().history.insights?.filter !== filter) return;
    const error = !timeline.ok ? timeline.error : !stats.ok ? stats.error : null;
    patch({
      insights: {
        filter,
        status: error ? 'error' : 'ready',
        timeline: timeline.ok ? timeline.value : null,
        hookStats: stats.ok ? stats.value : [],
        error,
      },
    });
  },
});
