import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';

import { CloseButton } from '../../components/close-button';
import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import { useModalDialog } from '../../components/use-modal-dialog';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import type { EditorSession } from './state/editor-slice';
import { useAppStore, useAppStoreApi } from '../../store/store-context';
import { asCode } from '../manage/manage-labels';
import { ShadowRunPanel } from '../replay/shadow-run-panel';
import { capabilitiesOf } from '../shell/agent-capabilities';
import { useAgents } from '../shell/use-agents';
import { focusScreenTitle } from '../shell/focus-screen-title';
import type { CodeEditorHandle } from './code-editor';
import { DiskConflict } from './disk-conflict';
import { EditorChecks } from './editor-checks';
import { ScriptToolChecks } from './script-tool-checks';
import { EditorNotices } from './editor-notices';
import { checkScript } from './model/script-checks';
import { useSaveKey } from './use-save-key';

// CodeMirror is most of the renderer's code: it loads the first time a script is opened.
const CodeEditor = lazy(() =>
  import('./code-editor').then((module) => ({ default: module.CodeEditor })),
);

const fileName = (file: string) =>
  file.slice(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);

/** The editor for the script of one hook; rendered while the store has an editor session. */
export function ScriptEditorDialog() {
  const session = useAppStore((state) => state.editor.script);
  return session ? <EditorDialog session={session} /> : null;
}

function EditorDialog({ session }: { session: EditorSession }) {
  const { t, rich } = useI18n();
  const titleId = useId();
  const openModal = useModalDialog();
  const editor = useRef<CodeEditorHandle | null>(null);
  const hooks = useAppStore((state) => state.inventory.current?.hooks);
  const store = useAppStoreApi();
  const { saveScript, closeScript, setScriptDirty } = store.getState().editor;
  const testInBench = store.getState().bench.testHook;
  const [text, setText] = useState(session.file?.content ?? '');
  const [confirmClose, setConfirmClose] = useState(false);
  const [copied, setCopied] = useState(false);
  const [shadow, setShadow] = useState(false);
  const [lastRevision, setLastRevision] = useState(session.revision);
  if (lastRevision !== session.revision) {
    // The store replaced the text (opened or reloaded): follow it.
    setLastRevision(session.revision);
    setText(session.file?.content ?? '');
  }
  const hook = hooks?.find((candidate) => candidate.id === session.hookId) ?? null;
  const file = session.file;
  const agents = useAgents();
  const runtimes = useMemo(
    () =>
      file && hooks
        ? hooks
            .filter((row) => row.sourcePath === file.path)
            .flatMap((row) => capabilitiesOf(agents, row.agent) ?? [])
        : [],
    [file, hooks, agents],
  );
  const checks = file ? checkScript(file.path, text, runtimes) : [];
  // Claude Code hooks whose command is written inline have no script file of their own.
  const inlineCommand =
    session.loadError?.code === 'invalid-request' && hook?.handler.type === 'command';
  const mine = () => editor.current?.text() ?? text;
  const save = () => void saveScript(mine());
  useSaveKey(() => {
    if (session.dirty && !session.gone) save();
  });
  const copy = () => {
    void navigator.clipboard.writeText(mine()).then(() => setCopied(true));
  };
  const requestClose = () => {
    if (session.dirty) setConfirmClose(true);
    else closeScript();
  };
  const testHook = async () => {
    if (!hook) return;
    if (session.dirty && !(await saveScript(mine()))) return;
    closeScript();
    void testInBench(hook);
    focusScreenTitle();
  };
  return (
    <dialog
      ref={openModal}
      className={file ? 'dialog editor-dialog' : 'dialog editor-dialog compact'}
      aria-labelledby={titleId}
      data-testid="editor-dialog"
      data-dirty={session.dirty}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
    >
      <header className="editor-header">
        <div className="editor-heading">
          <p className="detail-kicker">
            {hook ? t(AGENT_LABEL[hook.agent]) : t('editor.kicker')}
            {hook?.event ? <code className="editor-event">{hook.event}</code> : null}
          </p>
          <h2 id={titleId} className="editor-title">
            {file ? (
              <code>{fileName(file.path)}</code>
            ) : session.status === 'loading' ? (
              t('editor.loading')
            ) : (
              t('editor.kicker')
            )}
            {session.dirty ? (
              <span className="dirty-marker" data-testid="editor-dirty">
                <span className="dirty-dot" aria-hidden="true" />
                {t('editor.unsaved')}
              </span>
            ) : null}
          </h2>
          {file ? (
            <p className="editor-path" data-testid="editor-path">
              {file.path}
            </p>
          ) : null}
        </div>
        <div className="editor-actions">
          {hook?.event ? (
            <button
              type="button"
              className="button"
              data-testid="editor-test"
              disabled={session.saving}
              onClick={() => void testHook()}
            >
              <Icon name="flask" />
              {t('detail.testHook')}
            </button>
          ) : null}
          {file && hook && !shadow ? (
            <button
              type="button"
              className="button"
              data-testid="editor-shadow"
              onClick={() => setShadow(true)}
            >
              <Icon name="refresh" />
              {t('shadow.open')}
            </button>
          ) : null}
          {file ? (
            <button
              type="button"
              className="button primary"
              data-testid="editor-save"
              // A script deleted under the editor is not written again from here: the banner
              // says so and offers the text to copy.
              disabled={!file || session.saving || !session.dirty || session.gone}
              title={session.gone ? t('editor.gone') : t('editor.saveHint')}
              onClick={save}
            >
              {session.saving ? t('editor.saving') : t('editor.save')}
            </button>
          ) : null}
          <CloseButton label={t('editor.close')} testId="editor-close" onClick={requestClose} />
        </div>
      </header>
      {confirmClose ? (
        <div className="editor-banner warning" role="alert" data-testid="editor-confirm-close">
          <Icon name="alert" />
          <div className="editor-banner-text">
            <p className="editor-banner-title">{t('editor.discardTitle')}</p>
            <div className="editor-banner-actions">
              <button
                type="button"
                className="button small danger"
                data-testid="editor-discard"
                onClick={closeScript}
              >
                {t('editor.discard')}
              </button>
              <button
                type="button"
                className="button small"
                data-autofocus
                ref={(element) => element?.focus()}
                onClick={() => setConfirmClose(false)}
              >
                {t('editor.keepEditing')}
              </button>
            </div>
          </div>
        </div>
      ) : null}
      {session.status === 'loading' ? (
        <div className="loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('editor.loading')}
        </div>
      ) : null}
      {session.status === 'error' && session.loadError ? (
        <div className="editor-body">
          {inlineCommand && hook ? (
            <div className="editor-banner" role="alert" data-testid="editor-inline-command">
              <Icon name="info" />
              <div className="editor-banner-text">
                <p className="editor-banner-title">{t('editor.inlineCommand')}</p>
                <p>
                  <RichText
                    segments={rich('editor.inlineCommandHint', { file: asCode(hook.sourcePath) })}
                  />
                </p>
              </div>
            </div>
          ) : (
            <ErrorNotice
              title={t('editor.loadFailed')}
              error={session.loadError}
              testId="editor-load-error"
            />
          )}
        </div>
      ) : null}
      {file && hook && shadow ? (
        <ShadowRunPanel
          hookId={hook.id}
          event={hook.event}
          workspaceId={session.scope.kind === 'workspace' ? session.scope.workspaceId : null}
          draft={mine}
          onBack={() => setShadow(false)}
        />
      ) : null}
      {file ? (
        <div className="editor-body" hidden={shadow}>
          <DiskConflict mine={mine} onCopy={copy} />
          <EditorNotices session={session} copied={copied} onCopy={copy} />
          <EditorChecks checks={checks} />
          <ScriptToolChecks text={mine} />
          <Suspense
            fallback={
              <div className="code-editor-host loading" role="status">
                <span className="spinner" aria-hidden="true" />
                {t('editor.loading')}
              </div>
            }
          >
            <CodeEditor
              text={file.content}
              revision={session.revision}
              file={file}
              label={t('editor.label', { file: fileName(file.path) })}
              handle={editor}
              testId="code-editor"
              onChange={(value) => {
                setText(value);
                setCopied(false);
                setScriptDirty(value !== store.getState().editor.script?.file?.content);
              }}
            />
          </Suspense>
          <p className="editor-footer-hint">{t('editor.keysHint')}</p>
        </div>
      ) : null}
    </dialog>
  );
}
