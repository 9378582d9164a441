import { scriptOversizeOf } from '../../../../shared/contract/index';
import type { AppError } from '../../../../shared/result';
import type { ScriptCheckResult } from '../../../../shared/schemas/editing';
import type { InventoryScope } from '../../../../shared/schemas/inventory';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import { sameScope } from '../../../store/scope-key';
import { createEntryEditor, type EntryEditorState } from './entry-editor';

/** The script as the editor loaded or last saved it. */
export interface EditorFile {
  path: string;
  /** The text on disk when loaded or saved: the editor is dirty while its text differs. */
  content: string;
  /** Sent back on save, so that a save over someone else's change is refused. */
  hash: string;
  language: 'shell' | 'python' | 'javascript' | 'typescript' | 'powershell' | 'text';
}

/** The one script open in the editor. */
export interface EditorSession {
  scope: InventoryScope;
  hookId: string;
  status: 'loading' | 'ready' | 'error';
  loadError: AppError | null;
  file: EditorFile | null;
  /** Goes up each time the editor's text must be replaced (opened, reloaded). */
  revision: number;
  dirty: boolean;
  saving: boolean;
  saveError: AppError | null;
  /** What is on disk now, when it changed after the editor loaded it and there are unsaved edits. */
  onDisk: { hash: string; content: string } | null;
  /** The script is no longer where it was (moved, switched off or deleted outside the editor). */
  gone: boolean;
  /** Set when the editor took a newer version from disk by itself (nothing was unsaved). */
  reloadedAt: string | null;
  savedAt: string | null;
}

/** The real tools' verdict on the editor's text (bash -n, shellcheck, py_compile). */
export interface ScriptToolCheck {
  status: 'checking' | 'done' | 'failed';
  result: ScriptCheckResult | null;
  error: AppError | null;
  /** The text that was checked: a verdict on older text is shown as such. */
  text: string;
}

/** The editor dialogs' state and actions, under `state.editor`. */
export interface EditorState extends EntryEditorState {
  /** The script open in the editor. */
  script: EditorSession | null;
  scriptCheck: ScriptToolCheck | null;
  /** Checks the editor's text (saved or not) with the real tools for its language. */
  checkScriptText(text: string): Promise<void>;
  /** Opens the script of a hook (a Cline hook file, or the script a Claude Code command runs). */
  openScript(scope: InventoryScope, hookId: string): Promise<void>;
  closeScript(): void;
  setScriptDirty(dirty: boolean): void;
  /**
   * Saves the text. `overwrite` saves over a version that changed on disk, once the user has seen
   * it (`onDisk`). A conflict leaves the text in the editor and shows what is on disk now.
   */
  saveScript(text: string, options?: { overwrite?: boolean }): Promise<boolean>;
  /** Replaces the editor's text with what is on disk now; unsaved edits are dropped. */
  reloadScript(): Promise<void>;
  /**
   * Compares the file on disk with what the editor loaded (after an inventory change). A newer
   * version is taken as it is when nothing is unsaved, and shown in `onDisk` otherwise.
   */
  checkScriptOnDisk(): Promise<void>;
}

export const createEditorSlice: FeatureSliceCreator<EditorState> = (tools) => {
  const { api, patch, get } = tools;
  const editor = () => get().editor;
  /** Updates the session if it is still the one for this hook. */
  const update = (hookId: string, change: Partial<EditorSession>) => {
    const session = editor().script;
    if (session?.hookId === hookId) patch({ script: { ...session, ...change } });
  };
  const read = (session: EditorSession) =>
    api.invoke('manage:read-script', { scope: session.scope, hookId: session.hookId });

  return {
    ...createEntryEditor(tools),
    script: null,
    scriptCheck: null,
    async checkScriptText(text) {
      const language = editor().script?.file?.language;
      if (language !== 'shell' && language !== 'python') return;
      const check: ScriptToolCheck = { status: 'checking', result: null, error: null, text };
      patch({ scriptCheck: check });
      const result = await api.invoke('manage:check-script', { language, content: text });
      // A newer check (or another script) replaced this one meanwhile.
      if (editor().scriptCheck !== check) return;
      patch({
        scriptCheck: result.ok
          ? { ...check, status: 'done', result: result.value }
          : { ...check, status: 'failed', error: result.error },
      });
    },
    async openScript(scope, hookId) {
      const session: EditorSession = {
        scope,
        hookId,
        status: 'loading',
        loadError: null,
        file: null,
        revision: 0,
        dirty: false,
        saving: false,
        saveError: null,
        onDisk: null,
        gone: false,
        reloadedAt: null,
        savedAt: null,
      };
      patch({ script: session, scriptCheck: null });
      const result = await read(session);
      if (editor().script !== session) return;
      if (result.ok) {
        const { path, content, hash, language } = result.value;
        update(hookId, { status: 'ready', file: { path, content, hash, language }, revision: 1 });
      } else {
        update(hookId, { status: 'error', loadError: result.error });
      }
    },
    closeScript: () => patch({ script: null, scriptCheck: null }),
    setScriptDirty(dirty) {
      const session = editor().script;
      if (session && session.dirty !== dirty) patch({ script: { ...session, dirty } });
    },
    async saveScript(text, options = {}) {
      const session = editor().script;
      if (!session?.file || session.saving) return false;
      const baseHash =
        options.overwrite && session.onDisk ? session.onDisk.hash : session.file.hash;
      const tooLarge = scriptOversizeOf(text);
      if (tooLarge) {
        update(session.hookId, { saveError: tooLarge.toAppError() });
        return false;
      }
      update(session.hookId, { saving: true, saveError: null });
      const result = await api.invoke('manage:write-script', {
        scope: session.scope,
        hookId: session.hookId,
        content: text,
        baseHash,
      });
      const now = editor().script;
      if (now?.hookId !== session.hookId || !now.file) return false;
      if (!result.ok) {
        update(session.hookId, { saving: false, saveError: result.error });
        if (result.error.code === 'conflict') await editor().checkScriptOnDisk();
        return false;
      }
      update(session.hookId, {
        saving: false,
        file: { ...now.file, content: text, hash: result.value.hash },
        dirty: false,
        onDisk: null,
        gone: false,
        reloadedAt: null,
        savedAt: new Date().toISOString(),
      });
      await get().manage.trustAuthoredHooks([session.hookId]);
      get().changes.afterChange();
      return true;
    },
    async reloadScript() {
      const session = editor().script;
      if (!session) return;
      const result = await read(session);
      const now = editor().script;
      if (now?.hookId !== session.hookId) return;
      if (!result.ok) {
        update(session.hookId, {
          gone: result.error.code === 'not-found',
          saveError: result.error,
        });
        return;
      }
      const { path, content, hash, language } = result.value;
      update(session.hookId, {
        status: 'ready',
        file: { path, content, hash, language },
        revision: now.revision + 1,
        dirty: false,
        onDisk: null,
        gone: false,
        saveError: null,
        reloadedAt: null,
      });
    },
    async checkScriptOnDisk() {
      const session = editor().script;
      if (!session?.file || session.saving) return;
      const result = await read(session);
      const now = editor().script;
      if (!now?.file || now.hookId !== session.hookId || now.saving) return;
      if (!result.ok) {
        if (result.error.code === 'not-found') update(session.hookId, { gone: true });
        return;
      }
      const { content, hash, language, path } = result.value;
      if (hash === now.file.hash) {
        if (now.gone || now.onDisk) update(session.hookId, { gone: false, onDisk: null });
        return;
      }
      if (now.dirty) {
        update(session.hookId, { onDisk: { hash, content }, gone: false });
      } else {
        update(session.hookId, {
          file: { path, content, hash, language },
          revision: now.revision + 1,
          onDisk: null,
          gone: false,
          reloadedAt: new Date().toISOString(),
          savedAt: null,
        });
      }
    },
  };
};

/** Whether a service event about `scope` may concern the script open in the editor. */
export function editorConcerns(session: EditorSession | null, scope: InventoryScope): boolean {
  if (!session || session.status !== 'ready') return false;
  return scope.kind === 'user' || sameScope(scope, session.scope);
}
