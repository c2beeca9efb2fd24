import { type Context, Hono } from 'hono';
import type { OrderStatus } from '../../../models/index.ts';
import { currentUser, requireAuth } from '../auth/guards.ts';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';
import { t } from '../i18n/index.ts';
import { idParam } from '../lib/rest.ts';
import { validate } from '../lib/validate.ts';
import { demoEvent } from '../payments/demo.ts';
import { demoAllowed, gateway, paymentUrls } from '../payments/index.ts';
import { autoSubmitForm, redsysFormFields } from '../payments/redsys.ts';
import { findOwnOrder } from '../services/checkout.ts';
import { getSetting } from '../services/config.ts';
import { applyPaymentEvent } from '../services/fulfilment.ts';
import { orderJson } from '../services/orders.ts';
import { renewDemoSubscription } from '../services/subscriptions.ts';

/** The demo endpoints do not exist in production. */
const demoOnly = requireAuth();
function assertDemo() {
  if (!demoAllowed()) throw new AppError('SERVER_ERROR_NOT_FOUND');
}

async function demoOrder(userId: number, id: number) {
  const order = await findOwnOrder(userId, id, { withCancelled: true });
  if (order.provider !== 'demo') throw new AppError('NOT_FOUND');
  return order;
}

/** The TEST card page's answer: the buyer of a pending demo order pays it or makes it fail. */
async function demoOutcome(c: Context<AppEnv>, outcome: 'confirm' | 'fail') {
  assertDemo();
  const id = validate(c, idParam, c.req.param('orderId'), 'orderId');
  const order = await demoOrder(currentUser(c).id, id);
  if (order.status !== 'pending') throw new AppError('ORDER_NOT_PENDING');
  await applyPaymentEvent(demoEvent(order.id, outcome));
  const status = (await order.reload()).status as OrderStatus;
  return c.json({
    orderId: order.id,
    status,
    redirectUrl: status === 'paid' ? paymentUrls.orderSuccess() : null,
  });
}

export const paymentRoutes = new Hono<AppEnv>()
  .get('/demo/:orderId', demoOnly, async (c) => {
    assertDemo();
    const id = validate(c, idParam, c.req.param('orderId'), 'orderId');
    return c.json(orderJson(await demoOrder(currentUser(c).id, id)));
  })
  .post('/demo/:orderId/confirm', demoOnly, (c) => demoOutcome(c, 'confirm'))
  .post('/demo/:orderId/fail', demoOnly, (c) => demoOutcome(c, 'fail'))
  .post('/demo/subscriptions/:id/renew', demoOnly, async (c) => {
    assertDemo();
    const id = validate(c, idParam, c.req.param('id'), 'id');
    return c.json((await renewDemoSubscription(currentUser(c), id)).toFormattedJSON());
  })
  // Stripe: fulfilment only from a signed event, verified on the raw body with the signing secret.
  .post('/stripe/webhook', async (c) => {
    const event = await gateway('stripe', await getSetting('media-pay')).handleNotification(c.req.raw);
    const result = await applyPaymentEvent(event);
    return c.json({ received: true, duplicate: result.duplicate });
  })
  // Redsys: the server-to-server notification (form fields), signature checked before anything else.
  .post('/redsys/notification', async (c) => {
    const event = await gateway('redsys', await getSetting('media-pay')).handleNotification(c.req.raw);
    await applyPaymentEvent(event);
    return c.text('OK');
  })
  // The page the buyer is sent to: posts the signed order to the bank's POS at once.
  .get('/redsys/:orderId/form', requireAuth(), async (c) => {
    const id = validate(c, idParam, c.req.param('orderId'), 'orderId');
    const order = await findOwnOrder(currentUser(c).id, id);
    if (order.provider !== 'redsys' || !order.providerRef) throw new AppError('NOT_FOUND');
    if (order.status !== 'pending') throw new AppError('ORDER_NOT_PENDING');
    const mp = await getSetting('media-pay');
    const product = order.items?.[0]?.product;
    const fields = redsysFormFields(mp.pos, {
      order: order.providerRef,
      amount: order.total,
      language: c.get('lang'),
      notificationUrl: paymentUrls.redsysNotification(),
      successUrl: paymentUrls.orderSuccess(),
      cancelUrl: paymentUrls.orderCancel(product?.slug ?? ''),
      description: product?.title,
    });
    return c.html(autoSubmitForm(mp.pos.url, fields, t(c.get('lang'), 'payment.continue')));
  });
