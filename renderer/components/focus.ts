/** The id of the title of the screen on view; skip link and focus fallbacks land on it. */
export const MAIN_TITLE_ID = 'main-title';

const TABBABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled)',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside `root` that Tab visits, in document order (hidden ones left out). */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[inert]'),
  );
}

/**
 * Puts focus back on `target` if it is still on the page; otherwise on the screen title, so that
 * focus is never lost to the document body.
 */
export function restoreFocus(target: Element | null): void {
  if (target instanceof HTMLElement && target.isConnected) target.focus();
  else document.getElementById(MAIN_TITLE_ID)?.focus();
}
