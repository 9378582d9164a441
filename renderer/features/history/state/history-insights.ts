import type { AppError } from '../../../../shared/result';
import type { AuditFilter, AuditHookStat, AuditTimeline } from '../../../../shared/schemas/audit';
import type { SliceCreator } from '../../../store/store-types';

/** Events over time and per-hook statistics for the history's current filter. */
export interface HistoryInsights {
  /** The filter they answer; a reply for another one is dropped. */
  filter: AuditFilter;
  status: 'loading' | 'ready' | 'error';
  timeline: AuditTimeline | null;
  hookStats: AuditHookStat[];
  error: AppError | null;
}

export interface HistoryInsightsSlice {
  /** Whether the overview is open; it is computed only then (it reads every matching entry). */
  historyInsightsOpen: boolean;
  historyInsights: HistoryInsights | null;
  setHistoryInsightsOpen(open: boolean): Promise<void>;
  /** Loads the overview for the list's filter when it is open; does nothing when closed. */
  loadHistoryInsights(): Promise<void>;
}

/** The overview part of the history slice (spread into it). */
export const createHistoryInsights: SliceCreator<HistoryInsightsSlice> = (api) => (set, get) => ({
  historyInsightsOpen: false,
  historyInsights: null,

  async setHistoryInsightsOpen(open) {
    set({ historyInsightsOpen: open });
    if (open) await get().loadHistoryInsights();
  },

  async loadHistoryInsights() {
    const { historyInsightsOpen, historyQuery: filter } = get();
    if (!historyInsightsOpen || !filter) return;
    set({
      historyInsights: { filter, status: 'loading', timeline: null, hookStats: [], error: null },
    });
    const [timeline, stats] = await Promise.all([
      api.invoke('audit:get-timeline', { filter, bucket: 'auto' }),
      api.invoke('audit:get-hook-stats', { filter }),
    ]);
    if (get().historyInsights?.filter !== filter) return;
    const error = !timeline.ok ? timeline.error : !stats.ok ? stats.error : null;
    set({
      historyInsights: {
        filter,
        status: error ? 'error' : 'ready',
        timeline: timeline.ok ? timeline.value : null,
        hookStats: stats.ok ? stats.value : [],
        error,
      },
    });
  },
});
