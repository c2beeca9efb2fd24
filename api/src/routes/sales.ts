import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser, requireAuth } from '../auth/guards.ts';
import type { AppEnv } from '../context.ts';
import { idParam, listParams, listResponse } from '../lib/rest.ts';
import { validate } from '../lib/validate.ts';
import { exportSalesCsv, getSale, listSales, SALES_SORTABLE } from '../services/sales.ts';
import { channelScope } from '../services/scope.ts';

const date = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).transform((s) => new Date(s));

export const salesFilter = z.strictObject({
  q: z.string().trim().max(100).optional(),
  productId: idParam.optional(),
  channelId: idParam.optional(),
  /** Sale (payment) date range: from inclusive, to exclusive. */
  from: date.optional(),
  to: date.optional(),
});

export const salesRoutes = new Hono<AppEnv>()
  .use(requireAuth('PRODUCER', 'ADMIN'))
  .get('/', async (c) => {
    const p = listParams(c, {
      sortable: SALES_SORTABLE,
      defaultSort: ['paidAt', 'DESC'],
      filter: salesFilter,
    });
    const { rows, count } = await listSales({
      ...p,
      scope: await channelScope(currentUser(c)),
      lang: c.get('lang'),
    });
    return listResponse(c, 'sales', rows, p.offset, count);
  })
  // Streams every matching sale (no paging): see exportSalesCsv.
  .get('/export.csv', async (c) => {
    const filterRaw = c.req.query('filter');
    let parsed: unknown = {};
    if (filterRaw) {
      try {
        parsed = JSON.parse(filterRaw);
      } catch {
        parsed = null;
      }
    }
    const filter = validate(c, salesFilter, parsed, 'filter');
    const stream = exportSalesCsv({ scope: await channelScope(currentUser(c)), filter, lang: c.get('lang') });
    const day = new Date().toISOString().slice(0, 10);
    return new Response(stream, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="sales-${day}.csv"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  })
  .get('/:id', async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    return c.json(await getSale(await channelScope(currentUser(c)), id, c.get('lang')));
  });
