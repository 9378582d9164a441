const STORAGE_KEY = 'hookyard.characterShortcuts';

/** Whether single-key shortcuts are on; on unless the user turned them off (blocked storage: on). */
export function readCharacterShortcuts(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** Remembers the choice; a storage failure only means it is not remembered. */
export function storeCharacterShortcuts(on: boolean): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Storage can be full or disabled; the choice still holds for this session.
  }
}
