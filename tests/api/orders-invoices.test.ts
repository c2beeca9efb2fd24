import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_UNPAID_ORDERS_PER_HOUR } from '../../api/src/commerce/services/checkout.ts';
import { Order, ProductAccess, User } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import {
  buyWithDemo,
  checkoutBody,
  createProduct,
  producerWithChannel,
  quickUser,
  quickUsers,
  withMediaPay,
} from './helpers/commerce.ts';

/** Intl separates the amount from the symbol with a no-break space. */
const NBSP = '\u00a0';

type Seller = Awaited<ReturnType<typeof producerWithChannel>>;
let a: Seller;
let b: Seller;
let admin: Awaited<ReturnType<typeof quickUser>>;
beforeAll(async () => {
  a = await producerWithChannel({ businessName: 'Teatro A S.L.', billingNif: 'B12345678' });
  b = await producerWithChannel();
  admin = await quickUser('ADMIN');
});

describe('one ticket per user per product under concurrency', () => {
  it('200 checkouts of a free product by one user at once give exactly one ticket', async () => {
    const { token, user } = await quickUser();
    const product = await createProduct(a.channel, { plan: 'free', netPrice: 0, tax: 0, totalPrice: 0 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        call('POST', '/api/checkout', { token, body: checkoutBody(product.id) }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409 && r.body.error.code === 'ALREADY_OWNED')).toHaveLength(
      199,
    );
    expect(await ProductAccess.count({ where: { userId: user.id, productId: product.id } })).toBe(1);
    expect(await Order.count({ where: { userId: user.id } })).toBe(1);
  });

  it('200 checkouts of a paid product by one user at once leave one payable order (of 20 written), hence one ticket', async () => {
    const { token, user } = await quickUser();
    const product = await createProduct(a.channel);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        call('POST', '/api/checkout', { token, body: checkoutBody(product.id) }),
      ),
    );
    // Past MAX_UNPAID_ORDERS_PER_HOUR the buyer is told to wait (429), so 200 clicks write 20 rows.
    const created = answers.filter((r) => r.status === 201);
    expect(created).toHaveLength(MAX_UNPAID_ORDERS_PER_HOUR);
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([201, 429]));
    expect(await Order.count({ where: { userId: user.id, status: 'pending' } })).toBe(1);
    const confirms = await Promise.all(
      created.map((r) => call('POST', `/api/payments/demo/${r.body.orderId}/confirm`, { token })),
    );
    expect(confirms.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await ProductAccess.count({ where: { userId: user.id, productId: product.id } })).toBe(1);
    expectError(
      await call('POST', '/api/checkout', { token, body: checkoutBody(product.id) }),
      409,
      'ALREADY_OWNED',
    );
  });
});

describe('invoice numbers', () => {
  it('are sequential without gaps or repeats when 40 payments land at once', async () => {
    const product = await createProduct(a.channel);
    const buyers = await quickUsers(40);
    const orders = await Promise.all(
      buyers.map(async (u) => {
        const res = await call('POST', '/api/checkout', { token: u.token, body: checkoutBody(product.id) });
        return { token: u.token, id: res.body.orderId as number };
      }),
    );
    await Promise.all(
      orders.map((o) => call('POST', `/api/payments/demo/${o.id}/confirm`, { token: o.token })),
    );
    const rows = await Order.findAll({ where: { id: orders.map((o) => o.id) } });
    const numbers = rows.map((o) => o.invoiceNumber as number).sort((x, y) => x - y);
    expect(new Set(rows.map((o) => o.invoiceSeries))).toEqual(new Set([`F${new Date().getUTCFullYear()}`]));
    expect(numbers).toHaveLength(40);
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => numbers[0] + i));
  });
});

describe('GET /api/orders/:id/invoice', () => {
  it('shows the buyer a printable invoice with the fee arithmetic, in en, es and pt', async () => {
    const buyer = await quickUser();
    const product = await createProduct(a.channel, { title: 'Concierto <en> vivo' });
    const orderId = await buyWithDemo(buyer.token, product.id);
    const order = (await Order.findByPk(orderId)) as Order;
    const reference = order.invoiceReference() as string;
    const en = await call('GET', `/api/orders/${orderId}/invoice`, { token: buyer.token, lang: 'en' });
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toMatch(/^text\/html/);
    const html = en.body as string;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(reference);
    expect(html).toContain('Concierto &#60;en&#62; vivo');
    expect(html).toContain('Teatro A S.L.');
    // Issue 18: amounts as the site writes them in each language, not "0.45 EUR".
    for (const line of [
      'Service fee per ticket</td><td class="n">€0.45',
      'Total paid</td><td class="n">€10.45',
      'Organizer (91% of €10.00)</td><td class="n">€9.10',
      'Platform fee (9% of €10.00)</td><td class="n">€0.90',
      'Platform fee per ticket, paid by the buyer</td><td class="n">€0.45',
    ]) {
      expect(html).toContain(line);
    }
    expect(html).not.toContain(' EUR');
    const es = (await call('GET', `/api/orders/${orderId}/invoice`, { token: buyer.token, lang: 'es' }))
      .body as string;
    expect(es).toContain('Factura');
    expect(es).toContain(`Organizador (91% de 10,00${NBSP}€)`);
    expect(es).toContain(`Total pagado</td><td class="n">10,45${NBSP}€`);
    const pt = (await call('GET', `/api/orders/${orderId}/invoice`, { token: buyer.token, lang: 'pt' }))
      .body as string;
    expect(pt).toContain('Fatura');
    expect(pt).toContain(`Comissão da plataforma (9% de 10,00${NBSP}€)`);
  });

  it('dates the invoice as the site does, on the buyer clock, and names the buyer once', async () => {
    const buyer = await quickUser();
    const product = await createProduct(a.channel);
    const orderId = await buyWithDemo(buyer.token, product.id);
    // Paid just before midnight UTC on 30 November: already 1 December in Madrid.
    await Order.update({ paidAt: new Date('2026-11-30T23:30:00Z') }, { where: { id: orderId } });
    const invoice = async (lang: string) =>
      (await call('GET', `/api/orders/${orderId}/invoice`, { token: buyer.token, lang })).body as string;
    const billedTo = (html: string) =>
      html.slice(html.indexOf('<strong>Facturado a</strong>')).split('</div>')[0];

    await User.update(
      { name: null, surname: null, timezone: 'Europe/Madrid' },
      { where: { id: buyer.user.id } },
    );
    const es = await invoice('es');
    expect(es).toContain('<strong>Fecha:</strong> 1 de diciembre de 2026<br>');
    expect(es).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // Without a name, the email once (it used to stand for the name and again below it).
    expect(billedTo(es).split(buyer.user.email)).toHaveLength(2);
    expect(await invoice('en')).toContain('<strong>Date:</strong> 1 December 2026<br>');
    expect(await invoice('pt')).toContain('<strong>Data:</strong> 1 de dezembro de 2026<br>');

    await User.update({ name: 'Ana', surname: 'Ruiz' }, { where: { id: buyer.user.id } });
    const named = billedTo(await invoice('es'));
    expect(named).toContain('Ana Ruiz');
    expect(named.split(buyer.user.email)).toHaveLength(2);
  });

  it('with the fee on the organizer shows what the organizer keeps', async () => {
    const restore = await withMediaPay({ ticketFeePaidBy: 'organizer' });
    try {
      const buyer = await quickUser();
      const product = await createProduct(a.channel);
      const orderId = await buyWithDemo(buyer.token, product.id);
      const html = (await call('GET', `/api/orders/${orderId}/invoice`, { token: buyer.token, lang: 'en' }))
        .body as string;
      expect(html).toContain('Total paid</td><td class="n">€10.00');
      expect(html).not.toContain('Service fee per ticket');
      expect(html).toContain('Platform fee per ticket, paid by the organizer</td><td class="n">€0.45');
      expect(html).toContain('Organizer receives (after the fee per ticket)</td><td class="n">€8.65');
    } finally {
      await restore();
    }
  });

  it('is for the buyer or an administrator only, and only once paid', async () => {
    const buyer = await quickUser();
    const product = await createProduct(a.channel);
    const orderId = await buyWithDemo(buyer.token, product.id);
    expect((await call('GET', `/api/orders/${orderId}/invoice`, { token: admin.token })).status).toBe(200);
    const stranger = await quickUser();
    expectError(
      await call('GET', `/api/orders/${orderId}/invoice`, { token: stranger.token }),
      404,
      'NOT_FOUND',
    );
    expectError(await call('GET', `/api/orders/${orderId}/invoice`), 401, 'AUTH_REQUIRED');
    const pending = await call('POST', '/api/checkout', {
      token: stranger.token,
      body: checkoutBody(product.id),
    });
    expectError(
      await call('GET', `/api/orders/${pending.body.orderId}/invoice`, { token: stranger.token }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('/api/orders', () => {
  it('producers list orders of their own channels; another producer gets 404 on them', async () => {
    const buyer = await quickUser();
    const product = await createProduct(a.channel);
    const orderId = await buyWithDemo(buyer.token, product.id);
    const filter = encodeURIComponent(JSON.stringify({ userId: buyer.user.id }));
    const listA = await call('GET', `/api/orders?filter=${filter}`, { token: a.token });
    expect(listA.body.map((o: { id: number }) => o.id)).toEqual([orderId]);
    expect(listA.body[0]).toMatchObject({
      status: 'paid',
      total: 1045,
      serviceFee: 45,
      email: buyer.user.email,
    });
    expect(listA.headers.get('content-range')).toBe('orders 0-0/1');
    const listB = await call('GET', `/api/orders?filter=${filter}`, { token: b.token });
    expect(listB.body).toEqual([]);
    expectError(await call('GET', `/api/orders/${orderId}`, { token: b.token }), 404, 'NOT_FOUND');
    expect((await call('GET', `/api/orders/${orderId}`, { token: a.token })).status).toBe(200);
    expect((await call('GET', `/api/orders/${orderId}`, { token: buyer.token })).body.invoiceUrl).toBe(
      `/api/orders/${orderId}/invoice`,
    );
    expectError(await call('GET', '/api/orders', { token: buyer.token }), 403, 'FORBIDDEN');
  });
});
