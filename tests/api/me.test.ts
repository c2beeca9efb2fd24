import { beforeAll, describe, expect, it } from 'vitest';
import { Order, type Product, ProductAccess, type User } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { buyWithDemo, createProduct, producerWithChannel, quickUser } from './helpers/commerce.ts';

let seller: Awaited<ReturnType<typeof producerWithChannel>>;
beforeAll(async () => {
  seller = await producerWithChannel();
});

const _HOUR = 3600_000;

async function ticket(user: User, product: Product, extra: Partial<ProductAccess> = {}) {
  const order = await Order.create({
    userId: user.id,
    channelId: product.channelId,
    provider: 'free',
    total: 0,
    termsAcceptedAt: new Date(),
  } as never);
  return ProductAccess.create({
    userId: user.id,
    productId: product.id,
    source: 'purchase',
    orderId: order.id,
    ...extra,
  } as never);
}

describe('GET /api/products/:id/access and my stuff', () => {
  it('answers the player', async () => {
    const { token, user } = await quickUser();
    const product = await createProduct(seller.channel);
    expect((await call('GET', `/api/products/${product.id}/access`)).body).toEqual({
      allowed: false,
      reason: 'sign_in',
      until: null,
    });
    expect((await call('GET', `/api/products/${product.id}/access`, { token })).body).toEqual({
      allowed: false,
      reason: 'no_ticket',
      until: null,
    });
    await ticket(user, product);
    expect((await call('GET', `/api/products/${product.id}/access`, { token })).body).toEqual({
      allowed: true,
      reason: 'purchase',
      until: null,
    });
    expectError(await call('GET', '/api/products/99999999/access', { token }), 404, 'NOT_FOUND');
    expectError(await call('GET', '/api/products/abc/access', { token }), 422, 'VALIDATION_ERROR', 'id');
  });

  it('lists my products and my orders with the access answer and the invoice', async () => {
    const { token } = await quickUser();
    const product = await createProduct(seller.channel, { expirationHours: 24 });
    const orderId = await buyWithDemo(token, product.id);
    const products = await call('GET', '/api/me/products', { token });
    expect(products.headers.get('content-range')).toBe('products 0-0/1');
    expect(products.body[0]).toMatchObject({
      productId: product.id,
      source: 'purchase',
      orderId,
      product: { slug: product.slug },
      access: { allowed: true, reason: 'purchase' },
    });
    const orders = await call('GET', '/api/me/orders', { token });
    expect(orders.body[0]).toMatchObject({
      id: orderId,
      status: 'paid',
      total: 1045,
      invoiceUrl: `/api/orders/${orderId}/invoice`,
    });
    expect(orders.body[0].items[0]).toMatchObject({ productId: product.id, access: { allowed: true } });
    expectError(await call('GET', '/api/me/products'), 401, 'AUTH_REQUIRED');
  });
});
