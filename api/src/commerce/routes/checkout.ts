import { routes } from '../../lib/route.ts';
import { checkoutAnswerSchema, checkoutQuoteSchema } from '../../shared/commerce.ts';
import { checkoutBody, checkoutQuoteBody } from '../schemas/checkout.ts';
import { checkout } from '../services/checkout.ts';
import { quoteCheckout } from '../services/checkout-pricing.ts';

export const checkoutRoutes = routes('/api/checkout', 'commerce')
  .post(
    '/quote',
    {
      summary:
        'What a checkout would charge (price, coupon, support, service fee, total, providers), computed as the checkout computes it; nothing is stored',
      access: 'signed-in',
      response: checkoutQuoteSchema,
      body: checkoutQuoteBody,
    },
    async (c, { user, body }) => c.json(await quoteCheckout({ ...body, user })),
  )
  .post(
    '/',
    {
      summary:
        'Start a checkout: an order, and where to pay (free products and 100% coupons give access at once)',
      access: 'signed-in',
      response: checkoutAnswerSchema,
      body: checkoutBody,
      status: 201,
    },
    async (c, { user, body }) =>
      c.json(await checkout({ ...body, termsAccepted: body.termsAccepted === true, user }), 201),
  );
