import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context.ts';
import { publicUrl } from '../../env.ts';
import { t } from '../../i18n/index.ts';
import { clientIp } from '../../lib/client.ts';
import { routes } from '../../lib/route.ts';
import { followClick, recordOpen, verifyClick } from '../../mail/tracking.ts';

// The smallest transparent GIF: what the tracking pixel answers whatever the id.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const TRACKING_ID = /^[A-Za-z0-9_-]{10,64}$/;

export const mailRoutes = routes('/api/mail', 'email')
  .get(
    '/open/:file',
    {
      summary: 'Open-tracking pixel ({trackingId}.gif); always the same image',
      access: 'anonymous',
      response: null,
      params: { file: z.string().max(200) },
      produces: 'image/gif',
    },
    async (c, { params }) => {
      const id = params.file.replace(/\.gif$/, '');
      if (TRACKING_ID.test(id))
        await recordOpen(id, { ip: clientIp(c), userAgent: c.req.header('user-agent') });
      return c.body(PIXEL, 200, { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store, max-age=0' });
    },
  )
  .get(
    '/click/:tracking/:index/:sig',
    {
      summary:
        "Click-tracking redirect: to the email's own stored link number {index}, if {sig} signs it with {tracking}; " +
        'anything else is a plain 404 page (never a redirect elsewhere)',
      access: 'anonymous',
      status: 302,
      response: null,
      params: {
        // The email's tracking id (named so: a path parameter called …Id is a row number).
        tracking: z.string().max(200),
        index: z.string().max(20),
        sig: z.string().max(200),
      },
    },
    async (c, { params }) => {
      const { tracking: trackingId, sig } = params;
      if (!TRACKING_ID.test(trackingId) || !/^(0|[1-9][0-9]{0,2})$/.test(params.index)) return notFound(c);
      const index = Number(params.index);
      if (!(await verifyClick(trackingId, index, sig))) return notFound(c);
      const link = await followClick(trackingId, index, c.req.header('user-agent'));
      if (!link) return notFound(c);
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      return c.redirect(link, 302);
    },
  );

/** What a person who followed a broken or forged link sees: a plain page with a way to the site. */
function notFound(c: Context<AppEnv>) {
  const lang = c.get('lang');
  const title = t(lang, 'mail.linkNotFound');
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:560px;margin:48px auto;padding:0 24px"><h1>${title}</h1>` +
      `<p><a href="${publicUrl}/">${t(lang, 'mail.linkNotFoundHome')}</a></p></body></html>`,
    404,
  );
}
