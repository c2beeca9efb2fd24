import { clientIp } from '../../lib/client.ts';
import { routes } from '../../lib/route.ts';
import { okSchema } from '../../shared/accounts.ts';
import { contactBody } from '../schemas/contact.ts';
import { sendContactMessage } from '../services/contact.ts';

/** The contact form of the organizer landing page and the help centre (issue 11). */
export const contactRoutes = routes('/api/contact', 'contact').post(
  '/',
  {
    summary: 'Send a message to the team (emailed to the administrators; a few per IP per window)',
    access: 'anonymous',
    response: okSchema,
    body: contactBody,
    status: 202,
  },
  async (c, { body }) => {
    await sendContactMessage(body, { ip: clientIp(c), lang: c.get('lang') });
    return c.json({ ok: true }, 202);
  },
);
