import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before a search or filter field is applied. */
export const INPUT_DEBOUNCE_MS = 250;

/**
 * A text field's local value that follows `value` (changed elsewhere, e.g. by the palette) and
 * hands what the user types to `commit` once typing pauses. Returns the value and its setter.
 */
export function useDebouncedInput(
  value: string,
  commit: (next: string) => void,
): [string, (next: string) => void] {
  const [local, setLocal] = useState(value);
  const committed = useRef(value);
  // Syncing from the store: a search started from the palette fills the field.
  useEffect(() => {
    committed.current = value;
    setLocal(value);
  }, [value]);
  useEffect(() => {
    if (local === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = local;
      commit(local);
    }, INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [local, commit]);
  return [local, setLocal];
}
