import type { APIRoute } from 'astro';
import { isLoginRequired } from '../lib/platea.ts';

/**
 * robots.txt: crawlers may read the public site but not the consoles, personal pages, the player, the
 * API or the token pages; the sitemap lists what is public. A site that requires login is closed to them.
 */
const PRIVATE = [
  '/account',
  '/manage',
  '/mystuff',
  '/player/',
  '/api/',
  '/media/',
  '/payments/',
  '/login',
  '/logup',
  '/logout',
  '/recovery-password',
  '/reset-password/',
  '/activate/',
  '/search-results',
];

export const GET: APIRoute = async ({ locals }) => {
  const closed = await isLoginRequired(locals);
  const rules = closed ? ['Disallow: /'] : PRIVATE.map((path) => `Disallow: ${path}`);
  const body = ['User-agent: *', ...rules, '', `Sitemap: ${locals.platea.origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
