import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

import { warmUpMeasureName } from './warm-up-measure';

/** Where the browser has no idle callbacks: how long after it is asked the work runs. */
const SAFARI_IDLE_DELAY_MS = 300;

/** Runs `work` when the browser is next idle (or after `timeout` ms at the latest). */
function whenIdle(work: () => void, timeout = 2_000): void {
  // Safari has no idle callbacks, and `hookyard serve` may be opened in any browser: a timer.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout });
  else setTimeout(work, SAFARI_IDLE_DELAY_MS);
}

/**
 * Renders a screen once into an element that is never put on the page, when the browser is idle
 * after `ready`, and unmounts it at the next idle moment. Nothing of it is seen or announced.
 *
 * Why: a screen's first open pays for V8 compiling and warming up the code its render runs.
 * History's first page took 105–190 ms to paint on its first open and ~40 ms on later ones, at
 * 1,000 entries as at a million, most of the difference that first render. Rendered once ahead,
 * off screen, that cost falls on a moment nobody waits on. (React's `<Activity>` pre-renders too,
 * but keeps the hidden screen in the page, where its names and test ids would stand beside the
 * screen on view.)
 */
export function warmUpWhenIdle(screen: string, render: () => ReactNode, ready: Promise<unknown>) {
  void ready
    .catch(() => undefined)
    .then(() =>
      whenIdle(() => {
        const start = performance.now();
        // The real screen reports its own errors when it opens; the warm-up's are no one's concern.
        const root = createRoot(document.createElement('div'), { onUncaughtError: () => {} });
        flushSync(() => root.render(render()));
        performance.measure(warmUpMeasureName(screen), { start });
        whenIdle(() => root.unmount());
      }),
    );
}
