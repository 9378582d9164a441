import { Icon } from '../../components/icon';
import type { MessageKey } from '../../i18n/catalogue-en';
import { useI18n } from '../../i18n/i18n-context';
import { isLocale, LOCALES, type Locale } from '../../i18n/locales';
import { msg } from '../../i18n/translator';

/** Each language named in itself, so a user can find theirs whatever language is on screen. */
const LANGUAGE_NAME: Record<Locale, MessageKey> = {
  en: msg('language.en'),
  'zh-CN': msg('language.zh-CN'),
};

/** Switches the UI language at once and remembers the choice. */
export function LanguageSwitch() {
  const { t, locale, setLocale } = useI18n();
  return (
    <label className="language-switch">
      <Icon name="globe" />
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        className="select compact"
        data-testid="language-switch"
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(event.target.value);
        }}
      >
        {LOCALES.map((value) => (
          <option key={value} value={value} lang={value}>
            {t(LANGUAGE_NAME[value])}
          </option>
        ))}
      </select>
    </label>
  );
}
