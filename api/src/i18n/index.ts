import type { Language } from '../../../models/user.ts';
import { isLocale, localeFromHeader } from '../shared/locale.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { pt } from './pt.ts';

export type MessageKey = keyof typeof en;
export const DEFAULT_LANGUAGE: Language = 'es';
const catalogues: Record<Language, Record<MessageKey, string>> = { en, es, pt };

export const isLanguage = isLocale;

/** `t('es', 'TOO_MANY_REQUESTS', { minutes: 5 })`: the message with {placeholders} filled in. */
export function t(lang: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = catalogues[lang][key] ?? en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** The first of en/es/pt that an Accept-Language header lists, by quality; undefined if none. */
export const languageFromHeader = localeFromHeader;
