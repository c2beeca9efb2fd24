import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { SESSION_COOKIE } from './auth/tokens.ts';
import type { AppEnv } from './context.ts';
import { publicUrl } from './env.ts';
import { AppError, type ErrorCode } from './errors.ts';
import { DEFAULT_LANGUAGE, languageFromHeader, t } from './i18n/index.ts';
import { logger } from './lib/logger.ts';
import { openApiDocument } from './openapi.ts';
import { authRoutes } from './routes/auth.ts';
import { categoryRoutes } from './routes/categories.ts';
import { channelRoutes } from './routes/channels.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { configRoutes } from './routes/config.ts';
import { couponRoutes } from './routes/coupons.ts';
import { courseRoutes } from './routes/courses.ts';
import { datasheetRoutes } from './routes/datasheets.ts';
import { emailLogRoutes } from './routes/email-logs.ts';
import { homeRoutes } from './routes/home.ts';
import { mailRoutes } from './routes/mail.ts';
import { masterRoutes } from './routes/masters.ts';
import { meRoutes, productAccessRoutes } from './routes/me.ts';
import { orderRoutes } from './routes/orders.ts';
import { paymentRoutes } from './routes/payments.ts';
import { productRoutes } from './routes/products.ts';
import { profileRoutes } from './routes/profiles.ts';
import { salesRoutes } from './routes/sales.ts';
import { searchRoutes } from './routes/search.ts';
import { speakerRoutes } from './routes/speakers.ts';
import { channelSubscribeRoutes, subscriptionRoutes } from './routes/subscriptions.ts';
import { userRoutes } from './routes/users.ts';
import { authenticate } from './services/auth.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A cookie rides along with any request the browser makes, including ones other sites trigger: an
 * unsafe request authenticated by cookie must come from our own origin. Bearer tokens are immune.
 */
function sameOrigin(req: Request): boolean {
  const origin = req.headers.get('origin');
  if (!origin) return req.headers.get('sec-fetch-site') === 'same-origin';
  try {
    return new URL(origin).host === (req.headers.get('host') ?? new URL(req.url).host);
  } catch {
    return false;
  }
}

/** Builds the application: every /api route and its error handling. Never listens (server.ts does). */
export function createApp() {
  const app = new Hono<AppEnv>();

  app.use('*', requestId({ headerName: 'X-Request-Id' }));
  // Bodies are counted while they stream in: a huge one is refused before it is held in memory.
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE');
      },
    }),
  );
  app.use('/api/*', secureHeaders({ crossOriginResourcePolicy: 'same-origin' }));
  app.use('*', async (c, next) => {
    const requested = languageFromHeader(c.req.header('accept-language'));
    c.set('requestedLang', requested);
    c.set('lang', requested ?? DEFAULT_LANGUAGE);
    c.set('user', null);
    c.set('sessionTokenId', null);
    c.set('authVia', null);

    const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const cookie = bearer ? undefined : getCookie(c, SESSION_COOKIE);
    const token = bearer ?? cookie;
    if (token && (bearer || SAFE_METHODS.has(c.req.method) || sameOrigin(c.req.raw))) {
      const session = await authenticate(token);
      if (session) {
        c.set('user', session.user);
        c.set('sessionTokenId', session.tokenId);
        c.set('authVia', bearer ? 'bearer' : 'cookie');
        if (!requested) c.set('lang', session.user.language);
      }
    }
    await next();
  });
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });

  // Commerce routes under the catalogue's prefixes: mounted first, so a guard the catalogue puts on its
  // whole module (e.g. producers only) never runs before these signed-in/public handlers.
  app.route('/api/channels', channelSubscribeRoutes);
  app.route('/api/products', productAccessRoutes);
  app.route('/api/auth', authRoutes);
  app.route('/api/config', configRoutes);
  app.route('/api/home', homeRoutes);
  app.route('/api/users', userRoutes);
  app.route('/api/profiles', profileRoutes);
  app.route('/api/email-logs', emailLogRoutes);
  app.route('/api/mail', mailRoutes);
  // catalogue
  app.route('/api/channels', channelRoutes);
  app.route('/api/products', productRoutes);
  app.route('/api/speakers', speakerRoutes);
  app.route('/api/categories', categoryRoutes);
  app.route('/api/courses', courseRoutes);
  app.route('/api/masters', masterRoutes);
  app.route('/api/datasheets', datasheetRoutes);
  app.route('/api/search', searchRoutes);
  // commerce
  app.route('/api/checkout', checkoutRoutes);
  app.route('/api/payments', paymentRoutes);
  app.route('/api/coupons', couponRoutes);
  app.route('/api/orders', orderRoutes);
  app.route('/api/sales', salesRoutes);
  app.route('/api/subscriptions', subscriptionRoutes);
  app.route('/api/me', meRoutes);
  app.get('/api/health', (c) => c.json({ ok: true }));
  app.get('/api/docs', (c) => c.json(openApiDocument(publicUrl)));

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
