import { z } from 'zod';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { scopeOf } from '../../policy.ts';
import { emailLogDetailSchema, emailLogFilter, emailLogSchema } from '../schemas/email-logs.ts';
import { emailLogDetail, listEmailLogs } from '../services/email-logs.ts';

/**
 * /manage/track-emails (every email) and /account/track-emails (an organizer's: the mails about their
 * channels, policy.ts scopeOf): what was sent, to whom, whether it was delivered, opened and clicked.
 */
export const emailLogRoutes = routes('/api/email-logs', 'email')
  .get(
    '/',
    {
      summary: 'Email log, filtered (under three months): all as admin, the mails about your channels else',
      access: 'producer',
      response: z.array(emailLogSchema),
      list: {
        sortable: ['id', 'sentAt', 'deliveredAt', 'openedAt', 'clickedAt', 'toEmail'],
        defaultSort: ['id', 'DESC'],
        filter: emailLogFilter,
      },
    },
    async (c, { user, list }) => {
      const { rows, count } = await listEmailLogs({ ...list, scope: await scopeOf(user) });
      return listResponse(c, 'email-logs', rows, list.offset, count);
    },
  )
  .get(
    '/:id',
    {
      summary: 'One email with its bodies and links (of your channels unless admin)',
      access: 'producer',
      response: emailLogDetailSchema,
    },
    async (c, { user, params }) => c.json(await emailLogDetail(await scopeOf(user), params.id)),
  );
