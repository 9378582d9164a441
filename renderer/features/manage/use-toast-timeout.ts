import { useEffect, useState } from 'react';

/**
 * How long a toast that reports a done change stays: long enough to read it and reach Undo, short
 * enough not to sit over the screen (the change stays undoable from Changes).
 */
export const TOAST_MS = 12_000;

/** What the toast element listens to, to hold its timer while the user is on it. */
export interface ToastHoldHandlers {
  onMouseOver(): void;
  onMouseLeave(): void;
  onFocus(): void;
  onBlur(event: { currentTarget: Element; relatedTarget: Element | null }): void;
}

/**
 * Dismisses toast `id` after TOAST_MS unless `keep` (a failure, whose words say what to do: it
 * waits to be closed). While the pointer is over it or the focus in it the timer holds, and it
 * starts over once they leave, so that nobody loses a toast while reading it or reaching Undo
 * with the keyboard (WCAG 2.2.1, timing adjustable).
 */
export function useToastTimeout(
  id: number | null,
  keep: boolean,
  dismiss: (id: number) => void,
): ToastHoldHandlers {
  // The toast each was last seen on: a toast that replaces it (Undo pressed) or a later one is
  // not held by a pointer or focus that left with the old one unannounced (an unmount fires no
  // mouseleave or blur).
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const held = id !== null && (hovered === id || focused === id);
  useEffect(() => {
    if (id === null || keep || held) return;
    const timer = setTimeout(() => dismiss(id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [id, keep, held, dismiss]);
  return {
    onMouseOver: () => setHovered(id),
    onMouseLeave: () => setHovered(null),
    onFocus: () => setFocused(id),
    onBlur: (event) => {
      if (!event.relatedTarget || !event.currentTarget.contains(event.relatedTarget))
        setFocused(null);
    },
  };
}
