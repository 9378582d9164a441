import type { ChangeRecord } from '../../../shared/schemas/editing';
import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { ChangeFileLine } from './change-file-line';
import { changeSummarySegments } from './model/change-summary';
import { operationLabel, restoreDirection } from './model/operation-label';

function ChangeItem({
  change,
  loaded,
  undone,
}: {
  change: ChangeRecord;
  loaded: ReadonlyMap<string, ChangeRecord>;
  undone: boolean;
}) {
  const i18n = useI18n();
  const { t, formatDateTime } = i18n;
  const restoring = useAppStore((state) => state.changes.restoringId === change.id);
  const busy = useAppStore((state) => state.changes.restoringId !== null);
  const failure = useAppStore((state) =>
    state.changes.restoreError?.id === change.id ? state.changes.restoreError.error : null,
  );
  const restoreChange = useAppStore((state) => state.changes.restoreChange);
  const direction = restoreDirection(change, loaded);
  return (
    <li
      className="change-item"
      data-testid="change-item"
      data-operation={change.operation}
      data-change-id={change.id}
    >
      <div className="change-head">
        <span className={`operation-badge operation-${change.operation}`}>
          {t(operationLabel(change, loaded))}
        </span>
        <time className="change-time" dateTime={change.at}>
          {formatDateTime(change.at)}
        </time>
        {undone ? <span className="change-undone">{t('changes.undone')}</span> : null}
        <button
          type="button"
          className="button small"
          data-testid="change-restore"
          disabled={busy}
          onClick={() => void restoreChange(change.id)}
        >
          <Icon name="undo" />
          {restoring
            ? t('changes.restoring')
            : change.restores
              ? t('changes.redo')
              : t('changes.restore')}
        </button>
      </div>
      <p className="change-summary" data-testid="change-summary">
        {direction ? (
          <span className="change-direction">
            {direction === 'redo' ? t('changes.summaryRedid') : t('changes.summaryUndid')}
          </span>
        ) : null}
        <RichText segments={changeSummarySegments(i18n, change.summary)} />
      </p>
      <ul className="change-files" aria-label={t('changes.files')}>
        {change.files.map((file) => (
          <ChangeFileLine key={file.path} changeId={change.id} file={file} />
        ))}
      </ul>
      {failure ? <ErrorNotice compact title={t('changes.restoreFailed')} error={failure} /> : null}
    </li>
  );
}

/** The change history, newest first, each with its files and a restore; pages in on demand. */
export function ChangeList() {
  const { t } = useI18n();
  const changes = useAppStore((state) => state.changes.list);
  const total = useAppStore((state) => state.changes.total);
  const unreadable = useAppStore((state) => state.changes.unreadable);
  const loadMore = useAppStore((state) => state.changes.loadMore);
  const loaded = new Map(changes.map((change) => [change.id, change]));
  const undoneIds = new Set(
    changes.flatMap((change) => (change.restores ? [change.restores] : [])),
  );
  const unreadableNotice =
    unreadable > 0 ? (
      <p className="changes-unreadable" role="status" data-testid="changes-unreadable">
        {t('changes.unreadable', { count: unreadable })}
      </p>
    ) : null;
  if (changes.length === 0) {
    return (
      <>
        {unreadableNotice}
        <p className="changes-empty" data-testid="changes-empty">
          {t('changes.none')}
        </p>
      </>
    );
  }
  return (
    <>
      {unreadableNotice}
      <ol className="change-list" data-testid="change-list">
        {changes.map((change) => (
          <ChangeItem
            key={change.id}
            change={change}
            loaded={loaded}
            undone={undoneIds.has(change.id)}
          />
        ))}
      </ol>
      {changes.length < total ? (
        <button type="button" className="show-more" onClick={() => void loadMore()}>
          {t('changes.more', { count: total - changes.length })}
        </button>
      ) : null}
    </>
  );
}
