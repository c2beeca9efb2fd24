import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { Order, Sale, Subscription } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import {
  fakeStripe,
  producerWithChannel,
  quickUser,
  STRIPE_TEST,
  subscribeWithDemo,
  withMediaPay,
} from './helpers/commerce.ts';

// Every paid subscription month is an order (with an invoice) for the subscriber and a sale (91% / 9%,
// no fee per ticket) for the organizer, created once per provider event.

type Seller = Awaited<ReturnType<typeof producerWithChannel>>;
let a: Seller;
let b: Seller;
const monthly = {
  title: 'Orquesta Mensual',
  subscriptionActive: true,
  subscriptionNet: 909,
  subscriptionTax: 91,
  subscriptionTotal: 1000,
};
beforeAll(async () => {
  a = await producerWithChannel(monthly);
  b = await producerWithChannel(monthly);
});

// Subscribing sends the buyer to the payment page; these tests start from the month paid there.
const subscribe = (token: string, channelId: number) => subscribeWithDemo(token, channelId);
const ordersOf = (subscriptionId: number) =>
  Order.findAll({ where: { subscriptionId }, order: [['id', 'ASC']] });
const salesOf = (subscriptionId: number) =>
  Sale.findAll({ where: { subscriptionId }, order: [['id', 'ASC']] });
const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

describe('demo subscription: order, invoice and sale of each paid month', () => {
  it('subscribing bills the first month once: a paid order with an invoice number and a 91/9 sale', async () => {
    const { token, user } = await quickUser('USER', { billingCountry: 'PT' } as never);
    const res = await subscribe(token, a.channel.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [order, ...more] = await ordersOf(res.body.id);
    expect(more).toEqual([]);
    expect(order).toMatchObject({
      userId: user.id,
      channelId: a.channel.id,
      provider: 'demo',
      status: 'paid',
      total: 1000,
      supportAmount: 0,
      currency: 'EUR',
      invoiceSeries: `F${new Date().getUTCFullYear()}`,
      subscriptionTax: 91,
    });
    expect(order.invoiceNumber).toBeGreaterThan(0);
    expect(order.paidAt).toBeInstanceOf(Date);
    expect(order.periodEnd?.getTime()).toBe(new Date(res.body.validUntil).getTime());
    const sales = await salesOf(res.body.id);
    expect(sales.map((s) => s.toJSON())).toEqual([
      expect.objectContaining({
        orderId: order.id,
        orderItemId: null,
        productId: null,
        channelId: a.channel.id,
        userId: user.id,
        buyerEmail: user.email,
        amount: 1000,
        support: 0,
        feePlatform: 90,
        feeFixed: 0,
        organizerAmount: 910,
        country: 'PT',
      }),
    ]);

    // A demo renewal bills the next month; the same request repeated (double click) bills it once.
    const renew = () => call('POST', `/api/payments/demo/subscriptions/${res.body.id}/renew`, { token });
    const renewed = await Promise.all([renew(), renew(), renew()]);
    for (const r of renewed) expect(r.status).toBe(200);
    const orders = await ordersOf(res.body.id);
    expect(orders).toHaveLength(2);
    expect(orders[1].invoiceNumber).not.toBe(orders[0].invoiceNumber);
    expect(orders[1].periodStart?.getTime()).toBe(orders[0].periodEnd?.getTime());
    const sub = (await Subscription.findByPk(res.body.id)) as Subscription;
    expect(orders[1].periodEnd?.getTime()).toBe(sub.validUntil?.getTime());
    expect(await salesOf(res.body.id)).toHaveLength(2);
  });

  it('lists the months in my orders and prints their invoice in en, es and pt', async () => {
    const { token, user } = await quickUser();
    const res = await subscribe(token, a.channel.id);
    const [order] = await ordersOf(res.body.id);
    const mine = await call('GET', '/api/me/orders', { token });
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({
      id: order.id,
      status: 'paid',
      total: 1000,
      serviceFee: 0,
      invoice: order.invoiceReference(),
      invoiceUrl: `/api/orders/${order.id}/invoice`,
      items: [],
      subscription: { id: res.body.id, channel: { id: a.channel.id, title: 'Orquesta Mensual' } },
    });

    // The period's days as the site writes them in each language, on the buyer's clock (issue 18).
    const day = (lang: string, d: Date | null) =>
      new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: user.timezone }).format(d as Date);
    const invoice = (lang: string) => call('GET', `/api/orders/${order.id}/invoice`, { token, lang });
    const en = await invoice('en');
    expect(en.status).toBe(200);
    expect(en.body).toContain(
      `Monthly subscription to Orquesta Mensual — ${day('en-GB', order.periodStart)} to ${day('en-GB', order.periodEnd)}`,
    );
    expect(en.body).toContain(order.invoiceReference());
    expect(en.body).toContain('€9.09'); // net
    expect(en.body).toContain('€0.91'); // tax
    expect(en.body).toContain('€9.10'); // organizer 91%
    expect(en.body).toContain('€0.90'); // platform 9%
    expect(en.body).not.toContain('per ticket');
    expect((await invoice('es')).body).toContain(
      `Suscripción mensual a Orquesta Mensual — del ${day('es-ES', order.periodStart)} al ${day('es-ES', order.periodEnd)}`,
    );
    expect((await invoice('pt')).body).toContain(
      `Subscrição mensal de Orquesta Mensual — de ${day('pt-PT', order.periodStart)} a ${day('pt-PT', order.periodEnd)}`,
    );
  });

  it("shows the sale to the channel's producer (list, one, CSV) and not to another producer", async () => {
    const { token, user } = await quickUser();
    const res = await subscribe(token, a.channel.id);
    const [sale] = await salesOf(res.body.id);
    const filter = { channelId: a.channel.id, q: user.email };
    const list = await call('GET', `/api/sales?${q({ filter })}`, { token: a.token, lang: 'en' });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: sale.id,
        subscriptionId: res.body.id,
        productId: null,
        product: expect.objectContaining({ title: 'Monthly subscription: Orquesta Mensual' }),
        email: user.email,
        amount: 1000,
        feePlatform: 90,
        feeFixed: 0,
        organizerAmount: 910,
      }),
    ]);
    expect((await call('GET', `/api/sales/${sale.id}`, { token: a.token })).status).toBe(200);
    const csv = await call('GET', `/api/sales/export.csv?${q({ filter })}`, { token: a.token, lang: 'es' });
    expect(csv.status).toBe(200);
    expect(csv.body).toContain(`${sale.id},Suscripción mensual: Orquesta Mensual,${user.email}`);
    expect(csv.body).toContain('10.00,0.00,0.90,0.00,9.10,EUR');

    expect(
      (await call('GET', `/api/sales?${q({ filter: { q: user.email } })}`, { token: b.token })).body,
    ).toEqual([]);
    expectError(await call('GET', `/api/sales/${sale.id}`, { token: b.token }), 404, 'NOT_FOUND');
    const other = await call('GET', `/api/sales/export.csv?${q({ filter: { q: user.email } })}`, {
      token: b.token,
    });
    expect(other.body).not.toContain(user.email);
  });
});

describe('Stripe subscription: one order per paid invoice', () => {
  it('bills the checkout, and a renewal invoice.paid replayed 10 times concurrently once', async () => {
    const restore = await withMediaPay({ stripe: { active: true, publicKey: 'pk_test', ...STRIPE_TEST } });
    const stripe = fakeStripe();
    try {
      const { token } = await quickUser();
      const res = await subscribe(token, b.channel.id);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(await ordersOf(res.body.id)).toEqual([]);
      const deliver = (id: string, type: string, object: Record<string, unknown>) => {
        const payload = JSON.stringify({ id, object: 'event', type, data: { object }, created: 1 });
        const header = Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: STRIPE_TEST.signingSecret,
        });
        return call('POST', '/api/payments/stripe/webhook', {
          raw: payload,
          headers: { 'stripe-signature': header },
        });
      };
      const ref = `sub_orders_${res.body.id}`;
      const started = await deliver(`evt_so_${res.body.id}_start`, 'checkout.session.completed', {
        id: `cs_so_${res.body.id}`,
        object: 'checkout.session',
        mode: 'subscription',
        subscription: ref,
        metadata: { subscriptionId: String(res.body.id) },
      });
      expect(started.status).toBe(200);
      // The first invoice is the checkout's payment: not billed twice.
      const firstEnd = Math.floor(Date.now() / 1000) + 31 * 86400;
      await deliver(`evt_so_${res.body.id}_inv0`, 'invoice.paid', {
        id: `in_so_${res.body.id}_0`,
        object: 'invoice',
        billing_reason: 'subscription_create',
        parent: { type: 'subscription_details', subscription_details: { subscription: ref } },
        lines: { object: 'list', data: [{ period: { start: 1, end: firstEnd } }] },
      });
      const first = await ordersOf(res.body.id);
      expect(first).toHaveLength(1);
      expect(first[0]).toMatchObject({ provider: 'stripe', status: 'paid', total: 1000 });

      const periodEnd = Math.floor(Date.now() / 1000) + 62 * 86400;
      const renewal = () =>
        deliver(`evt_so_${res.body.id}_inv1`, 'invoice.paid', {
          id: `in_so_${res.body.id}_1`,
          object: 'invoice',
          billing_reason: 'subscription_cycle',
          parent: { type: 'subscription_details', subscription_details: { subscription: ref } },
          lines: { object: 'list', data: [{ period: { start: firstEnd, end: periodEnd } }] },
        });
      const answers = await Promise.all(Array.from({ length: 10 }, renewal));
      for (const r of answers) expect(r.status).toBe(200);

      const orders = await ordersOf(res.body.id);
      expect(orders).toHaveLength(2);
      const renewed = orders[1];
      expect(renewed).toMatchObject({
        provider: 'stripe',
        providerRef: `in_so_${res.body.id}_1`,
        total: 1000,
      });
      expect(renewed.periodEnd?.getTime()).toBe(periodEnd * 1000);
      expect(new Set(orders.map((o) => o.invoiceReference())).size).toBe(2);
      const sales = await salesOf(res.body.id);
      expect(sales.map((s) => s.orderId)).toEqual(orders.map((o) => o.id));
      for (const s of sales) expect(s).toMatchObject({ amount: 1000, feePlatform: 90, organizerAmount: 910 });
      // A subscription update (no payment) moves the period end but bills nothing.
      await deliver(`evt_so_${res.body.id}_upd`, 'customer.subscription.updated', {
        id: ref,
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: false,
        items: { object: 'list', data: [{ current_period_end: periodEnd + 86400 }] },
      });
      expect(await ordersOf(res.body.id)).toHaveLength(2);

      const mine = await call('GET', '/api/me/orders', { token });
      expect(mine.body.map((o: { id: number }) => o.id)).toEqual([renewed.id, orders[0].id]);
    } finally {
      stripe.restore();
      await restore();
    }
  });
});
