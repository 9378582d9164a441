import type { FileChange } from '../../../shared/schemas/editing';
import { ErrorNotice } from '../../components/error-notice';
import { useI18n } from '../../i18n/i18n-context';
import { changeFileKey } from './state/change-diffs';
import { useAppStore } from '../../store/store-context';
import { DiffView } from '../manage/diff-view';

/**
 * One file a change touched: whether it was created, removed or changed, and a button that opens
 * the diff of its bytes before and after that change (an absent side diffs as empty).
 */
export function ChangeFileLine({ changeId, file }: { changeId: string; file: FileChange }) {
  const { t } = useI18n();
  const diff = useAppStore((state) => state.changes.diffs[changeFileKey(changeId, file.path)]);
  const toggle = useAppStore((state) => state.changes.toggleDiff);
  const what =
    file.before.hash === null
      ? t('changes.fileCreated')
      : file.after.hash === null
        ? t('changes.fileRemoved')
        : t('changes.fileChanged');
  return (
    <li className="change-file" data-testid="change-file" data-path={file.path}>
      <div className="change-file-head">
        <span className="change-file-kind">{what}</span>
        <code className="wrap">{file.path}</code>
        <button
          type="button"
          className="link-button"
          data-testid="change-file-diff-toggle"
          aria-expanded={diff !== undefined}
          onClick={() => void toggle(changeId, file.path)}
        >
          {diff ? t('changes.hideDiff') : t('changes.showDiff')}
        </button>
      </div>
      {diff?.status === 'loading' ? (
        <p className="history-muted" role="status">
          {t('changes.diffLoading')}
        </p>
      ) : null}
      {diff?.status === 'error' && diff.error ? (
        <ErrorNotice compact title={t('changes.diffFailed')} error={diff.error} />
      ) : null}
      {diff?.status === 'ready' ? (
        <DiffView
          before={diff.before ?? ''}
          after={diff.after ?? ''}
          label={t('changes.diffLabel')}
          testId="change-file-diff"
        />
      ) : null}
    </li>
  );
}
