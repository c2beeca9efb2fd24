import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import {
  DEFAULT_LOCALE,
  isLocale,
  LANG_COOKIE,
  type Locale,
  resolveLocale,
} from '../../api/src/shared/locale.ts';
import { BUNDLES } from './i18n/bundles';
import { mergeMessages } from './i18n/define';
import { en } from './i18n/en';
import { es } from './i18n/es';
import { pt } from './i18n/pt';
import { raEs } from './i18n/ra-es';
import { raPt } from './i18n/ra-pt';

export const LOCALES = [
  { locale: 'es', name: 'Español' },
  { locale: 'en', name: 'English' },
  { locale: 'pt', name: 'Português' },
] as const;
export type LocaleCode = Locale;
export { DEFAULT_LOCALE };

/** The back office keeps its choice here; the cookie is what the public site reads (and writes). */
export const LOCALE_STORAGE_KEY = 'platea.locale';
export const LOCALE_COOKIE = LANG_COOKIE;

const withBundles = (base: object, locale: LocaleCode) =>
  BUNDLES.reduce((all, bundle) => mergeMessages(all, bundle[locale]), { ...base }) as TranslationMessages;

const messages: Record<LocaleCode, TranslationMessages> = {
  es: withBundles({ ...raEs, ...es }, 'es'),
  en: withBundles({ ...englishMessages, ...en }, 'en'),
  pt: withBundles({ ...raPt, ...pt }, 'pt'),
};

export { isLocale };

export function localeName(code: string): string {
  return LOCALES.find((l) => l.locale === code)?.name ?? code;
}

/**
 * The language to start in: the cookie first (both the site and the back office write it, so it holds the
 * latest choice made on either), then our own stored choice, then the deployment default (spec 1: es).
 */
export function initialLocale(): LocaleCode {
  const cookie = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return resolveLocale(cookie, localStorage.getItem(LOCALE_STORAGE_KEY));
}

function persistLocale(locale: LocaleCode): void {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  // biome-ignore lint/suspicious/noDocumentCookie: a fixed, safe value; the Cookie Store API is not in every browser
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
  document.documentElement.lang = locale;
}

export function createI18nProvider(locale: LocaleCode = initialLocale()): I18nProvider {
  document.documentElement.lang = locale;
  // allowMissing: server messages (already translated) pass through notify() unchanged.
  const base = polyglotI18nProvider(
    (code) => messages[isLocale(code) ? code : DEFAULT_LOCALE],
    locale,
    [...LOCALES],
    {
      allowMissing: true,
    },
  );
  return {
    ...base,
    changeLocale: async (next, options) => {
      const code = isLocale(next) ? next : DEFAULT_LOCALE;
      await base.changeLocale(code, options);
      persistLocale(code);
    },
  };
}
