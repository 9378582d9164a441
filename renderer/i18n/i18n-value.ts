import type { Locale } from './locales';
import type { Translator } from './translator';

/** What `useI18n()` gives: the translator of the current language and the way to change it. */
export interface I18nValue extends Translator {
  setLocale(locale: Locale): void;
}
