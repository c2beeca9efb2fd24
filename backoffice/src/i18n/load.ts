import type { TranslationMessages } from 'react-admin';
import {
  DEFAULT_LOCALE,
  isLocale,
  LANG_COOKIE,
  type Locale,
  resolveLocale,
} from '../../../api/src/shared/locale.ts';

/**
 * The messages of one language are a chunk of their own: the console loads only the language in use
 * (the first screen stays light), and another when the user switches.
 */
const LOADERS: Record<Locale, () => Promise<{ default: TranslationMessages }>> = {
  en: () => import('./locale-en'),
  es: () => import('./locale-es'),
  pt: () => import('./locale-pt'),
};

const loaded = new Map<Locale, Promise<TranslationMessages>>();

export function loadMessages(locale: string): Promise<TranslationMessages> {
  const code = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let messages = loaded.get(code);
  if (!messages) {
    messages = LOADERS[code]().then((m) => m.default);
    loaded.set(code, messages);
  }
  return messages;
}

/** The back office keeps its choice here; the cookie is what the public site reads (and writes). */
export const LOCALE_STORAGE_KEY = 'platea.locale';
export const LOCALE_COOKIE = LANG_COOKIE;

/**
 * The language to start in: the cookie first (both the site and the back office write it, so it holds the
 * latest choice made on either), then our own stored choice, then the deployment default (spec 1: es).
 */
export function initialLocale(): Locale {
  const cookie = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode): the cookie and the default decide.
  }
  return resolveLocale(cookie, stored);
}

/** The console's languages, each named in itself. */
export const LOCALES = [
  { locale: 'es', name: 'Español' },
  { locale: 'en', name: 'English' },
  { locale: 'pt', name: 'Português' },
] as const;

/** Keeps the choice for the console (storage) and for the site (the cookie both read), and tags the page. */
export function persistLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage may be unavailable (private mode): the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a fixed, safe value; the Cookie Store API is not in every browser
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
  document.documentElement.lang = locale;
}
