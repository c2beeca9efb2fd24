import { beforeAll, describe, expect, it } from 'vitest';
import { Order, type Product, ProductAccess, type User } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import {
  buyWithDemo,
  createProduct,
  createSession,
  producerWithChannel,
  quickUser,
} from './helpers/commerce.ts';

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
  });
  return ProductAccess.create({
    userId: user.id,
    productId: product.id,
    source: 'purchase',
    orderId: order.id,
    ...extra,
  });
}

describe('GET /api/products/:id/access and my stuff', () => {
  it('answers the player', async () => {
    const { token, user } = await quickUser();
    const product = await createProduct(seller.channel);
    expect((await call('GET', `/api/products/${product.id}/access`)).body).toEqual({
      allowed: false,
      reason: 'sign_in',
      until: null,
      // Whether it has something to play: no file yet.
      media: { ready: false, availableAt: null },
    });
    expect((await call('GET', `/api/products/${product.id}/access`, { token })).body).toEqual({
      allowed: false,
      reason: 'no_ticket',
      until: null,
      media: { ready: false, availableAt: null },
    });
    await ticket(user, product);
    expect((await call('GET', `/api/products/${product.id}/access`, { token })).body).toEqual({
      allowed: true,
      reason: 'purchase',
      until: null,
      media: { ready: false, availableAt: null },
    });
    expectError(await call('GET', '/api/products/99999999/access', { token }), 404, 'NOT_FOUND');
    expectError(await call('GET', '/api/products/abc/access', { token }), 400, 'INVALID_PARAMETER', 'id');
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

describe('GET /api/me/products: every access answer of the page', () => {
  it('says for each ticket whether and why it opens, and counts past the last page', async () => {
    const viewer = await quickUser();
    const open = await createProduct(seller.channel);
    const expired = await createProduct(seller.channel);
    const revoked = await createProduct(seller.channel);
    const later = await createProduct(seller.channel, { type: 'live' });
    await createSession(later, { startsAt: new Date(Date.now() + 48 * 3600_000) });
    await ticket(viewer.user, open);
    await ticket(viewer.user, expired, { expiresAt: new Date(Date.now() - 1000) });
    await ticket(viewer.user, revoked, { revokedAt: new Date() });
    await ticket(viewer.user, later);
    const res = await call('GET', '/api/me/products', { token: viewer.token });
    expect(res.headers.get('content-range')).toBe('products 0-3/4');
    const access = Object.fromEntries(
      (res.body as { productId: number; access: { reason: string; allowed: boolean } }[]).map((r) => [
        r.productId,
        r.access,
      ]),
    );
    expect(access[open.id]).toMatchObject({ allowed: true, reason: 'purchase' });
    expect(access[expired.id]).toMatchObject({ allowed: false, reason: 'expired' });
    expect(access[revoked.id]).toMatchObject({ allowed: false, reason: 'revoked' });
    expect(access[later.id]).toMatchObject({ allowed: false, reason: 'not_yet' });
    expect(res.body[0].product.channel).toEqual({
      id: seller.channel.id,
      title: seller.channel.title,
      localized: { lang: 'es', title: seller.channel.title },
    });

    // The channel's owner holding a ticket of their own channel: always open.
    const own = await ticket(seller.user, expired, { expiresAt: new Date(Date.now() - 1000) });
    const mine = await call('GET', '/api/me/products', { token: seller.token });
    expect(mine.body.find((r: { id: number }) => r.id === own.id).access).toMatchObject({
      allowed: true,
      reason: 'owner',
    });

    const past = await call('GET', `/api/me/products?range=${encodeURIComponent('[10,19]')}`, {
      token: viewer.token,
    });
    expect(past.body).toEqual([]);
    expect(past.headers.get('content-range')).toMatch(/\/4$/);
  });
});
