import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { canAccess } from '../../api/src/commerce/services/entitlements.ts';
import { Order, Sale, Subscription } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import {
  buyWithDemo,
  createProduct,
  fakeStripe,
  producerWithChannel,
  quickUser,
  STRIPE_TEST,
  subscribeWithDemo,
  withMediaPay,
} from './helpers/commerce.ts';

type Seller = Awaited<ReturnType<typeof producerWithChannel>>;
let a: Seller;
let b: Seller;
const monthly = {
  subscriptionActive: true,
  subscriptionNet: 909,
  subscriptionTax: 91,
  subscriptionTotal: 1000,
};
beforeAll(async () => {
  a = await producerWithChannel(monthly);
  b = await producerWithChannel(monthly);
});

const subscribe = (token: string | undefined, channelId: number, body?: unknown) =>
  call('POST', `/api/channels/${channelId}/subscribe`, { token, body });
const MONTH = 28 * 86400_000;

describe('POST /api/channels/:id/subscribe (demo)', () => {
  it('needs sign-in, a published channel that offers subscriptions', async () => {
    expectError(await subscribe(undefined, a.channel.id), 401, 'AUTH_REQUIRED');
    const { token } = await quickUser();
    expectError(await subscribe(token, 99_999_999), 404, 'NOT_FOUND');
    const plain = await producerWithChannel();
    expectError(await subscribe(token, plain.channel.id), 422, 'CHANNEL_NOT_SUBSCRIBABLE');
    const draft = await producerWithChannel({ ...monthly, status: 'draft' });
    expectError(await subscribe(token, draft.channel.id), 404, 'NOT_FOUND');
    expectError(
      await subscribe(token, a.channel.id, { provider: 'redsys' }),
      422,
      'VALIDATION_ERROR',
      'provider',
    );
    expectError(
      await subscribe(token, a.channel.id, { provider: 'bitcoin' }),
      422,
      'VALIDATION_ERROR',
      'provider',
    );
  });

  it('charges nothing by itself: the first month is an order paid on the payment page, like a purchase', async () => {
    const { token, user } = await quickUser();
    const product = await createProduct(a.channel);
    const res = await subscribe(token, a.channel.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 'subscribed', price: 1000, provider: 'demo' });
    expect(res.body.redirectUrl).toMatch(new RegExp(`/payments/demo/${res.body.orderId}$`));
    // Nothing paid yet: no access, no invoice, no sale; the order waits on the payment page.
    expect((await canAccess({ userId: user.id, productId: product.id })).allowed).toBe(false);
    const order = await call('GET', `/api/payments/demo/${res.body.orderId}`, { token });
    expect(order.body).toMatchObject({
      status: 'pending',
      total: 1000,
      invoiceUrl: null,
      subscription: { id: res.body.id, channel: { id: a.channel.id } },
    });
    expect(await Sale.count({ where: { subscriptionId: res.body.id } })).toBe(0);
    // Leaving the page and subscribing again reuses the subscription and voids the first order.
    const again = await subscribe(token, a.channel.id);
    expect(again.body.id).toBe(res.body.id);
    expect((await Order.findByPk(res.body.orderId))?.status).toBe('cancelled');
    expectError(
      await call('POST', `/api/payments/demo/${res.body.orderId}/confirm`, { token }),
      409,
      'ORDER_NOT_PENDING',
    );
    // Paying on the page, even many times at once, starts one month and bills it once.
    const paid = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', `/api/payments/demo/${again.body.orderId}/confirm`, { token }),
      ),
    );
    expect(paid.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    const ok = paid.find((r) => r.status === 200);
    expect(ok?.body).toMatchObject({ status: 'paid' });
    expect(ok?.body.redirectUrl).toMatch(/\/mystuff\/subscriptions\?payment=ok$/);
    const sub = (await Subscription.findByPk(res.body.id)) as Subscription;
    expect((sub.validUntil as Date).getTime() - Date.now()).toBeGreaterThan(MONTH);
    expect((sub.validUntil as Date).getTime() - Date.now()).toBeLessThan(32 * 86400_000);
    expect(await Sale.count({ where: { subscriptionId: sub.id } })).toBe(1);
    const bill = (await Order.findByPk(again.body.orderId)) as Order;
    expect(bill).toMatchObject({ status: 'paid', subscriptionId: sub.id });
    expect(bill.invoiceNumber).not.toBeNull();
    expect(await canAccess({ userId: user.id, productId: product.id })).toMatchObject({
      allowed: true,
      reason: 'subscription',
    });
  });

  it("subscribes for a month, gives the channel's content, and cancelling keeps it until the paid-through date", async () => {
    const { token, user } = await quickUser();
    const product = await createProduct(a.channel);
    expect((await canAccess({ userId: user.id, productId: product.id })).allowed).toBe(false);
    const res = await subscribeWithDemo(token, a.channel.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      status: 'subscribed',
      price: 1000,
      currency: 'EUR',
      provider: 'demo',
    });
    const validUntil = new Date(res.body.validUntil);
    expect(validUntil.getTime() - Date.now()).toBeGreaterThan(MONTH);
    expect(await canAccess({ userId: user.id, productId: product.id })).toEqual({
      allowed: true,
      reason: 'subscription',
      until: validUntil,
    });
    expectError(await subscribe(token, a.channel.id), 409, 'ALREADY_SUBSCRIBED');

    const stranger = await quickUser();
    expectError(
      await call('POST', `/api/subscriptions/${res.body.id}/cancel`, { token: stranger.token }),
      404,
      'NOT_FOUND',
    );
    const cancelled = await call('POST', `/api/subscriptions/${res.body.id}/cancel`, { token });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', validUntil: res.body.validUntil });
    expect(cancelled.body.cancelledAt).toBeTruthy();
    expect((await canAccess({ userId: user.id, productId: product.id })).allowed).toBe(true);
    expect(
      (await canAccess({ userId: user.id, productId: product.id, at: new Date(validUntil.getTime() + 1000) }))
        .allowed,
    ).toBe(false);
    expectError(
      await call('POST', `/api/subscriptions/${res.body.id}/cancel`, { token }),
      409,
      'SUBSCRIPTION_NOT_ACTIVE',
    );

    const mine = await call('GET', '/api/me/subscriptions', { token });
    expect(mine.body[0]).toMatchObject({
      id: res.body.id,
      status: 'cancelled',
      price: 1000,
      channel: { id: a.channel.id },
      access: { allowed: true, reason: 'subscription' },
    });
    expect(mine.body[0].subscribedSince).toBeTruthy();
  });

  it('renews in demo mode one month at a time', async () => {
    const { token } = await quickUser();
    const res = await subscribeWithDemo(token, a.channel.id);
    const renewed = await call('POST', `/api/payments/demo/subscriptions/${res.body.id}/renew`, { token });
    expect(
      new Date(renewed.body.validUntil).getTime() - new Date(res.body.validUntil).getTime(),
    ).toBeGreaterThan(MONTH);
  });
});

describe('GET /api/me/subscription-products: what my subscriptions include', () => {
  it("lists the channel's published products I hold no ticket for, by subscription, only while paid", async () => {
    const seller = await producerWithChannel(monthly);
    const included = await createProduct(seller.channel, { title: 'Incluido' });
    const bought = await createProduct(seller.channel, { title: 'Comprado' });
    await createProduct(seller.channel, { title: 'Borrador', status: 'draft' });
    const { token } = await quickUser();
    expectError(await call('GET', '/api/me/subscription-products'), 401, 'AUTH_REQUIRED');
    await buyWithDemo(token, bought.id);
    // Subscribed but not paid yet: nothing included.
    const unpaid = await subscribe(token, seller.channel.id);
    expect((await call('GET', '/api/me/subscription-products', { token })).body).toEqual([]);
    await call('POST', `/api/payments/demo/${unpaid.body.orderId}/confirm`, { token });
    const list = await call('GET', '/api/me/subscription-products', { token });
    expect(list.status).toBe(200);
    expect(list.body.map((r: { productId: number }) => r.productId)).toEqual([included.id]);
    expect(list.body[0]).toMatchObject({
      source: 'subscription',
      product: { id: included.id, slug: included.slug, channel: { id: seller.channel.id } },
      access: { allowed: true, reason: 'subscription' },
      media: { ready: false, availableAt: null },
    });
    // Someone else's subscription includes nothing for me.
    const other = await quickUser();
    expect((await call('GET', '/api/me/subscription-products', { token: other.token })).body).toEqual([]);
  });
});

describe('/api/subscriptions for producers', () => {
  it('lists subscriptions of their own channels; another producer gets 404', async () => {
    const viewer = await quickUser();
    const sub = (await subscribe(viewer.token, a.channel.id)).body;
    const filter = encodeURIComponent(JSON.stringify({ channelId: a.channel.id }));
    const mine = await call('GET', `/api/subscriptions?filter=${filter}`, { token: a.token });
    expect(mine.body.map((s: { id: number }) => s.id)).toContain(sub.id);
    expect((await call('GET', `/api/subscriptions?filter=${filter}`, { token: b.token })).body).toEqual([]);
    expectError(await call('GET', `/api/subscriptions/${sub.id}`, { token: b.token }), 404, 'NOT_FOUND');
    expect((await call('GET', `/api/subscriptions/${sub.id}`, { token: a.token })).status).toBe(200);
    expect((await call('GET', `/api/subscriptions/${sub.id}`, { token: viewer.token })).status).toBe(200);
  });
});

describe('Stripe subscriptions: renewal from signed webhooks', () => {
  it('starts, renews and ends only from verified events', async () => {
    const restore = await withMediaPay({ stripe: { active: true, publicKey: 'pk_test', ...STRIPE_TEST } });
    const stripe = fakeStripe();
    try {
      const { token, user } = await quickUser();
      const product = await createProduct(b.channel);
      const res = await subscribe(token, b.channel.id);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.provider).toBe('stripe');
      expect(res.body.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
      const params = stripe.calls.sessions.at(-1)?.params;
      expect(params).toMatchObject({
        mode: 'subscription',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'eur', unit_amount: 1000, recurring: { interval: 'month' } },
          },
        ],
        metadata: { subscriptionId: String(res.body.id) },
        subscription_data: { metadata: { subscriptionId: String(res.body.id) } },
        success_url: 'http://platea.test/mystuff/subscriptions?payment=ok',
      });
      // not paid yet: no access
      expect((await canAccess({ userId: user.id, productId: product.id })).allowed).toBe(false);

      let n = 0;
      const deliver = (type: string, object: Record<string, unknown>) => {
        const payload = JSON.stringify({
          id: `evt_sub_${res.body.id}_${++n}`,
          object: 'event',
          type,
          data: { object },
          created: 1,
        });
        const header = Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: STRIPE_TEST.signingSecret,
        });
        return call('POST', '/api/payments/stripe/webhook', {
          raw: payload,
          headers: { 'stripe-signature': header },
        });
      };
      const ref = `sub_test_${res.body.id}`;
      await deliver('checkout.session.completed', {
        id: 'cs_sub',
        object: 'checkout.session',
        mode: 'subscription',
        subscription: ref,
        metadata: { subscriptionId: String(res.body.id) },
      });
      let sub = (await Subscription.findByPk(res.body.id)) as Subscription;
      expect(sub.providerRef).toBe(ref);
      expect((sub.validUntil as Date).getTime() - Date.now()).toBeGreaterThan(MONTH);
      expect((await canAccess({ userId: user.id, productId: product.id })).reason).toBe('subscription');

      const periodEnd = Math.floor(Date.now() / 1000) + 62 * 86400;
      const paid = await deliver('invoice.paid', {
        id: 'in_1',
        object: 'invoice',
        parent: { type: 'subscription_details', subscription_details: { subscription: ref } },
        lines: { object: 'list', data: [{ period: { start: 1, end: periodEnd } }] },
      });
      expect(paid.status).toBe(200);
      sub = (await sub.reload()) as Subscription;
      expect(sub.validUntil?.getTime()).toBe(periodEnd * 1000);

      const cancel = await call('POST', `/api/subscriptions/${sub.id}/cancel`, { token });
      expect(cancel.body.status).toBe('cancelled');
      expect(stripe.calls.updates.at(-1)).toEqual({ id: ref, params: { cancel_at_period_end: true } });

      await deliver('customer.subscription.deleted', {
        id: ref,
        object: 'subscription',
        status: 'canceled',
        cancel_at_period_end: false,
        items: { object: 'list', data: [{ current_period_end: periodEnd }] },
      });
      sub = (await sub.reload()) as Subscription;
      expect(sub.status).toBe('cancelled');
      expect(sub.validUntil?.getTime()).toBe(periodEnd * 1000);
    } finally {
      stripe.restore();
      await restore();
    }
  });
});
