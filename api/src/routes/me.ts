import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser, requireAuth } from '../auth/guards.ts';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';
import { idParam, listParams, listResponse } from '../lib/rest.ts';
import { validate } from '../lib/validate.ts';
import { canAccess } from '../services/entitlements.ts';
import { myOrders, myProducts, mySubscriptions } from '../services/orders.ts';

const noFilter = z.strictObject({});
const page = { sortable: ['id'] as const, defaultSort: ['id', 'DESC'] as ['id', 'DESC'], filter: noFilter };

/** My stuff (spec 2): products, subscriptions and orders of the signed-in user. */
export const meRoutes = new Hono<AppEnv>()
  .use(requireAuth())
  .get('/products', async (c) => {
    const p = listParams(c, page);
    const { rows, count } = await myProducts(currentUser(c), p.offset, p.limit);
    return listResponse(c, 'products', rows, p.offset, count);
  })
  .get('/subscriptions', async (c) => {
    const p = listParams(c, page);
    const { rows, count } = await mySubscriptions(currentUser(c), p.offset, p.limit);
    return listResponse(c, 'subscriptions', rows, p.offset, count);
  })
  .get('/orders', async (c) => {
    const p = listParams(c, page);
    const { rows, count } = await myOrders(currentUser(c), p.offset, p.limit);
    return listResponse(c, 'orders', rows, p.offset, count);
  });

/** GET /api/products/:id/access: the player's question (mounted beside the catalogue's product routes). */
export const productAccessRoutes = new Hono<AppEnv>().get('/:id/access', async (c) => {
  const productId = validate(c, idParam, c.req.param('id'), 'id');
  const answer = await canAccess({ userId: c.get('user')?.id ?? null, productId });
  if (answer.reason === 'not_found') throw new AppError('NOT_FOUND');
  return c.json(answer);
});
