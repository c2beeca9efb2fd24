import { routes } from '../../lib/route.ts';
import { demoOrderSchema, demoSettlementSchema, subscriptionSchema } from '../../shared/commerce.ts';
import { stripeReceiptSchema } from '../schemas/payments.ts';
import { orderJson } from '../services/orders.ts';
import {
  demoOrder,
  receiveNotification,
  redsysFormPage,
  renewDemo,
  settleDemoOrder,
} from '../services/payments.ts';

/** Webhook bodies are small; the limit is the declaration's, the signature check the gateway's. */
const NOTIFICATION_LIMIT = 256 * 1024;

export const paymentRoutes = routes('/api/payments', 'payments')
  .get(
    '/demo/:orderId',
    {
      summary: 'A demo order for the TEST card page (not in production)',
      access: 'owner',
      response: demoOrderSchema,
    },
    async (c, { user, params }) => c.json(orderJson(await demoOrder(user, params.orderId))),
  )
  .post(
    '/demo/:orderId/confirm',
    { summary: 'TEST card page: pay the demo order', access: 'owner', response: demoSettlementSchema },
    async (c, { user, params }) => c.json(await settleDemoOrder(user, params.orderId, 'confirm')),
  )
  .post(
    '/demo/:orderId/fail',
    {
      summary: 'TEST card page: make the demo payment fail',
      access: 'owner',
      response: demoSettlementSchema,
    },
    async (c, { user, params }) => c.json(await settleDemoOrder(user, params.orderId, 'fail')),
  )
  .post(
    '/demo/subscriptions/:id/renew',
    { summary: 'Demo: bill the next month of a subscription', access: 'owner', response: subscriptionSchema },
    async (c, { user, params }) => c.json((await renewDemo(user, params.id)).toFormattedJSON()),
  )
  // Stripe: fulfilment only from a signed event, verified on the raw body with the signing secret.
  .post(
    '/stripe/webhook',
    {
      summary: 'Stripe webhook (signed; each event applied once)',
      access: 'anonymous',
      response: stripeReceiptSchema,
      rawBody: { contentType: 'application/json', description: 'The event as Stripe signed it' },
      bodyLimit: NOTIFICATION_LIMIT,
    },
    async (c) => {
      const result = await receiveNotification('stripe', c.req.raw);
      return c.json({ received: true, duplicate: result.duplicate });
    },
  )
  // Redsys: the server-to-server notification (form fields), signature checked before anything else.
  .post(
    '/redsys/notification',
    {
      summary: 'Redsys notification (signed form fields)',
      access: 'anonymous',
      response: null,
      rawBody: { contentType: 'application/x-www-form-urlencoded' },
      bodyLimit: NOTIFICATION_LIMIT,
      produces: 'text/plain',
    },
    async (c) => {
      await receiveNotification('redsys', c.req.raw);
      return c.text('OK');
    },
  )
  // The page the buyer is sent to: posts the signed order to the bank's POS at once.
  .get(
    '/redsys/:orderId/form',
    {
      summary: "The buyer's auto-submitting form to the bank's POS",
      access: 'owner',
      response: null,
      produces: 'text/html',
    },
    async (c, { user, params }) => c.html(await redsysFormPage(user, params.orderId, c.get('lang'))),
  );
