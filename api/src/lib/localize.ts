import type { Context } from 'hono';
import { z } from 'zod';
import { LANGUAGES, type Language, type Translations } from '../../../models/index.ts';
import type { AppEnv } from '../context.ts';
import { validate } from './validate.ts';

/** The language of catalogue texts: ?lang=, else Accept-Language, else the user's, else es. */
export function contentLang(c: Context<AppEnv>): Language {
  const q = c.req.query('lang');
  return q === undefined ? c.get('lang') : validate(c, z.enum(LANGUAGES), q, 'lang');
}

/**
 * The texts of a row in one language: its translation for that language where present, else its own
 * columns (written in the row's own language). Editors also get the raw `translations`.
 */
export function localize<K extends string>(
  row: { language?: Language; translations: Translations },
  lang: Language,
  fields: Record<K, string | null>,
): { lang: Language } & Record<K, string | null> {
  const own = row.language === lang;
  const translated = own ? undefined : row.translations?.[lang];
  const out: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(fields) as [K, string | null][]) {
    out[key] = translated?.[key] || value;
  }
  return { lang, ...(out as Record<K, string | null>) };
}
