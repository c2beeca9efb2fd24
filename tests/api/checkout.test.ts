import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_UNPAID_ORDERS_PER_HOUR } from '../../api/src/commerce/services/checkout.ts';
import { Coupon, Order, type Product, ProductAccess, Sale } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { checkoutBody, createProduct, producerWithChannel, quickUser } from './helpers/commerce.ts';

let seller: Awaited<ReturnType<typeof producerWithChannel>>;
beforeAll(async () => {
  seller = await producerWithChannel();
});

const post = (token: string | undefined, body: unknown, lang?: string) =>
  call('POST', '/api/checkout', { token, body, lang });

describe('POST /api/checkout: params and permissions', () => {
  it('needs a signed-in user', async () => {
    const product = await createProduct(seller.channel);
    expectError(await post(undefined, checkoutBody(product.id)), 401, 'AUTH_REQUIRED');
  });

  it('refuses a malformed body naming the field', async () => {
    const { token } = await quickUser();
    expectError(await post(token, { termsAccepted: true }), 422, 'VALIDATION_ERROR', 'productId');
    expectError(
      await post(token, checkoutBody(1, { supportCents: -5 })),
      422,
      'VALIDATION_ERROR',
      'supportCents',
    );
    expectError(
      await post(token, checkoutBody(1, { provider: 'paypal' })),
      422,
      'VALIDATION_ERROR',
      'provider',
    );
    expectError(await post(token, checkoutBody(1, { country: 'Spain' })), 422, 'VALIDATION_ERROR', 'country');
    expectError(await post(token, checkoutBody(1, { price: 0 })), 422, 'VALIDATION_ERROR', 'price');
  });

  it('requires the terms to be accepted (spec 5), in the three languages', async () => {
    const { token } = await quickUser();
    const product = await createProduct(seller.channel);
    const messages: Record<string, string> = {
      en: 'You must accept the terms to buy',
      es: 'Debes aceptar las condiciones para comprar',
      pt: 'Tem de aceitar as condições para comprar',
    };
    for (const [lang, message] of Object.entries(messages)) {
      const res = await post(token, { productId: product.id, termsAccepted: false }, lang);
      expectError(res, 422, 'TERMS_NOT_ACCEPTED');
      expect(res.body.error.message).toBe(message);
    }
    expectError(await post(token, { productId: product.id }), 422, 'TERMS_NOT_ACCEPTED');
    expect(await Order.count({ where: { userId: (await quickUser()).user.id } })).toBe(0);
  });

  it('answers 404 for a product that does not exist', async () => {
    const { token } = await quickUser();
    expectError(await post(token, checkoutBody(99_999_999)), 404, 'NOT_FOUND');
  });
});

describe('POST /api/checkout: what can be bought', () => {
  const day = 86400_000;
  it.each<[string, Partial<Product>]>([
    [
      'past its sale end date',
      { saleEndAt: new Date(Date.now() - day), saleStartAt: new Date(Date.now() - 3 * day) },
    ],
    ['before its sale start', { saleStartAt: new Date(Date.now() + day) }],
    ['not published (draft)', { status: 'draft' }],
    ['private, without a code', { status: 'private' }],
    ['past its expiration date', { expirationDate: new Date(Date.now() - day) }],
  ])('a product %s answers PRODUCT_NOT_PURCHASABLE', async (_label, extra) => {
    const { token, user } = await quickUser();
    const product = await createProduct(seller.channel, extra);
    const res = await post(token, checkoutBody(product.id), 'en');
    expectError(res, 409, 'PRODUCT_NOT_PURCHASABLE');
    expect(res.body.error.message).toBe('Product can no longer be purchased');
    expect(await Order.count({ where: { userId: user.id } })).toBe(0);
  });

  it('a free product gives access at once: order provider free, no payment', async () => {
    const { token, user } = await quickUser();
    const product = await createProduct(seller.channel, { plan: 'free', netPrice: 0, tax: 0, totalPrice: 0 });
    const res = await post(token, checkoutBody(product.id));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 'paid', provider: 'free', total: 0 });
    const order = await Order.findByPk(res.body.orderId);
    expect(order).toMatchObject({ status: 'paid', provider: 'free', total: 0, invoiceNumber: null });
    const access = await ProductAccess.findByUserAndProduct(user.id, product.id);
    expect(access).toMatchObject({ source: 'free', orderId: order?.id });
    const sale = await Sale.findOne({ where: { orderId: order?.id } });
    expect(sale).toMatchObject({ amount: 0, feePlatform: 0, feeFixed: 0, organizerAmount: 0 });
    expectError(await post(token, checkoutBody(product.id)), 409, 'ALREADY_OWNED');
  });

  it('a 100% coupon gives access at once and takes the coupon use', async () => {
    const { token, user } = await quickUser();
    const product = await createProduct(seller.channel);
    const coupon = await Coupon.create({
      productId: product.id,
      code: `FULL${Date.now()}`,
      discountPercent: 100,
      quantity: 5,
      createdBy: seller.user.id,
    });
    const res = await post(token, checkoutBody(product.id, { couponCode: coupon.code.toLowerCase() }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 'paid', provider: 'free' });
    expect(await ProductAccess.findByUserAndProduct(user.id, product.id)).toMatchObject({
      source: 'coupon',
      couponId: coupon.id,
    });
    await coupon.reload();
    expect(coupon.redeemedCount).toBe(1);
  });

  it('a private product can be bought with a code for it', async () => {
    const { token } = await quickUser();
    const product = await createProduct(seller.channel, { status: 'private' });
    const code = await Coupon.create({
      productId: product.id,
      kind: 'code',
      code: `PRIV${Date.now()}`,
      discountPercent: 50,
      createdBy: seller.user.id,
    });
    const res = await post(token, checkoutBody(product.id, { couponCode: code.code, provider: 'demo' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // 50% of 10.00 + the 0.45 fee paid by the buyer
    expect(res.body).toMatchObject({ status: 'pending', provider: 'demo', total: 545 });
  });
});

describe('unpaid orders per buyer', () => {
  it('refuses a sixth unpaid order, also when twelve checkouts arrive at once', async () => {
    const seller = await producerWithChannel();
    const products = await Promise.all(Array.from({ length: 12 }, () => createProduct(seller.channel)));
    const buyer = await quickUser();
    const answers = await Promise.all(
      products.map((p) => post(buyer.token, checkoutBody(p.id, { provider: 'demo' }), 'en')),
    );
    const created = answers.filter((r) => r.status === 201);
    expect(created).toHaveLength(5);
    for (const r of answers.filter((a) => a.status !== 201)) {
      expectError(r, 409, 'TOO_MANY_PENDING_ORDERS');
      expect(r.body.error.message).toBe(
        'You already have 5 orders waiting for payment. Pay one of them in My stuff, or try again tomorrow',
      );
    }
    expect(await Order.count({ where: { userId: buyer.user.id, status: 'pending' } })).toBe(5);

    const waiting = products.filter((_, i) => answers[i].status === 201);
    const refused = products.filter((_, i) => answers[i].status !== 201);
    const orderOf = (p: (typeof products)[number]) => answers[products.indexOf(p)].body.orderId as number;

    // A retry of a product already waiting replaces its order instead of adding one...
    expect((await post(buyer.token, checkoutBody(waiting[0].id, { provider: 'demo' }))).status).toBe(201);
    // ...paying one frees a place...
    const paid = await call('POST', `/api/payments/demo/${orderOf(waiting[1])}/confirm`, {
      token: buyer.token,
    });
    expect(paid.status).toBe(200);
    expect((await post(buyer.token, checkoutBody(refused[0].id, { provider: 'demo' }))).status).toBe(201);
    expectError(
      await post(buyer.token, checkoutBody(refused[1].id, { provider: 'demo' })),
      409,
      'TOO_MANY_PENDING_ORDERS',
    );
    // ...and an abandoned order stops counting after a day.
    await Order.update(
      { createdAt: new Date(Date.now() - 25 * 3600_000) },
      { where: { id: orderOf(waiting[2]) }, silent: true },
    );
    expect((await post(buyer.token, checkoutBody(refused[1].id, { provider: 'demo' }))).status).toBe(201);
  });
});

describe('orders one buyer can write', () => {
  it('200 parallel checkouts of one product write at most 20 orders, each answered 201 or 429', async () => {
    const seller = await producerWithChannel();
    const product = await createProduct(seller.channel);
    const buyer = await quickUser();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        post(buyer.token, checkoutBody(product.id, { provider: 'demo' }), 'en'),
      ),
    );
    const statuses = new Map<number, number>();
    for (const r of answers) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    expect([...statuses.keys()].sort()).toEqual([201, 429]);
    expect(statuses.get(201)).toBe(MAX_UNPAID_ORDERS_PER_HOUR);
    const refused = answers.find((r) => r.status === 429);
    expectError(refused as (typeof answers)[number], 429, 'TOO_MANY_CHECKOUTS');
    expect(refused?.body.error.message).toMatch(
      /^Too many payments started in the last hour\. Please try again in (60|59) minutes$/,
    );
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(3500);
    // Every row is one of the 20: the superseded ones are counted, so retries cannot add more.
    expect(await Order.count({ where: { userId: buyer.user.id } })).toBe(MAX_UNPAID_ORDERS_PER_HOUR);
    expect(await Order.count({ where: { userId: buyer.user.id, status: 'pending' } })).toBe(1);

    // An hour later the window has moved on.
    await Order.update(
      { createdAt: new Date(Date.now() - 61 * 60_000) },
      { where: { userId: buyer.user.id }, silent: true },
    );
    expect((await post(buyer.token, checkoutBody(product.id, { provider: 'demo' }))).status).toBe(201);
  }, 120_000);
});
