import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { recordOpen } from '../mail/mailer.ts';

// The smallest transparent GIF: what the tracking pixel answers whatever the id.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export const mailRoutes = new Hono<AppEnv>().get('/open/:file', async (c) => {
  const id = c.req.param('file').replace(/\.gif$/, '');
  if (/^[A-Za-z0-9_-]{10,64}$/.test(id)) await recordOpen(id);
  return c.body(PIXEL, 200, {
    'Content-Type': 'image/gif',
    'Cache-Control': 'no-store, max-age=0',
  });
});
