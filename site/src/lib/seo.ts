import { isLocale, LOCALES, type Locale } from '../i18n/index.ts';

/**
 * Addresses of a page per language, for search engines (hreflang, canonical, sitemap.xml).
 *
 * The site speaks the visitor's language (the platea_lang cookie, else their account's, else es), so one
 * path serves three languages. `?hl=xx` pins one: the middleware shows that page in xx whatever the
 * cookie says (and remembers xx only for a visitor who has chosen nothing yet). So `/products/hamlet?hl=en`
 * is the English page for a crawler without cookies as much as for a person, each language version
 * has one canonical address (`?hl=` of the language served), and the bare path is the x-default: the
 * visitor's own language. `?lang=xx` is something else: the language switch, which stores the choice and
 * comes back to the bare path.
 */
export const HL_PARAM = 'hl';

/** The language a request pins with ?hl=, if it is one of ours. */
export function pinnedLocale(url: URL): Locale | undefined {
  const value = url.searchParams.get(HL_PARAM);
  return isLocale(value) ? value : undefined;
}

/** The absolute address of `path` in one language, or the x-default (no language) address. */
export function languageUrl(origin: string, path: string, locale?: Locale): string {
  const url = new URL(path, origin);
  url.search = '';
  if (locale) url.searchParams.set(HL_PARAM, locale);
  return url.href;
}

export interface SeoLinks {
  canonical: string;
  alternates: { hreflang: string; href: string }[];
}

/** Canonical (this language's address) and the hreflang alternates, x-default included. */
export function seoLinks(origin: string, path: string, locale: Locale): SeoLinks {
  return {
    canonical: languageUrl(origin, path, locale),
    alternates: [
      ...LOCALES.map((code) => ({ hreflang: code, href: languageUrl(origin, path, code) })),
      { hreflang: 'x-default', href: languageUrl(origin, path) },
    ],
  };
}

/** Open Graph's locale names: Spain's Spanish, British English, Portugal's Portuguese (pt-PT). */
export const OG_LOCALE: Record<Locale, string> = { es: 'es_ES', en: 'en_GB', pt: 'pt_PT' };

/** An image address as social networks need it: absolute. */
export function absoluteUrl(origin: string, href: string | null | undefined): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The start of a text as a meta description: whole words, at most `max` characters. */
export function excerpt(text: string | null | undefined, max = 160): string | undefined {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!plain) return undefined;
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
