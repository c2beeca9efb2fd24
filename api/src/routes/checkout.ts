import { routes } from '../lib/route.ts';
import { checkoutBody } from '../schemas/checkout.ts';
import { checkout } from '../services/checkout.ts';

export const checkoutRoutes = routes('/api/checkout', 'commerce').post(
  '/',
  {
    summary:
      'Start a checkout: an order, and where to pay (free products and 100% coupons give access at once)',
    access: 'signed-in',
    body: checkoutBody,
    status: 201,
  },
  async (c, { user, body }) =>
    c.json(await checkout({ ...body, termsAccepted: body.termsAccepted === true, user }), 201),
);
