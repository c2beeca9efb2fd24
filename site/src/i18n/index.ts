import type { Locale } from '../../../api/src/shared/locale.ts';
import { en, type MessageKey, type Messages } from './en.ts';
import { es } from './es.ts';
import { format } from './format.ts';
import { pt } from './pt.ts';

export {
  DEFAULT_LOCALE,
  isLocale,
  LANG_COOKIE,
  LOCALES,
  type Locale,
  resolveLocale,
} from '../../../api/src/shared/locale.ts';
export type { MessageKey, Messages };
export { format };

const catalogues: Record<Locale, Messages> = { en, es, pt };

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
