import type { Locale } from './locales';

const STORAGE_KEY = 'hookyard.locale';

/** The language the user picked last time, or null (private mode and blocked storage included). */
export function readStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remembers the user's choice; a storage failure only means the choice is not remembered. */
export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage can be full or disabled; the language still switches for this session.
  }
}
