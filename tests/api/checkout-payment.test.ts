import { beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '../../api/src/env.ts';
import {
  Coupon,
  EmailLog,
  Order,
  OrderItem,
  ProductAccess,
  ProductSession,
  Sale,
} from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import {
  buyWithDemo,
  checkoutBody,
  createProduct,
  createSession,
  producerWithChannel,
  quickUser,
  withMediaPay,
} from './helpers/commerce.ts';

let seller: Awaited<ReturnType<typeof producerWithChannel>>;
beforeAll(async () => {
  seller = await producerWithChannel();
});

const post = (token: string | undefined, body: unknown, lang?: string) =>
  call('POST', '/api/checkout', { token, body, lang });

describe('POST /api/checkout: paid products', () => {
  it('creates a pending order with its item and answers the demo page to pay on', async () => {
    const { token, user } = await quickUser();
    const product = await createProduct(seller.channel);
    const res = await post(token, checkoutBody(product.id, { supportCents: 500, country: 'pt' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', provider: 'demo', total: 1545, currency: 'EUR' });
    expect(res.body.redirectUrl).toBe(`http://platea.test/payments/demo/${res.body.orderId}`);
    const order = await Order.findByPk(res.body.orderId, { include: [{ model: OrderItem, as: 'items' }] });
    expect(order).toMatchObject({
      status: 'pending',
      provider: 'demo',
      total: 1545,
      supportAmount: 500,
      country: 'PT',
      userId: user.id,
    });
    expect(order?.items?.map((i) => [i.productId, i.unitNet, i.unitTax, i.unitTotal])).toEqual([
      [product.id, 909, 91, 1000],
    ]);
    expect(await ProductAccess.findByUserAndProduct(user.id, product.id)).toBeNull();

    const paid = await call('POST', `/api/payments/demo/${order?.id}/confirm`, { token });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({
      status: 'paid',
      redirectUrl: 'http://platea.test/mystuff/products?payment=ok',
    });
    await order?.reload();
    expect(order?.status).toBe('paid');
    expect(order?.invoiceSeries).toBe(`F${new Date().getUTCFullYear()}`);
    expect(order?.invoiceNumber).toBeGreaterThan(0);
    expect(await ProductAccess.findByUserAndProduct(user.id, product.id)).toMatchObject({
      source: 'purchase',
    });
    const sale = await Sale.findOne({ where: { orderId: order?.id } });
    // 10.00 ticket + 5.00 support: 9% of 15.00 = 1.35; the 0.45 is paid by the buyer on top.
    expect(sale).toMatchObject({
      amount: 1000,
      support: 500,
      feePlatform: 135,
      feeFixed: 45,
      organizerAmount: 1365,
      country: 'PT',
    });
    expectError(await post(token, checkoutBody(product.id)), 409, 'ALREADY_OWNED');

    // The buyer gets one receipt in their language, pointing at my stuff; confirming again sends none.
    await call('POST', `/api/payments/demo/${order?.id}/confirm`, { token });
    await vi.waitFor(async () =>
      expect(await EmailLog.count({ where: { toEmail: user.email, type: 'orderPaid' } })).toBe(1),
    );
    const receipt = await EmailLog.findOne({ where: { toEmail: user.email, type: 'orderPaid' } });
    expect(receipt?.subject).toBe('Pago recibido: tu pedido en Platea');
    expect(receipt?.links).toEqual(['http://platea.test/mystuff/orders']);
    // About the product's channel: its organizer follows the receipt in their email tracking.
    expect(receipt?.channelId).toBe(product.channelId);
  });

  it('sends no receipt for a failed payment', async () => {
    const { token, user } = await quickUser();
    const product = await createProduct(seller.channel);
    const res = await post(token, checkoutBody(product.id));
    expect((await call('POST', `/api/payments/demo/${res.body.orderId}/fail`, { token })).status).toBe(200);
    expect(await EmailLog.count({ where: { toEmail: user.email, type: 'orderPaid' } })).toBe(0);
  });

  it('with the fee on the organizer the buyer pays the price and the organizer bears the 0.45', async () => {
    const restore = await withMediaPay({ ticketFeePaidBy: 'organizer' });
    try {
      const { token } = await quickUser();
      const product = await createProduct(seller.channel);
      const res = await post(token, checkoutBody(product.id));
      expect(res.body.total).toBe(1000);
      await call('POST', `/api/payments/demo/${res.body.orderId}/confirm`, { token });
      const sale = await Sale.findOne({ where: { orderId: res.body.orderId } });
      expect(sale).toMatchObject({ amount: 1000, feePlatform: 90, feeFixed: 45, organizerAmount: 865 });
    } finally {
      await restore();
    }
  });

  it('a failed demo payment leaves no ticket and gives the coupon back', async () => {
    const { token, user } = await quickUser();
    const product = await createProduct(seller.channel);
    const coupon = await Coupon.create({
      productId: product.id,
      code: `HALF${Date.now()}`,
      discountPercent: 50,
      quantity: 1,
      createdBy: seller.user.id,
    });
    const res = await post(token, checkoutBody(product.id, { couponCode: coupon.code }));
    expect((await coupon.reload()).redeemedCount).toBe(1);
    const failed = await call('POST', `/api/payments/demo/${res.body.orderId}/fail`, { token });
    expect(failed.body).toMatchObject({ status: 'failed', redirectUrl: null });
    expect((await coupon.reload()).redeemedCount).toBe(0);
    expect(await ProductAccess.findByUserAndProduct(user.id, product.id)).toBeNull();
    expectError(
      await call('POST', `/api/payments/demo/${res.body.orderId}/confirm`, { token }),
      409,
      'ORDER_NOT_PENDING',
    );
  });

  it('a new checkout supersedes the pending one (one live checkout per user and product)', async () => {
    const { token, user } = await quickUser();
    const product = await createProduct(seller.channel);
    const first = await post(token, checkoutBody(product.id));
    const second = await post(token, checkoutBody(product.id));
    expect((await Order.findByPk(first.body.orderId))?.status).toBe('cancelled');
    expect((await Order.findByPk(second.body.orderId))?.status).toBe('pending');
    expectError(
      await call('POST', `/api/payments/demo/${first.body.orderId}/confirm`, { token }),
      409,
      'ORDER_NOT_PENDING',
    );
    await call('POST', `/api/payments/demo/${second.body.orderId}/confirm`, { token });
    expect(await ProductAccess.count({ where: { userId: user.id, productId: product.id } })).toBe(1);
  });

  it('only the buyer may confirm a demo order (others get 404)', async () => {
    const buyer = await quickUser();
    const other = await quickUser();
    const product = await createProduct(seller.channel);
    const res = await post(buyer.token, checkoutBody(product.id));
    expectError(
      await call('POST', `/api/payments/demo/${res.body.orderId}/confirm`, { token: other.token }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call('GET', `/api/payments/demo/${res.body.orderId}`, { token: other.token }),
      404,
      'NOT_FOUND',
    );
    const page = await call('GET', `/api/payments/demo/${res.body.orderId}`, { token: buyer.token });
    expect(page.body).toMatchObject({ id: res.body.orderId, status: 'pending', total: 1045, serviceFee: 45 });
  });

  it('the demo provider does not exist in production', async () => {
    const { token } = await quickUser();
    const product = await createProduct(seller.channel);
    const res = await post(token, checkoutBody(product.id));
    const previous = env.NODE_ENV;
    env.NODE_ENV = 'production';
    try {
      expectError(
        await post(token, checkoutBody(product.id, { provider: 'demo' })),
        422,
        'PAYMENT_PROVIDER_UNAVAILABLE',
      );
      expectError(
        await call('POST', `/api/payments/demo/${res.body.orderId}/confirm`, { token }),
        404,
        'SERVER_ERROR_NOT_FOUND',
      );
    } finally {
      env.NODE_ENV = previous;
    }
  });

  it('refuses a provider that is not configured', async () => {
    const { token } = await quickUser();
    const product = await createProduct(seller.channel);
    expectError(
      await post(token, checkoutBody(product.id, { provider: 'stripe' })),
      422,
      'PAYMENT_PROVIDER_UNAVAILABLE',
    );
    expectError(
      await post(token, checkoutBody(product.id, { provider: 'redsys' })),
      422,
      'PAYMENT_PROVIDER_UNAVAILABLE',
    );
  });
});

describe('POST /api/checkout: sessions (multi-date)', () => {
  it('needs a session of the product, and refuses a sold-out one', async () => {
    const { token } = await quickUser();
    const product = await createProduct(seller.channel, { multiDate: true, type: 'live' });
    const other = await createProduct(seller.channel);
    const session = await createSession(product, { capacity: 1 });
    const foreign = await createSession(other);
    expectError(await post(token, checkoutBody(product.id)), 422, 'VALIDATION_ERROR', 'sessionId');
    expectError(
      await post(token, checkoutBody(product.id, { sessionId: foreign.id })),
      422,
      'VALIDATION_ERROR',
      'sessionId',
    );
    const orderId = await buyWithDemo(token, product.id, { sessionId: session.id });
    expect((await session.reload()).ticketsSold).toBe(1);
    const sale = await Sale.findOne({ where: { orderId } });
    expect(sale?.eventAt?.toISOString()).toBe(session.startsAt.toISOString());
    const late = await quickUser();
    expectError(
      await post(late.token, checkoutBody(product.id, { sessionId: session.id })),
      409,
      'SESSION_SOLD_OUT',
    );
    const past = await ProductSession.create({
      productId: product.id,
      startsAt: new Date(Date.now() - 3600_000),
    });
    expectError(
      await post(late.token, checkoutBody(product.id, { sessionId: past.id })),
      409,
      'PRODUCT_NOT_PURCHASABLE',
    );
  });
});
