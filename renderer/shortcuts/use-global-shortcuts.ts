import { useEffect } from 'react';

import { useCollectCommands } from '../commands/commands-context';
import { useAppStoreApi } from '../store/store-context';
import { isCharacterCombo } from './key-combo';
import { IS_MAC } from './platform';
import { matchGlobalShortcut } from './shortcut-table';

const NOT_TYPED_INTO = new Set([
  'button',
  'checkbox',
  'radio',
  'range',
  'color',
  'file',
  'submit',
  'reset',
]);

/** Where a printable key types text (or picks an option) instead of being a shortcut. */
function takesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NOT_TYPED_INTO.has(target.type);
}

/**
 * The app-wide keymap: a key press that is a global shortcut runs the command that names it (or
 * opens the palette). Keys a widget already handled, and every key while a modal dialog is open,
 * are left alone; single-key shortcuts never fire while typing, nor when the user turned them off.
 */
export function useGlobalShortcuts(): void {
  const collect = useCollectCommands();
  const store = useAppStoreApi();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (document.querySelector('dialog[open]')) return;
      const match = matchGlobalShortcut(event, IS_MAC);
      if (!match) return;
      const state = store.getState();
      if (isCharacterCombo(match.combo) && (!state.characterShortcuts || takesText(event.target)))
        return;
      if (match.id === 'palette') {
        event.preventDefault();
        state.setOverlay('palette');
        return;
      }
      const command = collect('').find((candidate) => candidate.shortcut === match.id);
      if (!command) return;
      event.preventDefault();
      command.run();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [collect, store]);
}
