import { en, type MessageKey, type Messages } from './en.ts';
import { es } from './es.ts';
import { format } from './format.ts';
import { pt } from './pt.ts';

export type { MessageKey, Messages };
export { format };

export const LOCALES = ['es', 'en', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';
/** Cookie holding the visitor's chosen language. */
export const LANG_COOKIE = 'platea_lang';

const catalogues: Record<Locale, Messages> = { en, es, pt };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function t(locale: Locale, key: MessageKey, params?: Record<string, string | number>): string {
  return format(catalogues[locale][key], params);
}

/**
 * The messages an island needs, and only those: islands get them as a prop instead of bundling the
 * three catalogues.
 */
export function pick<K extends MessageKey>(locale: Locale, keys: readonly K[]): Pick<Messages, K> {
  const out = {} as Pick<Messages, K>;
  for (const key of keys) out[key] = catalogues[locale][key];
  return out;
}
