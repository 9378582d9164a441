import { hookLabel } from '../../../../shared/inventory/hook-label';
import type { AppError } from '../../../../shared/result';
import type { ClaudeEntry } from '../../../../shared/schemas/editing';
import type { HookEntry } from '../../../../shared/schemas/hook';
import type { InventoryScope } from '../../../../shared/schemas/inventory';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import type { EditorState } from './editor-slice';

/** The JSON editor of one Claude Code settings entry (a handler object). */
export interface EntryEditorSession {
  scope: InventoryScope;
  hookId: string;
  /** The hook as its row showed it when opened, for the toast after the save. */
  hookLabel: string;
  status: 'loading' | 'ready' | 'error';
  entry: ClaudeEntry | null;
  loadError: AppError | null;
  saving: boolean;
  /** Why the last save was refused: invalid JSON, a handler Claude Code rejects, a conflict. */
  saveError: AppError | null;
}

/** The entry editor part of `state.editor`. */
export interface EntryEditorState {
  entry: EntryEditorSession | null;
  openEntry(scope: InventoryScope, hook: HookEntry): Promise<void>;
  closeEntry(): void;
  /** Validates and saves the entry's text; closes the editor and toasts (with Undo) on success. */
  saveEntry(text: string): Promise<boolean>;
}

export const createEntryEditor: FeatureSliceCreator<EditorState, EntryEditorState> = ({
  api,
  patch,
  get,
}) => {
  const entry = () => get().editor.entry;
  return {
    entry: null,
    async openEntry(scope, hook) {
      const hookId = hook.id;
      const session: EntryEditorSession = {
        scope,
        hookId,
        hookLabel: hookLabel(hook),
        status: 'loading',
        entry: null,
        loadError: null,
        saving: false,
        saveError: null,
      };
      patch({ entry: session });
      const result = await api.invoke('manage:read-entry', { scope, hookId });
      if (entry() !== session) return;
      patch({
        entry: result.ok
          ? { ...session, status: 'ready', entry: result.value }
          : { ...session, status: 'error', loadError: result.error },
      });
    },
    closeEntry: () => patch({ entry: null }),
    async saveEntry(text) {
      const session = entry();
      if (!session?.entry || session.saving) return false;
      patch({ entry: { ...session, saving: true, saveError: null } });
      const result = await api.invoke('manage:write-entry', {
        scope: session.scope,
        hookId: session.hookId,
        text,
        baseHash: session.entry.hash,
      });
      if (entry()?.hookId !== session.hookId) return false;
      if (!result.ok) {
        patch({ entry: { ...session, saving: false, saveError: result.error } });
        return false;
      }
      patch({ entry: null });
      get().manage.toastChange(
        { what: 'edited', event: parseEvent(session.entry.locator), hook: session.hookLabel },
        result.value,
      );
      get().changes.afterChange();
      return true;
    },
  };
};

/** `PreToolUse/0/1` → `PreToolUse`. */
function parseEvent(locator: string): string {
  return locator.split('/').slice(0, -2).join('/') || locator;
}
