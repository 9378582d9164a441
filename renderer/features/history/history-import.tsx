import { useShallow } from 'zustand/react/shallow';

import type { HistoryImportReport } from '../../../shared/schemas/history';
import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import { selectHistoryImport } from './state/history-slice';
import { useAppStore } from '../../store/store-context';

/**
 * Import: brings in new records from the recorder spool, Claude Code transcripts and Cline's
 * hooks.jsonl, showing the progress the service pushes and then how many entries came in.
 */
export function HistoryImport() {
  const { t, formatNumber } = useI18n();
  const { run, importHistory } = useAppStore(
    useShallow((state) => ({
      run: selectHistoryImport(state),
      importHistory: state.history.importRecords,
    })),
  );
  const running = run?.status === 'running';
  const progress = run?.progress;
  const percent =
    progress && progress.bytesTotal > 0
      ? Math.floor((progress.bytesDone / progress.bytesTotal) * 100)
      : 0;
  const imported = run?.report?.sources.reduce((sum, source) => sum + source.entries, 0) ?? 0;
  return (
    <div className="history-import">
      <button
        type="button"
        className="button"
        data-testid="history-import"
        disabled={running}
        onClick={() => void importHistory()}
      >
        <Icon name="refresh" className={running ? 'spinning' : undefined} />
        {running ? t('history.importing') : t('history.import')}
      </button>
      <span className="history-muted" role="status" data-testid="history-import-status">
        {running && progress
          ? t('history.importProgress', {
              label: progress.label,
              percent: formatNumber(percent),
              entries: formatNumber(progress.entries),
            })
          : run?.status === 'done'
            ? t('history.imported', { count: imported })
            : ''}
      </span>
      {run?.status === 'failed' && run.error ? (
        <ErrorNotice compact title={t('history.importFailed')} error={run.error} />
      ) : null}
      {run?.status === 'done' && run.report ? <ImportNotes report={run.report} /> : null}
    </div>
  );
}

/**
 * What an import could not do, which "Imported N entries" alone would hide: why it stopped early
 * (what it read before is kept), and the lines it could not read, the first ones named by file
 * and byte with the reason, so that a broken log is found rather than silently half imported.
 */
function ImportNotes({ report }: { report: HistoryImportReport }) {
  const { t, rich, coded, formatNumber } = useI18n();
  const malformed = report.sources.reduce((sum, source) => sum + source.malformed, 0);
  const samples = report.sources.flatMap((source) => source.samples);
  return (
    <>
      {report.error ? (
        <p className="history-import-note" role="alert" data-testid="history-import-stopped">
          {t('history.importStopped', { reason: report.error })}
        </p>
      ) : null}
      {malformed > 0 ? (
        <details className="history-import-note" data-testid="history-import-skipped">
          <summary>{t('history.importSkipped', { count: malformed })}</summary>
          {samples.length < malformed ? (
            <p data-testid="history-import-skipped-first">
              {t('history.importSkippedFirst', { count: samples.length })}
            </p>
          ) : null}
          <ul>
            {samples.map((sample) => (
              <li key={`${sample.file}\n${sample.offset}`}>
                <RichText
                  segments={rich('history.importSkippedLine', {
                    file: sample.file,
                    offset: formatNumber(sample.offset),
                    reason: coded(sample.reason),
                  })}
                />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}
