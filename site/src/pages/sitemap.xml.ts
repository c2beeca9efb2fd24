import type { APIRoute } from 'astro';
import type { SitemapAnswer } from '../../../api/src/shared/catalogue-answers.ts';
import { HELP_CATEGORIES, sectionsOf } from '../i18n/help/index.ts';
import { LOCALES } from '../i18n/index.ts';
import { apiJson, isLoginRequired } from '../lib/platea.ts';
import { languageUrl } from '../lib/seo.ts';

/**
 * sitemap.xml: every public address in each language (lib/seo.ts: `?hl=xx`), each with its hreflang
 * alternates. The catalogue comes from GET /api/sitemap (public products, channels, speakers, pages and
 * entity landing pages, with the visibility rules of their pages); the site adds its own pages. A site
 * that requires login has no public address, so its sitemap is empty.
 */
/** One public address of the catalogue (GET /api/sitemap). */
type Entry = SitemapAnswer['entries'][number];

const BASE: Record<Entry['kind'], string> = {
  product: '/products/',
  channel: '/channels/',
  speaker: '/speakers/',
  page: '/page/',
  entity: '/store/',
};

const STATIC_PATHS = [
  '/',
  '/organizers',
  '/aviso-legal',
  '/help',
  ...HELP_CATEGORIES.flatMap((category) => [
    `/help/${category}`,
    ...sectionsOf(category).map((section) => `/help/${category}/${section}`),
  ]),
];

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

export const GET: APIRoute = async ({ locals }) => {
  const origin = locals.platea.origin;
  const open = !(await isLoginRequired(locals));
  const entries = open ? ((await apiJson<SitemapAnswer>(locals, '/api/sitemap'))?.entries ?? []) : [];
  const pages: { path: string; lastmod?: string }[] = open
    ? [
        ...STATIC_PATHS.map((path) => ({ path })),
        ...entries.map((e) => ({
          path: `${BASE[e.kind]}${encodeURIComponent(e.slug)}`,
          lastmod: new Date(e.updatedAt).toISOString(),
        })),
      ]
    : [];
  const urls = pages.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...LOCALES.map((code) => ({ hreflang: code, href: languageUrl(origin, path, code) })),
      { hreflang: 'x-default', href: languageUrl(origin, path) },
    ]
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join('\n');
    return LOCALES.map(
      (code) =>
        `  <url>\n    <loc>${escapeXml(languageUrl(origin, path, code))}</loc>\n${
          lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''
        }${alternates}\n  </url>`,
    );
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
};
