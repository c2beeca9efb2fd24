import { existsSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import { etag } from 'hono/etag';
import { withResolvedSession } from './accounts/services/request-session.ts';
import { countPageView } from './analytics/services/page-views.ts';
import type { App } from './app.ts';
import type { AppEnv } from './context.ts';
import { publicUrl } from './env.ts';
import { logger } from './lib/logger.ts';

type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: ((err?: unknown) => void) | undefined,
  locals: Record<string, unknown>,
) => Promise<void>;

const root = resolve(import.meta.dirname, '../..');
export const BACKOFFICE_DIST = resolve(root, 'backoffice/dist');
export const SITE_DIST = resolve(root, 'site/dist');
const SITE_PATHS_UNDER_CONSOLES = ['/account/my-data'];

/**
 * How SSR pages call the API: in-process, as the visitor (same cookie), without a network hop. The
 * session this page request already resolved rides along (never re-authenticated per call); a call that
 * sends a cookie of its own is authenticated by that cookie instead.
 */
export function inProcessApi(app: App, c: Context<AppEnv>) {
  const host = c.req.header('host') ?? 'localhost';
  const proto = new URL(c.req.url).protocol;
  const cookie = c.req.header('cookie');
  const lang = c.req.header('accept-language');
  const user = c.get('user');
  const tokenId = c.get('sessionTokenId');
  const via = c.get('authVia');
  const session = user && tokenId && via ? { user, tokenId, via } : null;
  return (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const ownCookie = headers.has('cookie') && headers.get('cookie') !== cookie;
    if (cookie && !headers.has('cookie')) headers.set('cookie', cookie);
    if (lang && !headers.has('accept-language')) headers.set('accept-language', lang);
    headers.set('host', host);
    headers.set('origin', `${proto}//${host}`);
    const req = new Request(new URL(path, `${proto}//${host}`), { ...init, headers });
    return app.fetch(ownCookie ? req : withResolvedSession(req, session), c.env);
  };
}

/**
 * Mounts the two front ends behind the API on the same app: the back-office SPA for /account and
 * /manage, and the Astro site (static assets, then its server-side handler) for everything else.
 */
export async function mountFrontends(app: App): Promise<void> {
  // Long-lived caching is safe for hashed build assets only.
  const immutable = (_path: string, c: Context) => {
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
  };

  if (existsSync(BACKOFFICE_DIST)) {
    app.use('/backoffice/*', etag());
    app.use(
      '/backoffice/assets/*',
      serveStatic({
        root: BACKOFFICE_DIST,
        rewriteRequestPath: (p) => p.replace(/^\/backoffice/, ''),
        onFound: immutable,
      }),
    );
    app.use(
      '/backoffice/*',
      serveStatic({ root: BACKOFFICE_DIST, rewriteRequestPath: (p) => p.replace(/^\/backoffice/, '') }),
    );
    const spa = serveStatic({
      root: BACKOFFICE_DIST,
      path: 'index.html',
      onFound: (_p, c) => c.header('Cache-Control', 'no-cache'),
    });
    for (const base of ['/account', '/manage']) {
      app.get(base, etag(), spa);
      app.get(`${base}/*`, async (c, next) => {
        // The viewer's own account page is part of the public site (spec 2), not of the consoles.
        if (SITE_PATHS_UNDER_CONSOLES.includes(c.req.path.replace(/\/$/, ''))) return next();
        return spa(c, next);
      });
    }
  } else {
    logger.warn('backoffice.missing', { hint: 'run npm run build' });
  }

  const entry = resolve(SITE_DIST, 'server/entry.mjs');
  const client = resolve(SITE_DIST, 'client');
  // Both halves, or none: a build running at this moment has removed one of them.
  if (!existsSync(entry) || !existsSync(client)) {
    logger.warn('site.missing', { hint: 'run npm run build' });
    return;
  }
  app.use('/_astro/*', etag(), serveStatic({ root: client, onFound: immutable }));
  // The other public files (favicon, robots.txt...) by name, so that no page or API answer goes through
  // the ETag digest.
  for (const entry of readdirSync(client, { withFileTypes: true })) {
    if (entry.name === '_astro') continue;
    const path = entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`;
    app.use(path, etag(), serveStatic({ root: client }));
  }
  const { handler } = (await import(pathToFileURL(entry).href)) as { handler: AstroHandler };

  app.all('*', async (c) => {
    const { incoming, outgoing } = c.env;
    const api = inProcessApi(app, c);
    const user = c.get('user');
    await handler(incoming, outgoing, undefined, {
      platea: {
        api,
        user: user ? user.toSessionJSON() : null,
        origin: publicUrl,
        sessionUnavailable: c.get('sessionUnavailable'),
      },
    });
    // Web analytics: a page answered to a person, counted in memory while the admin's switch is on.
    void countPageView({
      method: c.req.method,
      path: c.req.path,
      userAgent: c.req.header('user-agent'),
      status: outgoing.statusCode,
      contentType: sentContentType(outgoing),
    }).catch((err) => logger.warn('analytics.page_view_failed', { error: String(err) }));
    return RESPONSE_ALREADY_SENT;
  });
}

/**
 * The Content-Type an answer was sent with. Headers given to writeHead() alone (as Astro's handler does)
 * are not kept for getHeader(): they are read from the head Node wrote.
 */
function sentContentType(res: ServerResponse): string | undefined {
  const set = res.getHeader('content-type');
  if (typeof set === 'string') return set;
  const head = (res as ServerResponse & { _header?: string | null })._header;
  return head?.match(/^content-type:\s*([^\r\n]+)/im)?.[1];
}
