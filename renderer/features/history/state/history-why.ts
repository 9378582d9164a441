import type { AppError } from '../../../../shared/result';
import type { WhyRow } from '../../../../shared/schemas/history-why';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import type { HistoryState } from './history-slice';

/** The Why row of one entry's tool call: every decision made on it. */
export interface HistoryWhy {
  entryId: string;
  status: 'loading' | 'ready' | 'error';
  row: WhyRow | null;
  error: AppError | null;
}

/** The Why part of the history's state. */
export interface HistoryWhyState {
  why: HistoryWhy | null;
  /** Loads the Why row of an entry (the detail asks when it shows one); a stale reply is dropped. */
  loadWhy(entryId: string): Promise<void>;
}

/** The Why part of the history slice (spread into it). */
export const createHistoryWhy: FeatureSliceCreator<HistoryState, HistoryWhyState> = ({
  api,
  patch,
  get,
}) => ({
  why: null,

  async loadWhy(entryId) {
    if (get().history.why?.entryId === entryId) return;
    patch({ why: { entryId, status: 'loading', row: null, error: null } });
    const result = await api.invoke('history:get-why', { id: entryId });
    if (get().history.why?.entryId !== entryId) return;
    patch({
      why: result.ok
        ? { entryId, status: 'ready', row: result.value, error: null }
        : { entryId, status: 'error', row: null, error: result.error },
    });
  },
});
