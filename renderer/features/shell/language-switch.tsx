import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { isLocale, LOCALES } from '../../i18n/locales';
import { LANGUAGE_NAME } from './language-name';

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
