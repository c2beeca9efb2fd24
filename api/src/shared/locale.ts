/**
 * Languages and how a request picks one: one helper for the API, the site and the back office (no Node
 * or DOM imports here).
 */
export const LOCALES = ['es', 'en', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
/** Spec 1: Spanish unless something says otherwise. */
export const DEFAULT_LOCALE: Locale = 'es';
/** The visitor's chosen language, written by the site's switcher and the back office's. */
export const LANG_COOKIE = 'platea_lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of our languages an Accept-Language header lists, by quality (`pt-BR` counts as pt). */
export function localeFromHeader(header: string | null | undefined): Locale | undefined {
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
  return ranked.map((e) => e.lang).find(isLocale);
}

/**
 * The language to use: the first candidate that is one of ours, in the caller's order of precedence
 * (e.g. an explicit choice, then the cookie, then the user's setting), else the default.
 */
export function resolveLocale(...candidates: unknown[]): Locale {
  return candidates.find(isLocale) ?? DEFAULT_LOCALE;
}
