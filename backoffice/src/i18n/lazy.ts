import { useEffect, useState } from 'react';
import { useLocale } from 'react-admin';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../api/src/shared/locale.ts';

/**
 * Texts of a screen few people open, loaded with it instead of with the console's language chunk (which
 * every screen pays for): `useScreenStrings({ en: () => import('./strings.en'), … })` answers null until
 * the language in use has arrived. Each language file is typed by the English one, so none lacks a key.
 */
export function useScreenStrings<S>(load: Record<Locale, () => Promise<{ default: S }>>): S | null {
  const current = useLocale();
  const locale: Locale = isLocale(current) ? current : DEFAULT_LOCALE;
  const [strings, setStrings] = useState<{ locale: Locale; strings: S } | null>(null);
  useEffect(() => {
    let wanted = true;
    void load[locale]().then((module) => {
      if (wanted) setStrings({ locale, strings: module.default });
    });
    return () => {
      wanted = false;
    };
  }, [load, locale]);
  return strings?.locale === locale ? strings.strings : null;
}

export { fill } from './fill';
