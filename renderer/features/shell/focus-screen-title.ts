import { MAIN_TITLE_ID } from '../../components/focus';

/**
 * After a change of screen has rendered, focuses the new screen's title, as a page change would;
 * for the commands and buttons that change screen from inside the one that goes away.
 */
export function focusScreenTitle(): void {
  requestAnimationFrame(() => document.getElementById(MAIN_TITLE_ID)?.focus());
}
