import type { AppError } from '../../../../shared/result';
import type { HistoryExportResult, HistoryProgress } from '../../../../shared/schemas/history';
import { inScope, keptFor, type PerScope } from '../../../store/per-scope';
import { scopeKey } from '../../../store/scope-key';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import type { HistoryState } from './history-slice';
import type { AppState } from '../../../store/store-types';

/** The last export of the history's current filter. */
export interface HistoryExport {
  status: 'running' | 'done' | 'failed';
  format: 'jsonl' | 'csv';
  progress: HistoryProgress | null;
  result: HistoryExportResult | null;
  error: AppError | null;
}

export interface HistoryExportState {
  /** The last export made in each scope: its status line stays with the workspace it counted. */
  exports: PerScope<HistoryExport>;
  /**
   * Exports the entries of the filter on screen; resolves to the written file (a download the
   * page must fetch, in the browser), or null when it failed or one is already running here.
   */
  exportEntries(format: 'jsonl' | 'csv'): Promise<HistoryExportResult | null>;
  receiveExportProgress(progress: HistoryProgress): void;
}

/** The last export made in the scope on screen. */
export const selectHistoryExport = (state: AppState): HistoryExport | null =>
  inScope(state.history.exports, state.scope) ?? null;

/** The export part of the history slice (spread into it). */
export const createHistoryExport: FeatureSliceCreator<HistoryState, HistoryExportState> = ({
  api,
  patch,
  get,
}) => {
  const keep = (key: string, run: HistoryExport) =>
    patch((current) => ({ exports: keptFor(current.exports, key, run) }));
  return {
    exports: {},

    async exportEntries(format) {
      if (selectHistoryExport(get())?.status === 'running') return null;
      // The scope it was asked in: an answer that comes after a switch still lands there.
      const key = scopeKey(get().scope);
      keep(key, { status: 'running', format, progress: null, result: null, error: null });
      const result = await api.invoke('history:export', {
        filter: get().history.query ?? {},
        format,
      });
      const progress = get().history.exports[key]?.progress ?? null;
      keep(
        key,
        result.ok
          ? { status: 'done', format, progress, result: result.value, error: null }
          : { status: 'failed', format, progress, result: null, error: result.error },
      );
      return result.ok ? result.value : null;
    },

    receiveExportProgress(progress) {
      for (const [key, run] of Object.entries(get().history.exports)) {
        if (run.status === 'running') keep(key, { ...run, progress });
      }
    },
  };
};
