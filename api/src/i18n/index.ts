import type { Language } from '../../../models/user.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { pt } from './pt.ts';

export type MessageKey = keyof typeof en;
export const DEFAULT_LANGUAGE: Language = 'es';
const catalogues: Record<Language, Record<MessageKey, string>> = { en, es, pt };

export function isLanguage(v: unknown): v is Language {
  return v === 'en' || v === 'es' || v === 'pt';
}

/** `t('es', 'TOO_MANY_REQUESTS', { minutes: 5 })`: the message with {placeholders} filled in. */
export function t(lang: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = catalogues[lang][key] ?? en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** The first of en/es/pt that an Accept-Language header lists, by quality; undefined if none. */
export function languageFromHeader(header: string | undefined | null): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().toLowerCase().slice(0, 2), q: q ? Number(q.slice(2)) || 0 : 1, i };
    })
    .filter((e) => e.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked.find((e) => isLanguage(e.lang))?.lang as Language | undefined;
}
