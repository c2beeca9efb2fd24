import { Hono } from 'hono';
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_PROVIDERS } from '../../../models/index.ts';
import { currentUser, requireAuth } from '../auth/guards.ts';
import type { AppEnv } from '../context.ts';
import { idParam, listParams, listResponse } from '../lib/rest.ts';
import { validate } from '../lib/validate.ts';
import { invoiceOrder, renderInvoice } from '../services/invoices.ts';
import { getOrder, listOrders, orderJson } from '../services/orders.ts';
import { channelScope } from '../services/scope.ts';

export const orderFilter = z.strictObject({
  status: z.enum(ORDER_STATUSES).optional(),
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
  channelId: idParam.optional(),
  userId: idParam.optional(),
});

export const orderRoutes = new Hono<AppEnv>()
  .get('/', requireAuth('PRODUCER', 'ADMIN'), async (c) => {
    const p = listParams(c, {
      sortable: ['id', 'createdAt', 'paidAt', 'total', 'status'],
      defaultSort: ['id', 'DESC'],
      filter: orderFilter,
    });
    const { rows, count } = await listOrders({ ...p, scope: await channelScope(currentUser(c)) });
    return listResponse(c, 'orders', rows.map(orderJson), p.offset, count);
  })
  .get('/:id', requireAuth(), async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const user = currentUser(c);
    return c.json(orderJson(await getOrder(user, await channelScope(user), id)));
  })
  // Printable HTML invoice for the buyer (my stuff) or an administrator, in the request's language.
  .get('/:id/invoice', requireAuth(), async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const { order, buyer } = await invoiceOrder(currentUser(c), id);
    c.header('Cache-Control', 'private, no-store');
    return c.html(renderInvoice(order, buyer, c.get('lang')));
  });
