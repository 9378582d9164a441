import { focusScreenTitle } from '../shell/focus-screen-title';

/**
 * Keeps the keyboard focus on a hook's switch across the switch: switching a hook off or on
 * replaces its row (the row of a switched-off hook has another id), so the focused switch goes
 * away and its replacement arrives with the next inventory. The switch leaving with focus hands
 * it off here under its hook's agent, event and file name; the first switch that mounts with the
 * same key takes it. If none does soon, focus goes to the screen title rather than being lost.
 */
const HANDOFF_MS = 3_000;
let pending: { key: string; timer: ReturnType<typeof setTimeout> } | null = null;

/** What identifies a hook across a switch: agent, event and the file's base name. */
export function switchFocusKey(hook: {
  agent: string;
  event: string | null;
  sourcePath: string;
}): string {
  const name = hook.sourcePath.slice(
    Math.max(hook.sourcePath.lastIndexOf('/'), hook.sourcePath.lastIndexOf('\\')) + 1,
  );
  return `${hook.agent}\0${hook.event ?? ''}\0${name}`;
}

export function handOffFocus(key: string): void {
  if (pending) clearTimeout(pending.timer);
  const timer = setTimeout(() => {
    pending = null;
    if (document.activeElement === document.body || document.activeElement === null) {
      focusScreenTitle();
    }
  }, HANDOFF_MS);
  pending = { key, timer };
}

export function claimFocus(key: string, element: HTMLElement): void {
  if (pending?.key !== key) return;
  clearTimeout(pending.timer);
  pending = null;
  if (document.activeElement === document.body || document.activeElement === null) element.focus();
}
