import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../api/src/shared/locale.ts';
import { deferredMessage } from './i18n/deferredPhrases';
import {
  initialLocale,
  LOCALE_COOKIE,
  LOCALE_STORAGE_KEY,
  LOCALES,
  loadMessages,
  persistLocale,
} from './i18n/load';

export type LocaleCode = Locale;
export { DEFAULT_LOCALE, initialLocale, isLocale, LOCALE_COOKIE, LOCALE_STORAGE_KEY, LOCALES };

export function localeName(code: string): string {
  return LOCALES.find((l) => l.locale === code)?.name ?? code;
}

/**
 * The console's translations: `messages` are those of `locale`, loaded before the first render
 * (i18n/load.ts); another language's chunk is loaded when the user switches to it.
 */
export function createI18nProvider(locale: LocaleCode, messages: TranslationMessages): I18nProvider {
  document.documentElement.lang = locale;
  // allowMissing: server messages (already translated) pass through notify() unchanged.
  const base = polyglotI18nProvider(
    (code) => (code === locale ? messages : loadMessages(code)),
    locale,
    [...LOCALES],
    { allowMissing: true },
  );
  return {
    ...base,
    // The messages of screens loaded with them (i18n/deferred.tsx) first, then the language chunk's.
    translate: (key, options) =>
      deferredMessage(base.getLocale(), key, options) ?? base.translate(key, options),
    changeLocale: async (next, options) => {
      const code = isLocale(next) ? next : DEFAULT_LOCALE;
      await base.changeLocale(code, options);
      persistLocale(code);
    },
  };
}
