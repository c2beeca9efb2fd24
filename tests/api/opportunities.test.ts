import { QueryTypes } from 'sequelize';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectionOf } from '../../models/columns.ts';
import { Order, type Product } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import {
  buyWithDemo,
  checkoutBody,
  createProduct,
  producerWithChannel,
  quickUser,
} from './helpers/commerce.ts';

type Seller = Awaited<ReturnType<typeof producerWithChannel>>;
type Buyer = Awaited<ReturnType<typeof quickUser>>;
let a: Seller;
let b: Seller;
let admin: Buyer;
let show: Product;
let otherShow: Product;

beforeAll(async () => {
  a = await producerWithChannel();
  b = await producerWithChannel();
  admin = await quickUser('ADMIN');
  show = await createProduct(a.channel, { title: `Abandonos ${Date.now()}` });
  otherShow = await createProduct(b.channel);
});

/** A checkout with the demo provider left on the payment page: a pending order. */
async function startCheckout(buyer: Buyer, product: Product) {
  const res = await call('POST', '/api/checkout', {
    token: buyer.token,
    body: checkoutBody(product.id, { provider: 'demo' }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.status).toBe('pending');
  return res.body.orderId as number;
}

const list = (token: string, filter: Record<string, unknown> = {}, extra = '') =>
  call('GET', `/api/opportunities?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`, { token });

const consenting = (tag: string) =>
  quickUser('USER', { promoConsent: true, name: 'Clara', surname: `Promos ${tag}` });

describe('/api/opportunities: params and permissions', () => {
  it('needs a producer or an administrator', async () => {
    expectError(await call('GET', '/api/opportunities'), 401, 'AUTH_REQUIRED');
    const viewer = await quickUser();
    expectError(await list(viewer.token), 403, 'FORBIDDEN');
  });

  it('refuses a bad filter, sort or range naming it (translated), never a 500', async () => {
    expectError(await list(a.token, { state: 'lost' }), 422, 'VALIDATION_ERROR', 'filter.state');
    expectError(await list(a.token, { from: 'yesterday' }), 422, 'VALIDATION_ERROR', 'filter.from');
    const unknown = await list(a.token, { email: 'x@y.z' });
    expectError(unknown, 422, 'VALIDATION_ERROR');
    expect(unknown.body.error.message).toContain('email');
    expectError(await list(a.token, {}, '&sort=["email","ASC"]'), 422, 'VALIDATION_ERROR', 'sort.0');
    const res = await call('GET', '/api/opportunities?range=[5,1]', { token: a.token, lang: 'en' });
    expectError(res, 422, 'VALIDATION_ERROR', 'range');
    expect(res.body.error.message).toMatch(/^Please check the data: range/);
  });
});

describe('/api/opportunities: behaviour', () => {
  it('shows an abandoned checkout with the email of a buyer who accepted promotions', async () => {
    const buyer = await consenting('a');
    const orderId = await startCheckout(buyer, show);
    const res = await list(a.token, { productId: show.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = res.body.find((r: { orderId: number }) => r.orderId === orderId);
    expect(row).toMatchObject({
      state: 'pending',
      productId: show.id,
      product: { title: show.title },
      channelId: a.channel.id,
      amount: expect.any(Number),
      currency: 'EUR',
      contactable: true,
      email: buyer.user.email,
      name: 'Clara Promos a',
    });
    expect(res.headers.get('content-range')).toMatch(/^opportunities 0-\d+\/\d+$/);
  });

  it('hides the email and name of a buyer without promo consent, and a search cannot find them', async () => {
    const buyer = await quickUser('USER', { name: 'Sin', surname: 'Permiso' });
    const orderId = await startCheckout(buyer, show);
    const rows = (await list(a.token, { productId: show.id })).body;
    const row = rows.find((r: { orderId: number }) => r.orderId === orderId);
    expect(row).toMatchObject({ contactable: false, email: null, name: null, state: 'pending' });
    expect(JSON.stringify(rows)).not.toContain(buyer.user.email);
    expect((await list(a.token, { q: buyer.user.email })).body).toEqual([]);
    expect((await list(a.token, { q: 'Permiso' })).body).toEqual([]);
    // Searching the product title still finds the row (without the email).
    const byTitle = (await list(a.token, { q: show.title })).body;
    expect(byTitle.map((r: { orderId: number }) => r.orderId)).toContain(orderId);
  });

  it('a consenting buyer is found by email; the email appears once consent is given', async () => {
    const buyer = await quickUser();
    const orderId = await startCheckout(buyer, show);
    expect((await list(a.token, { q: buyer.user.email })).body).toEqual([]);
    await buyer.user.update({ promoConsent: true });
    const found = (await list(a.token, { q: buyer.user.email })).body;
    expect(found.map((r: { orderId: number; email: string }) => [r.orderId, r.email])).toEqual([
      [orderId, buyer.user.email],
    ]);
  });

  it('a paid checkout is no opportunity, nor an abandoned one the buyer paid afterwards', async () => {
    const payer = await consenting('paid');
    await buyWithDemo(payer.token, show.id);
    const later = await consenting('later');
    const first = await startCheckout(later, show);
    await call('POST', `/api/payments/demo/${first}/fail`, { token: later.token });
    await buyWithDemo(later.token, show.id);
    const emails = (await list(a.token, { productId: show.id }, '&range=[0,499]')).body.map(
      (r: { email: string | null }) => r.email,
    );
    expect(emails).not.toContain(payer.user.email);
    expect(emails).not.toContain(later.user.email);
  });

  it("another organizer's abandoned checkouts are not shown; an admin sees every organizer's", async () => {
    const buyer = await consenting('other');
    const orderId = await startCheckout(buyer, otherShow);
    const mine = (await list(a.token, {}, '&range=[0,499]')).body.map((r: { orderId: number }) => r.orderId);
    expect(mine).not.toContain(orderId);
    expect((await list(a.token, { productId: otherShow.id })).body).toEqual([]);
    expect((await list(a.token, { channelId: b.channel.id })).body).toEqual([]);
    const theirs = (await list(b.token, { productId: otherShow.id })).body;
    expect(theirs.map((r: { orderId: number }) => r.orderId)).toEqual([orderId]);
    const all = (await list(admin.token, { productId: otherShow.id })).body;
    expect(all.map((r: { orderId: number }) => r.orderId)).toEqual([orderId]);
  });

  it('one row per buyer and product: the latest attempt, pending, expired or failed', async () => {
    const product = await createProduct(a.channel);
    const buyer = await consenting('states');
    const first = await startCheckout(buyer, product);
    const second = await startCheckout(buyer, product); // supersedes the first
    let rows = (await list(a.token, { productId: product.id })).body;
    expect(rows.map((r: { orderId: number }) => r.orderId)).toEqual([second]);
    expect(first).not.toBe(second);

    // Left on the payment page for two days: expired.
    await connectionOf(Order).query(
      `UPDATE orders SET created_at = now() - interval '2 days' WHERE id = $1`,
      { bind: [second], type: QueryTypes.UPDATE },
    );
    rows = (await list(a.token, { productId: product.id })).body;
    expect(rows.map((r: { state: string }) => r.state)).toEqual(['expired']);
    expect((await list(a.token, { productId: product.id, state: 'pending' })).body).toEqual([]);
    expect((await list(a.token, { productId: product.id, state: 'expired' })).body).toHaveLength(1);

    const failer = await consenting('failed');
    const failed = await startCheckout(failer, product);
    await call('POST', `/api/payments/demo/${failed}/fail`, { token: failer.token });
    const onlyFailed = (await list(a.token, { productId: product.id, state: 'failed' })).body;
    expect(onlyFailed.map((r: { orderId: number }) => r.orderId)).toEqual([failed]);
  });

  it('filters by checkout date and sorts by amount', async () => {
    const product = await createProduct(a.channel, { netPrice: 1818, tax: 182, totalPrice: 2000 });
    const cheap = await createProduct(a.channel);
    const buyer = await consenting('dates');
    const old = await startCheckout(buyer, product);
    await startCheckout(buyer, cheap);
    await connectionOf(Order).query(`UPDATE orders SET created_at = '2025-03-10T12:00:00Z' WHERE id = $1`, {
      bind: [old],
      type: QueryTypes.UPDATE,
    });
    const inMarch = (await list(a.token, { from: '2025-03-10', to: '2025-03-10' })).body;
    expect(inMarch.map((r: { orderId: number }) => r.orderId)).toEqual([old]);
    expect((await list(a.token, { from: '2025-03-11', to: '2025-03-31' })).body).toEqual([]);
    const sorted = (
      await list(a.token, { q: 'Clara' }, `&sort=${encodeURIComponent('["amount","DESC"]')}&range=[0,499]`)
    ).body.map((r: { amount: number }) => r.amount);
    expect(sorted).toEqual([...sorted].sort((x, y) => y - x));
    expect(sorted.length).toBeGreaterThan(1);
  });
});
