import { useEffect, useState } from 'react';

import { useI18n } from '../../i18n/i18n-context';
import { elapsedOf, type HookTiming } from './state/bench-timing';
import { formatDuration, formatElapsed } from './model/format-duration';

/** How often a running hook's time is redrawn: a tenth of a second, the figure's last digit. */
const TICK_MS = 100;

/** The renderer's clock, redrawn every tick while `running` (a clock, not derived state). */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(performance.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}

/**
 * The time a hook of a running bench run has taken against its timeout ("3.2 sec of 1 min"),
 * counting while it runs and fixed to what the runner measured once it is done. A timer role:
 * screen readers do not announce every tick.
 */
export function HookElapsed({ timing }: { timing: HookTiming }) {
  const { t, locale } = useI18n();
  const running = timing.elapsedMs === null;
  const now = useNow(running);
  const elapsed = formatElapsed(elapsedOf(timing, now), locale);
  const text =
    timing.timeoutMs === null
      ? t('bench.elapsedNoTimeout', { elapsed })
      : t('bench.elapsedOf', { elapsed, timeout: formatDuration(timing.timeoutMs, locale) });
  return (
    <span
      className="hook-elapsed"
      role="timer"
      data-testid="bench-hook-elapsed"
      data-state={running ? 'running' : 'done'}
    >
      {running ? text : t('bench.elapsedDone', { time: text })}
    </span>
  );
}
