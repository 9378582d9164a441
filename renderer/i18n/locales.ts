/** The renderer's languages: the ones shared/i18n ships, for imports within the renderer. */
export {
  detectLocale,
  FALLBACK_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
} from '../../shared/i18n/locales';
