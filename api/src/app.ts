import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { authenticate } from './accounts/services/auth.ts';
import { resolvedSession } from './accounts/services/request-session.ts';
import { SESSION_COOKIE } from './accounts/services/tokens.ts';
import type { AppEnv } from './context.ts';
import { AppError, type ErrorCode } from './errors.ts';
import { DEFAULT_LANGUAGE, languageFromHeader, t } from './i18n/index.ts';
import { logger } from './lib/logger.ts';
import { isDatabaseUnavailable } from './lib/outage.ts';
import { gateModulesWith } from './lib/route.ts';
import { ROUTE_GROUPS } from './routes.ts';
import { moduleEnabled } from './settings/services/config.ts';
import { isSameOrigin } from './shared/same-origin.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The session of a request; during a database outage an API request fails (503), while a site page goes
 * on without it, marked, so that the site answers its own 503 page in the visitor's language (api/src/site.ts).
 */
async function authenticateOrOutage(c: Context<AppEnv>, token: string) {
  try {
    return await authenticate(token);
  } catch (err) {
    if (c.req.path.startsWith('/api/') || !isDatabaseUnavailable(err)) throw err;
    c.set('sessionUnavailable', true);
    return null;
  }
}

/** Builds the application: every /api route and its error handling. Never listens (server.ts does). */
export function createApp() {
  const app = new Hono<AppEnv>();
  gateModulesWith(moduleEnabled);

  app.use('*', requestId({ headerName: 'X-Request-Id' }));
  // Body limits are per route (api/src/lib/route.ts: 100 KB of JSON unless the route declares more,
  // counted while the body streams in). A route that declares no body never reads one.
  // The security headers (the API's own set on /api, HSTS only over https) are the HTTP layer's
  // (api/src/http.ts): set there on the Node answer, they cost next to nothing.
  app.use('*', async (c, next) => {
    const requested = languageFromHeader(c.req.header('accept-language'));
    c.set('requestedLang', requested);
    c.set('lang', requested ?? DEFAULT_LANGUAGE);
    c.set('user', null);
    c.set('sessionTokenId', null);
    c.set('authVia', null);
    c.set('sessionUnavailable', false);

    // SSR's in-process calls carry the session their page request already resolved (api/src/site.ts).
    let session = resolvedSession(c.req.raw);
    if (session === undefined) {
      session = null;
      const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
      const cookie = bearer ? undefined : getCookie(c, SESSION_COOKIE);
      const token = bearer ?? cookie;
      // A cookie rides along with any request the browser makes, including ones other sites trigger: an
      // unsafe request authenticated by cookie must come from our own origin. Bearer tokens are immune.
      if (token && (bearer || SAFE_METHODS.has(c.req.method) || isSameOrigin(c.req.raw))) {
        const found = await authenticateOrOutage(c, token);
        if (found) session = { ...found, via: bearer ? 'bearer' : 'cookie' };
      }
    }
    if (session) {
      c.set('user', session.user);
      c.set('sessionTokenId', session.tokenId);
      c.set('authVia', session.via);
      if (!requested) c.set('lang', session.user.language);
    }
    await next();
  });
  app.use('/api/*', async (c, next) => {
    await next();
    // On the answer's own headers: c.header() after the answer exists would rebuild it as a full
    // Response, losing @hono/node-server's fast path for a string body (measured: tests/bench/http.ts).
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });

  // Every route group declares its own prefix (api/src/lib/route.ts); guards are per route, so the
  // order of mounting does not matter.
  for (const group of ROUTE_GROUPS) app.route(group.prefix, group.app);

  app.all('/api/*', () => {
    throw new AppError('SERVER_ERROR_NOT_FOUND');
  });
  app.notFound(() => {
    throw new AppError('SERVER_ERROR_NOT_FOUND');
  });

  app.onError((err, c) => {
    const lang = c.get('lang') ?? DEFAULT_LANGUAGE;
    // A handler may have set a caching header before it failed: an error must never be cached.
    c.header('Cache-Control', 'no-store');
    if (err instanceof AppError) {
      const fields = err.fields?.map((f) => ({
        field: f.field,
        message: f.message || t(lang, err.code, err.params),
      }));
      for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
      return c.json(
        { error: { code: err.code, message: t(lang, err.code, err.params), ...(fields ? { fields } : {}) } },
        err.status as 400,
      );
    }
    if (err instanceof HTTPException && err.status < 500) {
      const code: ErrorCode =
        err.status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : err.status === 404
            ? 'SERVER_ERROR_NOT_FOUND'
            : 'INVALID_JSON';
      return c.json({ error: { code, message: t(lang, code) } }, err.status);
    }
    if (isDatabaseUnavailable(err)) {
      logger.warn('request.database_unavailable', { requestId: c.get('requestId'), path: c.req.path });
      c.header('Retry-After', '5');
      return c.json({ error: { code: 'SERVICE_UNAVAILABLE', message: t(lang, 'SERVICE_UNAVAILABLE') } }, 503);
    }
    logger.error('request.failed', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
    return c.json({ error: { code: 'SERVER_ERROR', message: t(lang, 'SERVER_ERROR') } }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
