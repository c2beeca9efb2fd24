import { z } from 'zod';
import { clientIp } from '../../lib/client.ts';
import { csvDownload } from '../../lib/download.ts';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { validateJson } from '../../lib/validate.ts';
import { assertCan, scopeOf } from '../../policy.ts';
import { okSchema } from '../../shared/accounts.ts';
import { leadAnswer } from '../../shared/leads.ts';
import { leadExportQuery, leadFilter, leadUpdateBody, notifyMeBody } from '../schemas/leads.ts';
import { notifyMe } from '../services/capture.ts';
import {
  deleteLead,
  exportLeadsCsv,
  getLead,
  LEAD_SORTABLE,
  listLeads,
  updateLead,
} from '../services/leads.ts';

/**
 * Leads (issue 24, module `leads`): /manage/leads (every lead) and /account/leads (those that came to the
 * organizer's channels: the scope of policy.ts, in every query), and the product page's "notify me".
 */
export const leadRoutes = routes('/api/leads', 'leads')
  .get(
    '/',
    {
      summary:
        'Leads that came to your channels (all as admin), filtered by source, status, channel, product and date',
      access: 'producer',
      module: 'leads',
      response: z.array(leadAnswer),
      list: { sortable: LEAD_SORTABLE, defaultSort: ['createdAt', 'DESC'], filter: leadFilter },
    },
    async (c, { user, list }) => {
      await assertCan(user, 'lead.manage');
      const { rows, count } = await listLeads({ ...list, scope: await scopeOf(user) });
      return listResponse(c, 'leads', rows, list.offset, count);
    },
  )
  // Streams every matching lead (no paging), like the sales' export.
  .get(
    '/export.csv',
    {
      summary: 'Every matching lead as CSV (streamed; cells a spreadsheet would run as formulas are defused)',
      access: 'producer',
      module: 'leads',
      response: null,
      query: leadExportQuery,
      produces: 'text/csv',
    },
    async (c, { user, query }) => {
      const filter = validateJson(c, leadFilter, query.filter, 'filter');
      await assertCan(user, 'lead.manage');
      const stream = exportLeadsCsv({ scope: await scopeOf(user), filter, lang: c.get('lang') });
      return csvDownload(c, stream, 'leads');
    },
  )
  .post(
    '/notify-me',
    {
      summary:
        'Ask to be told about a product not on sale yet or sold out: the address becomes a lead of its channel (consent required; a few per IP per window)',
      access: 'anonymous',
      module: 'leads',
      body: notifyMeBody,
      status: 202,
      response: okSchema,
    },
    async (c, { body }) => {
      await notifyMe(body, { ip: clientIp(c) });
      return c.json({ ok: true as const }, 202);
    },
  )
  .get(
    '/:id',
    { summary: 'One lead', access: 'producer', module: 'leads', response: leadAnswer },
    async (c, { user, params }) => c.json(await getLead(await scopeOf(user), params.id)),
  )
  .put(
    '/:id',
    {
      summary: 'Change a lead’s status (new, contacted, converted, discarded) and notes',
      access: 'producer',
      module: 'leads',
      body: leadUpdateBody,
      response: leadAnswer,
    },
    async (c, { user, params, body }) => c.json(await updateLead(await scopeOf(user), params.id, body)),
  )
  .delete(
    '/:id',
    {
      summary: 'Delete a lead (the contact asked to be forgotten)',
      access: 'producer',
      module: 'leads',
      response: leadAnswer,
    },
    async (c, { user, params }) => c.json(await deleteLead(await scopeOf(user), params.id)),
  );
