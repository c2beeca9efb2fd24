import { describe, expect, it } from 'vitest';
import { expectError } from './helpers/assert.ts';
import { createProduct, producerWithChannel } from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';

describe('/api/products: prices', () => {
  it('splits a total with a tax rate (the 10% example) and keeps cents whole', async () => {
    const { token, channel } = await producerWithChannel();
    const make = (body: object) => createProduct(token, { channelId: channel.id, ...body });
    expect(await make({ totalPrice: 1100, taxRate: 10 })).toMatchObject({
      netPrice: 1000,
      tax: 100,
      totalPrice: 1100,
    });
    expect(await make({ totalPrice: 1000, taxRate: 10 })).toMatchObject({
      netPrice: 909,
      tax: 91,
      totalPrice: 1000,
    });
    expect(await make({ netPrice: 1000, taxRate: 21 })).toMatchObject({
      netPrice: 1000,
      tax: 210,
      totalPrice: 1210,
    });
    expect(await make({ netPrice: 1000, tax: 100 })).toMatchObject({ totalPrice: 1100 });
    expect(await make({ netPrice: 1000, tax: 100, totalPrice: 1100 })).toMatchObject({ totalPrice: 1100 });
    expect(await make({ totalPrice: 1500, tax: 500 })).toMatchObject({ netPrice: 1000 });
    const product = await make({ totalPrice: 1100, taxRate: 10 });
    const put = await call('PUT', `/api/products/${product.id}`, {
      token,
      body: { ...product, totalPrice: 2200, taxRate: 10 },
    });
    expect(put.body).toMatchObject({ netPrice: 2000, tax: 200, totalPrice: 2200 });
  });

  it('keeps free products at zero and refuses a price on them', async () => {
    const { token, channel } = await producerWithChannel();
    const free = await createProduct(token, { channelId: channel.id, plan: 'free' });
    expect(free).toMatchObject({ plan: 'free', totalPrice: 0, currentPrice: { total: 0 } });
    expectError(
      await call('PUT', `/api/products/${free.id}`, { token, body: { totalPrice: 500, taxRate: 10 } }),
      422,
      'FREE_PRODUCT_HAS_PRICE',
      'totalPrice',
    );
    const paid = await createProduct(token, { channelId: channel.id, totalPrice: 1100, taxRate: 10 });
    const res = await call('PUT', `/api/products/${paid.id}`, { token, body: { plan: 'free' } });
    expect(res.body).toMatchObject({ plan: 'free', netPrice: 0, tax: 0, totalPrice: 0 });
  });

  it('charges the offer inside its window only', async () => {
    const { token, channel } = await producerWithChannel();
    const day = 86_400_000;
    const open = await createProduct(token, {
      channelId: channel.id,
      totalPrice: 2200,
      taxRate: 10,
      offerTotal: 1100,
      offerFrom: new Date(Date.now() - day).toISOString(),
      offerUntil: new Date(Date.now() + day).toISOString(),
    });
    expect(open).toMatchObject({ offerNet: 1000, offerTax: 100, offerTotal: 1100 });
    expect(open.currentPrice).toEqual({ net: 1000, tax: 100, total: 1100, currency: 'EUR', offer: true });
    const later = await call('PUT', `/api/products/${open.id}`, {
      token,
      body: {
        offerFrom: new Date(Date.now() + day).toISOString(),
        offerUntil: new Date(Date.now() + 2 * day).toISOString(),
      },
    });
    expect(later.body.currentPrice).toMatchObject({ total: 2200, offer: false });
    const cleared = await call('PUT', `/api/products/${open.id}`, { token, body: { offerTotal: null } });
    expect(cleared.body).toMatchObject({ offerNet: null, offerTax: null, offerTotal: null });
    expectError(
      await call('PUT', `/api/products/${open.id}`, {
        token,
        body: { offerNet: 1000, offerTax: 100, offerTotal: 1200 },
      }),
      422,
      'VALIDATION_ERROR',
      'offerTotal',
    );
  });
});
