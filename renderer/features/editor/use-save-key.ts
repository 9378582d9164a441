import { useEffect, useRef } from 'react';

import { IS_MAC } from '../../shortcuts/platform';
import { matchesShortcut } from '../../shortcuts/shortcut-table';

/**
 * While the editor dialog that calls it is open, the save shortcut (Ctrl S, Cmd S on macOS) saves wherever the focus is
 * (the text, a button, the dialog itself) and never reaches the browser, whose own Ctrl S opens
 * "Save page". Listened for on the window: a modal dialog keeps the focus inside it, but a click
 * on its padding leaves the focus on the body, which the dialog's own key events would miss.
 */
export function useSaveKey(save: () => void): void {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || !matchesShortcut('save', event, IS_MAC)) return;
      event.preventDefault();
      // A held key repeats: one save is what was asked for.
      if (!event.repeat) latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
