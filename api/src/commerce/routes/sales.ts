import { z } from 'zod';
import { streamedDownload } from '../../lib/download.ts';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { validate } from '../../lib/validate.ts';
import { scopeOf } from '../../policy.ts';
import { saleSchema } from '../../shared/commerce.ts';
import { salesExportQuery, salesFilter } from '../schemas/sales.ts';
import { exportSalesCsv, getSale, listSales, SALES_SORTABLE } from '../services/sales.ts';

export const salesRoutes = routes('/api/sales', 'commerce')
  .get(
    '/',
    {
      summary: "Sales of your channels' products (all as admin)",
      access: 'producer',
      response: z.array(saleSchema),
      list: { sortable: SALES_SORTABLE, defaultSort: ['paidAt', 'DESC'], filter: salesFilter },
    },
    async (c, { user, list }) => {
      const { rows, count } = await listSales({
        ...list,
        scope: await scopeOf(user),
        lang: c.get('lang'),
      });
      return listResponse(c, 'sales', rows, list.offset, count);
    },
  )
  // Streams every matching sale (no paging): see exportSalesCsv.
  .get(
    '/export.csv',
    {
      summary: 'Every matching sale as CSV (streamed)',
      access: 'producer',
      response: null,
      query: salesExportQuery,
      produces: 'text/csv',
    },
    async (c, { user, query }) => {
      let parsed: unknown = {};
      if (query.filter) {
        try {
          parsed = JSON.parse(query.filter);
        } catch {
          parsed = null;
        }
      }
      const filter = validate(c, salesFilter, parsed, 'filter');
      const stream = exportSalesCsv({ scope: await scopeOf(user), filter, lang: c.get('lang') });
      const day = new Date().toISOString().slice(0, 10);
      return streamedDownload(c, stream, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="sales-${day}.csv"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  )
  .get(
    '/:id',
    { summary: 'One sale', access: 'producer', response: saleSchema },
    async (c, { user, params }) => c.json(await getSale(await scopeOf(user), params.id, c.get('lang'))),
  );
