import { nestedState } from '../../store/feature-slice';
import type { Feature } from '../feature';
import { createEditorSlice, editorConcerns } from './state/editor-slice';

/** The dialogs that edit a hook's entry or its script; no screen of its own. */
export const editorFeature: Feature = {
  id: 'editor',
  state: nestedState(createEditorSlice),
  subscriptions: [
    {
      name: 'inventory:changed makes the open editor look at its file on disk again',
      start: (store, api) =>
        api.on('inventory:changed', ({ scope }) => {
          const { editor } = store.getState();
          if (editorConcerns(editor.script, scope)) void editor.checkScriptOnDisk();
        }),
    },
  ],
};
