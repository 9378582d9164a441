import type { MessageKey } from '../../i18n/catalogue-en';
import type { Locale } from '../../i18n/locales';
import { msg } from '../../i18n/translator';

/** Each language named in itself, so a user can find theirs whatever language is on screen. */
export const LANGUAGE_NAME: Record<Locale, MessageKey> = {
  en: msg('language.en'),
  'zh-CN': msg('language.zh-CN'),
};
