import { defineMiddleware } from 'astro:middleware';
import type { APIContext, MiddlewareNext } from 'astro';
import { safeReturnPath } from '../../api/src/shared/return-path.ts';
import { isLocale, LANG_COOKIE, resolveLocale } from './i18n/index.ts';
import { asUnavailable, watchOutage } from './lib/outage.ts';
import { devPlatea, isLoginRequired } from './lib/platea.ts';
import { displayPreferences, rememberPreferences } from './lib/preferences.ts';
import { isSignedInOnly } from './lib/route-access.ts';
import { HL_PARAM, pinnedLocale } from './lib/seo.ts';
import { siteConfig } from './lib/site-settings.ts';

const ONE_YEAR_S = 60 * 60 * 24 * 365;
/** The page shown when the database is down (and for any page that fails). */
const UNAVAILABLE_PAGE = '/500';
/** The catch-all page: any path no other page claims (spec 2, "any other path"). */
const CATCH_ALL_ROUTE = '/[...path]';
/** Paths signed-out visitors may open even when the site requires login. */
const OPEN_PATHS = [
  /^\/login$/,
  /^\/logup$/,
  /^\/logout$/,
  /^\/recovery-password$/,
  /^\/aviso-legal$/,
  // They say themselves what a login-only site shows crawlers (nothing).
  /^\/robots\.txt$/,
  /^\/sitemap\.xml$/,
];
const OPEN_PREFIXES = ['/reset-password/', '/activate/', '/help', '/page/'];
/** Pages only for signed-out visitors (spec 2: signed-in users are sent home). */
const SIGNED_OUT_ONLY = ['/login', '/logup'];
/** Query parameters that hold a secret: a form sent as GET by an old page or a tool. */
const SECRET_PARAM = /pass|secret/i;

export const onRequest = defineMiddleware(async (context, next) => {
  if (!context.locals.platea) context.locals.platea = await devPlatea(context.request);
  const outage = watchOutage(context.locals.platea);
  const response = await route(context, next, outage.seen);
  return outage.seen() ? asUnavailable(response) : response;
});

/** Spec 2's access rules, language and preferences, then the page. */
async function route(context: APIContext, next: MiddlewareNext, outage: () => boolean): Promise<Response> {
  const { locals, url, cookies } = context;

  // A password in the address (a form sent as GET): the page is not rendered with it, and the browser is
  // sent at once to the same address without it, so it stays in no later history entry, link or Referer.
  const secrets = [...url.searchParams.keys()].filter((name) => SECRET_PARAM.test(name));
  if (secrets.length > 0) {
    const clean = new URL(context.request.url);
    for (const name of secrets) clean.searchParams.delete(name);
    // One leading slash, so that `//evil.example?password=…` cannot become a redirect to another host.
    return context.redirect(`${clean.pathname.replace(/^\/+/, '/')}${clean.search}`, 303);
  }

  // ?lang=xx switches language: remember it and come back to the same address without the parameter.
  // The navigation bar's ?tz= and ?currency= (time zone and currency selectors) work the same way.
  const requested = url.searchParams.get('lang');
  const preferences = rememberPreferences(url.searchParams, cookies);
  if (requested !== null || preferences) {
    if (requested !== null && isLocale(requested)) {
      cookies.set(LANG_COOKIE, requested, { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax' });
    }
    // The address exactly as the browser sent it (Astro's url may be decoded), minus ?lang, and only
    // if it is a path on this site: `/%5Cevil.example?lang=es` must not become `//evil.example`.
    const clean = new URL(context.request.url);
    for (const name of ['lang', 'tz', 'currency', HL_PARAM]) clean.searchParams.delete(name);
    return context.redirect(safeReturnPath(`${clean.pathname}${clean.search}`), 303);
  }
  // ?hl=xx shows this one page in xx (the address of a language version: lib/seo.ts), remembered only by a
  // visitor who has not chosen a language yet.
  const pinned = pinnedLocale(url);
  if (pinned && !cookies.has(LANG_COOKIE) && !locals.platea.user) {
    cookies.set(LANG_COOKIE, pinned, { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax' });
  }
  locals.locale = resolveLocale(pinned, cookies.get(LANG_COOKIE)?.value, locals.platea.user?.language);
  Object.assign(locals, displayPreferences(cookies, locals.platea.user?.timezone, await siteConfig(locals)));

  // Without the database nobody can be told signed in or out: the error page, not a guess (sign-in redirects).
  if (outage()) return next(UNAVAILABLE_PAGE);
  const path = normalise(url.pathname);
  const signedIn = locals.platea.user !== null;
  // The error page is not an address of its own: like any unknown path (below) when the database is up.
  if (path === UNAVAILABLE_PAGE) return signedIn ? next('/404') : context.redirect('/', 302);

  if (signedIn) {
    if (SIGNED_OUT_ONLY.includes(path)) return context.redirect('/', 302);
    return next();
  }

  const toLogin = () => context.redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`, 302);
  // Pages only for signed-in users (lib/route-access.ts): sign in first and come back. Public pages of
  // spec 2 (/users/{id}, /products/{slug}, ...) stay open unless the site requires login.
  if (isSignedInOnly(path)) return toLogin();
  if (!isOpenPath(path) && (await isLoginRequired(locals))) return toLogin();
  // Signed-out visitors are sent home from unknown paths instead of seeing a not-found page.
  if (context.routePattern === CATCH_ALL_ROUTE || path === '/404') return context.redirect('/', 302);
  return next();
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function isOpenPath(path: string): boolean {
  return OPEN_PATHS.some((re) => re.test(path)) || OPEN_PREFIXES.some((prefix) => path.startsWith(prefix));
}
