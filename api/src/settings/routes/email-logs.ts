import { z } from 'zod';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { emailLogDetailSchema, emailLogFilter, emailLogSchema } from '../schemas/email-logs.ts';
import { emailLogDetail, listEmailLogs } from '../services/email-logs.ts';

/** /manage/track-emails: what was sent, to whom, whether it was opened. */
export const emailLogRoutes = routes('/api/email-logs', 'email')
  .get(
    '/',
    {
      summary: 'Email log, filtered (under three months)',
      access: 'admin',
      response: z.array(emailLogSchema),
      list: {
        sortable: ['id', 'sentAt', 'openedAt', 'toEmail'],
        defaultSort: ['id', 'DESC'],
        filter: emailLogFilter,
      },
    },
    async (c, { list }) => {
      const { rows, count } = await listEmailLogs(list);
      return listResponse(c, 'email-logs', rows, list.offset, count);
    },
  )
  .get(
    '/:id',
    { summary: 'One email with its bodies and links', access: 'admin', response: emailLogDetailSchema },
    async (c, { params }) => c.json(await emailLogDetail(params.id)),
  );
