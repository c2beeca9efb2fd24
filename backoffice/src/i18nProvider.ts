import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
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
export type LocaleCode = (typeof LOCALES)[number]['locale'];
export const DEFAULT_LOCALE: LocaleCode = 'es';

/** The back office keeps its choice here; the cookie is what the public site reads (and writes). */
export const LOCALE_STORAGE_KEY = 'platea.locale';
export const LOCALE_COOKIE = 'platea_lang';

const messages: Record<LocaleCode, TranslationMessages> = {
  es: { ...raEs, ...es } as TranslationMessages,
  en: { ...englishMessages, ...en },
  pt: { ...raPt, ...pt } as TranslationMessages,
};

export function isLocale(value: unknown): value is LocaleCode {
  return LOCALES.some((l) => l.locale === value);
}

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
  if (isLocale(cookie)) return cookie;
  const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
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
