import { useEffect } from 'react';

import { useAppStore } from '../../store/store-context';

/**
 * While a run goes, Escape cancels it wherever focus is (the Run button, the payload, the page).
 * Keys a widget already handled, and Escape inside a modal dialog, are left alone.
 */
export function useEscapeCancelsRun(): void {
  const running = useAppStore((state) => state.bench.run?.status === 'running');
  const cancel = useAppStore((state) => state.bench.cancel);
  useEffect(() => {
    if (!running) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      void cancel();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [running, cancel]);
}
