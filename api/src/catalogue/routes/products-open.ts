import { z } from 'zod';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { openProductAnswer } from '../../shared/catalogue-answers.ts';
import { productsOpenFilter } from '../schemas/products-open.ts';
import { listOpenProducts, PRODUCTS_OPEN_SORTABLE } from '../services/products-open.ts';

/** Spec 2 /manage/productsopen: what is open now across the platform (admins). */
export const productsOpenRoutes = routes('/api/products-open', 'catalogue').get(
  '/',
  {
    summary: 'Products open now: live or fake live now, a session today (CET), or on sale',
    access: 'admin',
    response: z.array(openProductAnswer),
    list: { sortable: PRODUCTS_OPEN_SORTABLE, defaultSort: ['reasons', 'DESC'], filter: productsOpenFilter },
  },
  async (c, { list }) => {
    const { rows, count } = await listOpenProducts(list);
    return listResponse(c, 'products-open', rows, list.offset, count);
  },
);
