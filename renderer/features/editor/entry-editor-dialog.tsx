import { lazy, Suspense, useId, useRef, useState } from 'react';

import { CloseButton } from '../../components/close-button';
import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import { useModalDialog } from '../../components/use-modal-dialog';
import { useI18n } from '../../i18n/i18n-context';
import type { EntryEditorSession } from './state/entry-editor';
import { useAppStore } from '../../store/store-context';
import type { CodeEditorHandle } from './code-editor';
import { useSaveKey } from './use-save-key';

const CodeEditor = lazy(() =>
  import('./code-editor').then((module) => ({ default: module.CodeEditor })),
);

/**
 * Why the text is not one JSON object yet, or null when it is (the service checks the rest):
 * the parser's own words, or '' for JSON that is not an object.
 */
function jsonProblem(text: string): string | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? null : '';
  } catch (error) {
    return (error as Error).message;
  }
}

/** The JSON editor of one Claude Code settings entry; rendered while the store has a session. */
export function EntryEditorDialog() {
  const session = useAppStore((state) => state.editor.entry);
  return session ? <EntryDialog session={session} /> : null;
}

function EntryDialog({ session }: { session: EntryEditorSession }) {
  const { t, rich } = useI18n();
  const titleId = useId();
  const openModal = useModalDialog();
  const editor = useRef<CodeEditorHandle | null>(null);
  const saveEntry = useAppStore((state) => state.editor.saveEntry);
  const closeEntry = useAppStore((state) => state.editor.closeEntry);
  const entry = session.entry;
  const [text, setText] = useState(entry?.text ?? '');
  const [shown, setShown] = useState(entry);
  if (shown !== entry) {
    setShown(entry);
    setText(entry?.text ?? '');
  }
  const problem = entry ? jsonProblem(text) : null;
  const event = entry ? entry.locator.split('/').slice(0, -2).join('/') : '';
  const save = () => {
    const current = editor.current?.text() ?? text;
    if (jsonProblem(current) === null) void saveEntry(current);
  };
  useSaveKey(() => {
    if (entry && text !== entry.text) save();
  });
  return (
    <dialog
      ref={openModal}
      className="dialog editor-dialog"
      aria-labelledby={titleId}
      data-testid="entry-editor"
      onCancel={(cancel) => {
        cancel.preventDefault();
        closeEntry();
      }}
    >
      <header className="editor-header">
        <div className="editor-heading">
          <p className="detail-kicker">{t('entry.kicker')}</p>
          <h2 id={titleId} className="editor-title">
            <code>{event || t('editor.loading')}</code>
          </h2>
          {entry ? <p className="editor-path">{entry.sourcePath}</p> : null}
        </div>
        <div className="editor-actions">
          <button
            type="button"
            className="button primary"
            data-testid="entry-save"
            disabled={!entry || session.saving || problem !== null || text === entry.text}
            title={t('editor.saveHint')}
            onClick={save}
          >
            {session.saving ? t('editor.saving') : t('editor.save')}
          </button>
          <CloseButton label={t('editor.close')} testId="entry-close" onClick={closeEntry} />
        </div>
      </header>
      {session.status === 'error' && session.loadError ? (
        <div className="editor-body">
          <ErrorNotice title={t('editor.loadFailed')} error={session.loadError} />
        </div>
      ) : null}
      {entry ? (
        <div className="editor-body">
          <p className="field-note">
            <RichText segments={rich('entry.hint', {})} />
          </p>
          {problem !== null ? (
            <ul className="lint-list">
              <li className="lint-warning" data-severity="error" data-testid="entry-json-problem">
                <Icon name="x-circle" />
                <span>
                  {problem === '' ? t('entry.notAnObject') : t('entry.notJson', { problem })}
                </span>
              </li>
            </ul>
          ) : null}
          {session.saveError ? (
            <ErrorNotice
              title={t('entry.saveFailed')}
              error={session.saveError}
              testId="entry-save-error"
            />
          ) : null}
          <Suspense
            fallback={
              <div className="code-editor-host loading" role="status">
                <span className="spinner" aria-hidden="true" />
                {t('editor.loading')}
              </div>
            }
          >
            <CodeEditor
              text={entry.text}
              revision={1}
              file={{ language: 'text', path: entry.sourcePath }}
              label={t('entry.label', { event, file: entry.sourcePath })}
              handle={editor}
              testId="entry-code-editor"
              onChange={setText}
            />
          </Suspense>
          <p className="editor-footer-hint">{t('editor.keysHint')}</p>
        </div>
      ) : null}
    </dialog>
  );
}
