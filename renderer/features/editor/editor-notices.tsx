import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import type { EditorSession } from './state/editor-slice';
import { asCode } from '../manage/manage-labels';

/**
 * What the editor has to say besides a conflict: the script is gone from disk, a newer version
 * was loaded, a save failed for another reason, or the last save worked (announced politely).
 */
export function EditorNotices(props: {
  session: EditorSession;
  copied: boolean;
  onCopy: () => void;
}) {
  const { t, rich, formatTime } = useI18n();
  const { session } = props;
  const saveFailed =
    session.saveError && session.saveError.code !== 'conflict' ? session.saveError : null;
  return (
    <>
      {session.gone && session.file ? (
        <div className="editor-banner warning" role="alert" data-testid="editor-gone">
          <Icon name="alert" />
          <div className="editor-banner-text">
            <p className="editor-banner-title">{t('editor.gone')}</p>
            <p>
              <RichText segments={rich('editor.goneBody', { file: asCode(session.file.path) })} />
            </p>
            <div className="editor-banner-actions">
              <button type="button" className="button small" onClick={props.onCopy}>
                {t('editor.copyMine')}
              </button>
            </div>
          </div>
        </div>
      ) : null}
      {saveFailed ? (
        <ErrorNotice
          compact
          title={t('editor.saveFailed')}
          error={saveFailed}
          testId="editor-save-error"
        />
      ) : null}
      <p className="editor-status" role="status" data-testid="editor-status">
        {props.copied
          ? t('editor.copied')
          : session.reloadedAt
            ? t('editor.reloaded', { time: formatTime(session.reloadedAt) })
            : session.savedAt && !session.dirty
              ? t('editor.saved', { time: formatTime(session.savedAt) })
              : ''}
      </p>
    </>
  );
}
