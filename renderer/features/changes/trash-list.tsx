import type { TrashItem } from '../../../shared/schemas/editing';
import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import { useAppStore } from '../../store/store-context';

function TrashEntry({ item }: { item: TrashItem }) {
  const { t, formatDateTime } = useI18n();
  const restoring = useAppStore((state) => state.changes.restoringId === item.id);
  const busy = useAppStore((state) => state.changes.restoringId !== null);
  const failure = useAppStore((state) =>
    state.changes.restoreError?.id === item.id ? state.changes.restoreError.error : null,
  );
  const restoreTrash = useAppStore((state) => state.changes.restoreTrash);
  return (
    <li className="trash-item" data-testid="trash-item" data-trash-id={item.id}>
      <div className="change-head">
        <code className="trash-event">{item.event ?? t('hook.noEvent')}</code>
        <span className="trash-agent">{t(AGENT_LABEL[item.agent])}</span>
        <time className="change-time" dateTime={item.deletedAt}>
          {t('trash.deletedAt', { time: formatDateTime(item.deletedAt) })}
        </time>
        <button
          type="button"
          className="button small"
          data-testid="trash-restore"
          disabled={busy}
          onClick={() => void restoreTrash(item.id)}
        >
          <Icon name="undo" />
          {restoring ? t('changes.restoring') : t('trash.restore')}
        </button>
      </div>
      <p className="change-summary">
        <code className="wrap">{item.originalPath}</code>
      </p>
      {failure ? <ErrorNotice compact title={t('changes.restoreFailed')} error={failure} /> : null}
    </li>
  );
}

/** Deleted hooks, newest first as the service lists them, each with Restore. */
export function TrashList() {
  const { t } = useI18n();
  const trash = useAppStore((state) => state.changes.trash);
  if (trash.length === 0)
    return (
      <p className="changes-empty" data-testid="trash-empty">
        {t('trash.none')}
      </p>
    );
  return (
    <ul className="change-list" data-testid="trash-list">
      {trash.map((item) => (
        <TrashEntry key={item.id} item={item} />
      ))}
    </ul>
  );
}
