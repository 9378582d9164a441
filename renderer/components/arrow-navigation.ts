import type { KeyboardEvent } from 'react';

const KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/**
 * Moves focus between the elements marked `data-nav-item` inside the element that handles the
 * event: arrows step, Home/End jump. Tab still leaves the list as usual.
 */
export function handleArrowNavigation(event: KeyboardEvent<HTMLElement>): void {
  if (!KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-nav-item]')];
  if (items.length === 0) return;
  const current = items.findIndex((item) => item === document.activeElement);
  if (current === -1 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) return;
  const last = items.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? Math.min(current + 1, last)
          : Math.max(current - 1, 0);
  event.preventDefault();
  items[next]?.focus();
}
