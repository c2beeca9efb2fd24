import { z } from 'zod';
import { routes } from '../../lib/route.ts';
import { recordOpen } from '../../mail/mailer.ts';

// The smallest transparent GIF: what the tracking pixel answers whatever the id.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export const mailRoutes = routes('/api/mail', 'email').get(
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
    if (/^[A-Za-z0-9_-]{10,64}$/.test(id)) await recordOpen(id);
    return c.body(PIXEL, 200, { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store, max-age=0' });
  },
);
