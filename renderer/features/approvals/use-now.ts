import { useEffect, useState } from 'react';

/** The current time, updated every `everyMs`: what a countdown re-renders from. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  // Subscribing to the clock: a timer is the outside source here.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
