import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { selectHistoryExport } from './state/history-export';
import { useAppStore } from '../../store/store-context';
import { startDownload } from './model/start-download';

/**
 * Export: writes the entries of the filter on screen, oldest first, as JSON lines or CSV,
 * counting entries as they are written, then names the file. The desktop app saves it in the
 * Downloads folder; in a browser (`hookyard serve`) it comes down as the browser's download.
 */
export function HistoryExport() {
  const { t, formatNumber } = useI18n();
  const [format, setFormat] = useState<'jsonl' | 'csv'>('csv');
  const { run, exportHistory } = useAppStore(
    useShallow((state) => ({
      run: selectHistoryExport(state),
      exportHistory: state.history.exportEntries,
    })),
  );
  const exportNow = async () => {
    const written = await exportHistory(format);
    if (written?.download) startDownload(written.download);
  };
  const running = run?.status === 'running';
  return (
    <div className="history-import">
      <select
        className="select"
        aria-label={t('history.exportFormat')}
        data-testid="history-export-format"
        value={format}
        disabled={running}
        onChange={(event) => setFormat(event.target.value === 'jsonl' ? 'jsonl' : 'csv')}
      >
        <option value="csv">{t('history.formatCsv')}</option>
        <option value="jsonl">{t('history.formatJsonl')}</option>
      </select>
      <button
        type="button"
        className="button"
        data-testid="history-export"
        disabled={running}
        onClick={() => void exportNow()}
      >
        <Icon name="download" />
        {t('history.export')}
      </button>
      <span className="history-muted" role="status" data-testid="history-export-status">
        {running
          ? t('history.exporting', { entries: formatNumber(run.progress?.entries ?? 0) })
          : run?.status === 'done' && run.result
            ? run.result.download
              ? t('history.exportedDownload', {
                  count: run.result.entries,
                  file: run.result.file,
                })
              : t('history.exported', { count: run.result.entries, file: run.result.file })
            : ''}
      </span>
      {run?.status === 'failed' && run.error ? (
        <ErrorNotice compact title={t('history.exportFailed')} error={run.error} />
      ) : null}
    </div>
  );
}
