import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

import type { I18nValue } from './i18n-value';
import { storeLocale } from './locale-storage';
import type { Locale } from './locales';
import { createTranslator } from './translator';

const I18nContext = createContext<I18nValue | null>(null);

/** Holds the current language; switching it re-renders every translated component at once. */
export function I18nProvider({
  initialLocale,
  children,
}: {
  initialLocale: Locale;
  children: ReactNode;
}) {
  const [locale, setLocaleState] = useState(initialLocale);
  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    document.documentElement.lang = next;
    setLocaleState(next);
  }, []);
  const value = useMemo(() => ({ ...createTranslator(locale), setLocale }), [locale, setLocale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The translator of the current language, plus `setLocale`. */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}
