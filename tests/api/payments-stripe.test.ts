import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, PaymentEvent, ProductAccess, Sale } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import {
  checkoutBody,
  createProduct,
  fakeStripe,
  producerWithChannel,
  quickUser,
  STRIPE_TEST,
  withMediaPay,
} from './helpers/commerce.ts';

let restoreSettings: () => Promise<void>;
let stripe: ReturnType<typeof fakeStripe>;
let seller: Awaited<ReturnType<typeof producerWithChannel>>;

beforeAll(async () => {
  restoreSettings = await withMediaPay({
    stripe: { active: true, publicKey: 'pk_test_platea', ...STRIPE_TEST },
  });
  stripe = fakeStripe();
  seller = await producerWithChannel();
});
afterAll(async () => {
  stripe.restore();
  await restoreSettings();
});

let eventSeq = 0;
/** A webhook request signed the way Stripe signs it (the library's own test header). */
function signedEvent(type: string, object: Record<string, unknown>, secret = STRIPE_TEST.signingSecret) {
  eventSeq++;
  const payload = JSON.stringify({
    id: `evt_test_${Date.now()}_${eventSeq}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, header };
}

const deliver = (e: { payload: string; header: string }) =>
  call('POST', '/api/payments/stripe/webhook', { raw: e.payload, headers: { 'stripe-signature': e.header } });

async function stripeOrder() {
  const buyer = await quickUser();
  const product = await createProduct(seller.channel);
  const res = await call('POST', '/api/checkout', { token: buyer.token, body: checkoutBody(product.id) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { buyer, product, res, order: (await Order.findByPk(res.body.orderId)) as Order };
}

const completed = (order: Order, extra: Record<string, unknown> = {}) => ({
  id: order.providerRef,
  object: 'checkout.session',
  mode: 'payment',
  payment_status: 'paid',
  status: 'complete',
  amount_total: order.total,
  currency: 'eur',
  metadata: { orderId: String(order.id) },
  ...extra,
});

describe('Stripe: Checkout Session', () => {
  it('is the default provider once configured, created with the stored secret key and these parameters', async () => {
    const before = stripe.calls.sessions.length;
    const { res, order, buyer, product } = await stripeOrder();
    expect(res.body).toMatchObject({ status: 'pending', provider: 'stripe', total: 1045 });
    const call0 = stripe.calls.sessions[before];
    expect(call0.key).toBe(STRIPE_TEST.secretKey);
    expect(res.body.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_\d+$/);
    expect(order.providerRef).toMatch(/^cs_test_\d+$/);
    expect(call0.params).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'eur', unit_amount: 1045, product_data: { name: product.title } },
        },
      ],
      customer_email: buyer.user.email,
      client_reference_id: `order-${order.id}`,
      metadata: { orderId: String(order.id) },
      payment_intent_data: { metadata: { orderId: String(order.id) } },
      locale: 'es',
      success_url: 'http://platea.test/mystuff/products?payment=ok',
      cancel_url: `http://platea.test/products/${product.slug}/checkout?payment=cancelled`,
    });
    expect(call0.options).toEqual({ idempotencyKey: `platea-order-${order.id}` });
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  it('refuses an unsigned, wrongly signed or tampered event and fulfils nothing', async () => {
    const { order } = await stripeOrder();
    const good = signedEvent('checkout.session.completed', completed(order));
    expectError(
      await call('POST', '/api/payments/stripe/webhook', { raw: good.payload }),
      400,
      'PAYMENT_SIGNATURE_INVALID',
    );
    const forged = signedEvent('checkout.session.completed', completed(order), 'whsec_someone_else');
    expectError(await deliver(forged), 400, 'PAYMENT_SIGNATURE_INVALID');
    const tampered = { payload: good.payload.replace('"paid"', '"paid" '), header: good.header };
    expectError(await deliver(tampered), 400, 'PAYMENT_SIGNATURE_INVALID');
    expect((await order.reload()).status).toBe('pending');
  });

  it('fulfils from checkout.session.completed once, however often it is replayed (20 at once)', async () => {
    const { order, buyer, product } = await stripeOrder();
    const event = signedEvent('checkout.session.completed', completed(order));
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(event)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1);
    await order.reload();
    expect(order.status).toBe('paid');
    expect(order.invoiceNumber).toBeGreaterThan(0);
    expect(await Sale.count({ where: { orderId: order.id } })).toBe(1);
    expect(await ProductAccess.count({ where: { userId: buyer.user.id, productId: product.id } })).toBe(1);
    expect(await PaymentEvent.count({ where: { provider: 'stripe', orderId: order.id } })).toBe(1);
    const invoiceNumber = order.invoiceNumber;
    // a later replay (Stripe retries for days) changes nothing either
    expect((await deliver(event)).body.duplicate).toBe(true);
    expect((await order.reload()).invoiceNumber).toBe(invoiceNumber);
  });

  it('does not fulfil when the amount paid is not the order total', async () => {
    const { order } = await stripeOrder();
    const res = await deliver(
      signedEvent('checkout.session.completed', completed(order, { amount_total: 1 })),
    );
    expect(res.status).toBe(200);
    expect((await order.reload()).status).toBe('pending');
    const recorded = await PaymentEvent.findOne({ where: { orderId: order.id } });
    expect(recorded?.error).toBe('amount mismatch');
  });

  it('waits for delayed payment methods, and an expired session fails the order', async () => {
    const { order } = await stripeOrder();
    await deliver(signedEvent('checkout.session.completed', completed(order, { payment_status: 'unpaid' })));
    expect((await order.reload()).status).toBe('pending');
    await deliver(signedEvent('checkout.session.async_payment_succeeded', completed(order)));
    expect((await order.reload()).status).toBe('paid');

    const other = await stripeOrder();
    await deliver(
      signedEvent(
        'checkout.session.expired',
        completed(other.order, { payment_status: 'unpaid', status: 'expired' }),
      ),
    );
    expect((await other.order.reload()).status).toBe('failed');
  });

  it('answers 200 to event types it does not use', async () => {
    const res = await deliver(signedEvent('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, duplicate: false });
  });
});
