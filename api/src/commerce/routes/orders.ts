import { z } from 'zod';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { scopeOf } from '../../policy.ts';
import { orderSchema } from '../../shared/commerce.ts';
import { orderFilter } from '../schemas/orders.ts';
import { invoiceOrder, renderInvoice } from '../services/invoices.ts';
import { getOrder, listOrders, orderJson } from '../services/orders.ts';

export const orderRoutes = routes('/api/orders', 'commerce')
  .get(
    '/',
    {
      summary: "Orders of your channels' products (all as admin)",
      access: 'producer',
      response: z.array(orderSchema),
      list: {
        sortable: ['id', 'createdAt', 'paidAt', 'total', 'status'],
        defaultSort: ['id', 'DESC'],
        filter: orderFilter,
      },
    },
    async (c, { user, list }) => {
      const { rows, count } = await listOrders({ ...list, scope: await scopeOf(user) });
      return listResponse(c, 'orders', rows.map(orderJson), list.offset, count);
    },
  )
  .get(
    '/:id',
    { summary: 'One order (its buyer, its seller or an admin)', access: 'owner', response: orderSchema },
    async (c, { user, params }) => c.json(orderJson(await getOrder(user, params.id))),
  )
  // Printable HTML invoice for the buyer (my stuff) or an administrator, in the request's language.
  .get(
    '/:id/invoice',
    {
      summary: 'Printable invoice (buyer or admin)',
      access: 'owner',
      response: null,
      produces: 'text/html',
    },
    async (c, { user, params }) => {
      const { order, buyer } = await invoiceOrder(user, params.id);
      c.header('Cache-Control', 'private, no-store');
      return c.html(renderInvoice(order, buyer, c.get('lang')));
    },
  );
