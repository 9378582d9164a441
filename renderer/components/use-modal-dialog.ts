import { useCallback, type RefCallback } from 'react';

import { restoreFocus, tabbableIn } from './focus';

/** Keeps Tab and Shift+Tab inside the dialog: past the last control comes the first, and back. */
function trapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabbable = tabbableIn(dialog);
  const first = tabbable[0];
  const last = tabbable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !dialog.contains(active) || active === dialog;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A ref for a native <dialog> rendered only while open: opens it as a modal (the rest of the page
 * turns inert) with focus on its `data-autofocus` element (else its first control), keeps Tab
 * inside it, and on unmount gives focus back to the element that had it before (or to the screen
 * title if that element is gone). Stable across renders.
 */
export function useModalDialog(): RefCallback<HTMLDialogElement> {
  return useCallback((dialog: HTMLDialogElement | null) => {
    if (!dialog) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    // React's autoFocus runs before the dialog is shown, when nothing in it can take focus.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => trapTab(dialog, event);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.close();
      // After the commit: the opener may be going away in the same render (a removed workspace
      // takes its remove button with it). Focus that something else took is left alone.
      queueMicrotask(() => {
        const active = document.activeElement;
        if (!active || active === document.body || !active.isConnected) restoreFocus(opener);
      });
    };
  }, []);
}
