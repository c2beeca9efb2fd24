import { z } from 'zod';
import { csvDownload } from '../../lib/download.ts';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { validateJson } from '../../lib/validate.ts';
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
      const filter = validateJson(c, salesFilter, query.filter, 'filter');
      const stream = exportSalesCsv({ scope: await scopeOf(user), filter, lang: c.get('lang') });
      return csvDownload(c, stream, 'sales');
    },
  )
  .get(
    '/:id',
    { summary: 'One sale', access: 'producer', response: saleSchema },
    async (c, { user, params }) => c.json(await getSale(await scopeOf(user), params.id, c.get('lang'))),
  );
