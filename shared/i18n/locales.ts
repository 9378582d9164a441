/**
 * The languages Hookyard ships, as BCP 47 tags — the renderer's catalogues and the native texts
 * (shared/i18n/native-text.ts) alike. `en` is the fallback for every lookup.
 */
export const LOCALES = ['en', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Maps any language tag to a shipped locale: every Chinese tag goes to zh-CN, English to en. */
function matchLocale(tag: string): Locale | null {
  const lower = tag.toLowerCase();
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-CN';
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return null;
}

/**
 * The locale to start with: the user's explicit choice if it is still shipped, otherwise the first
 * preferred language (the browser's, or the OS's for the native parts) we have, otherwise English.
 */
export function detectLocale(stored: string | null, preferred: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of preferred) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return FALLBACK_LOCALE;
}
