import { z } from 'zod';
import { canAccess } from '../../commerce/services/entitlements.ts';
import { myOrders, myProducts, mySubscriptions } from '../../commerce/services/orders.ts';
import { mySubscriptionProducts } from '../../commerce/services/subscription-products.ts';
import { AppError } from '../../errors.ts';
import { contentLang } from '../../lib/localize.ts';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { productMediaReadiness } from '../../media/services/media-readiness.ts';
import {
  myOrderSchema,
  myProductSchema,
  mySubscriptionSchema,
  productAccessAnswerSchema,
} from '../../shared/commerce.ts';

const page = {
  sortable: ['id'] as const,
  defaultSort: ['id', 'DESC'] as ['id', 'DESC'],
  filter: z.strictObject({}),
};

/** My stuff (spec 2): products, subscriptions and orders of the signed-in user. */
export const meRoutes = routes('/api/me', 'commerce')
  .get(
    '/products',
    {
      summary: 'My products with their access answer',
      access: 'signed-in',
      response: z.array(myProductSchema),
      list: page,
    },
    async (c, { user, list }) => {
      const { rows, count } = await myProducts(user, list.offset, list.limit, contentLang(c));
      return listResponse(c, 'products', rows, list.offset, count);
    },
  )
  .get(
    '/subscription-products',
    {
      summary: 'What my channel subscriptions include (products I hold no ticket for)',
      access: 'signed-in',
      response: z.array(myProductSchema),
      list: page,
    },
    async (c, { user, list }) => {
      const { rows, count } = await mySubscriptionProducts(user, list.offset, list.limit, contentLang(c));
      return listResponse(c, 'products', rows, list.offset, count);
    },
  )
  .get(
    '/subscriptions',
    { summary: 'My subscriptions', access: 'signed-in', response: z.array(mySubscriptionSchema), list: page },
    async (c, { user, list }) => {
      const { rows, count } = await mySubscriptions(user, list.offset, list.limit, contentLang(c));
      return listResponse(c, 'subscriptions', rows, list.offset, count);
    },
  )
  .get(
    '/orders',
    { summary: 'My orders with invoices', access: 'signed-in', response: z.array(myOrderSchema), list: page },
    async (c, { user, list }) => {
      const { rows, count } = await myOrders(user, list.offset, list.limit, contentLang(c));
      return listResponse(c, 'orders', rows, list.offset, count);
    },
  );

/**
 * GET /api/products/:id/access: the player's question (mounted beside the catalogue's product routes),
 * with whether there is something to play yet, so a page offers "watch now" only when there is.
 */
export const productAccessRoutes = routes('/api/products', 'commerce').get(
  '/:id/access',
  {
    summary: 'May the caller open this product now, until when, and is its media ready',
    access: 'anonymous',
    response: productAccessAnswerSchema,
  },
  async (c, { params, user }) => {
    const answer = await canAccess({ userId: user?.id ?? null, productId: params.id });
    if (answer.reason === 'not_found') throw new AppError('NOT_FOUND');
    return c.json({ ...answer, media: await productMediaReadiness(params.id) });
  },
);
