import type { AppError } from '../../shared/result';
import type { AuditExportResult, AuditProgress } from '../../shared/schemas/audit';
import type { SliceCreator } from './store-types';

/** The last export of the history's current filter. */
export interface HistoryExport {
  status: 'running' | 'done' | 'failed';
  format: 'jsonl' | 'csv';
  progress: AuditProgress | null;
  result: AuditExportResult | null;
  error: AppError | null;
}

export interface HistoryExportSlice {
  historyExport: HistoryExport | null;
  /** Exports the entries of the filter on screen into the Downloads folder. */
  exportHistory(format: 'jsonl' | 'csv'): Promise<void>;
  receiveExportProgress(progress: AuditProgress): void;
}

/** The export part of the history slice (spread into it). */
export const createHistoryExport: SliceCreator<HistoryExportSlice> = (api) => (set, get) => ({
  historyExport: null,

  async exportHistory(format) {
    if (get().historyExport?.status === 'running') return;
    set({
      historyExport: { status: 'running', format, progress: null, result: null, error: null },
    });
    const result = await api.invoke('audit:export', { filter: get().historyQuery ?? {}, format });
    const progress = get().historyExport?.progress ?? null;
    set({
      historyExport: result.ok
        ? { status: 'done', format, progress, result: result.value, error: null }
        : { status: 'failed', format, progress, result: null, error: result.error },
    });
  },

  receiveExportProgress(progress) {
    const current = get().historyExport;
    if (current?.status === 'running') set({ historyExport: { ...current, progress } });
  },
});
