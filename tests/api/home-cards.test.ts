import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/client.ts';
import { createProduct, createSession, producerWithChannel } from './helpers/commerce.ts';
import { adminToken } from './helpers/settings.ts';

// Home cards (issue 11) show a product's type, the price in force (or free) and its next date.
describe('GET /api/home: what a product card shows', () => {
  let saved: unknown;
  beforeAll(async () => {
    saved = (await call('GET', '/api/config/theme/home')).body;
  });
  afterAll(async () => {
    if (saved) await call('PUT', '/api/config/theme/home', { token: await adminToken(), body: saved });
  });

  it('type, plan, the price in force (offer included) and the next session still to start', async () => {
    const seller = await producerWithChannel();
    const hour = 3600_000;
    const offer = await createProduct(seller.channel, {
      type: 'live',
      offerNet: 455,
      offerTax: 45,
      offerTotal: 500,
      offerFrom: new Date(Date.now() - hour),
      offerUntil: new Date(Date.now() + 24 * hour),
    });
    await createSession(offer, { startsAt: new Date(Date.now() - 2 * hour) });
    const next = await createSession(offer, { startsAt: new Date(Date.now() + 48 * hour) });
    await createSession(offer, { startsAt: new Date(Date.now() + 96 * hour) });
    const free = await createProduct(seller.channel, { plan: 'free', netPrice: 0, tax: 0, totalPrice: 0 });
    const put = await call('PUT', '/api/config/theme/home', {
      token: await adminToken(),
      body: {
        sections: [
          { id: 'cards', type: 'productSlider', title: { es: 'Tarjetas' }, ids: [offer.id, free.id] },
        ],
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    const home = await call('GET', '/api/home');
    const [a, b] = home.body.sections[0].items;
    expect(a).toMatchObject({
      type: 'live',
      plan: 'paid',
      totalPrice: 1000,
      currentPrice: { total: 500, currency: 'EUR', offer: true },
      nextDate: next.startsAt.toISOString(),
    });
    expect(b).toMatchObject({
      type: 'vod',
      plan: 'free',
      currentPrice: { total: 0, currency: 'EUR', offer: false },
      nextDate: null,
    });
  });
  it('leaves out the products and the channel of a channel that is no longer published, until it is again', async () => {
    const seller = await producerWithChannel();
    const product = await createProduct(seller.channel);
    const put = await call('PUT', '/api/config/theme/home', {
      token: await adminToken(),
      body: {
        sections: [
          { id: 'cards', type: 'productSlider', title: { es: 'Tarjetas' }, ids: [product.id] },
          { id: 'pick', type: 'featuredChannel', itemId: seller.channel.id },
        ],
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const ids = async () =>
      ((await call('GET', '/api/home')).body.sections as { items: { id: number }[] }[]).map((s) =>
        s.items.map((i) => i.id),
      );
    expect(await ids()).toEqual([[product.id], [seller.channel.id]]);
    for (const status of ['revision', 'draft', 'banned', 'private'] as const) {
      await seller.channel.update({ status });
      expect(await ids(), status).toEqual([[], []]);
    }
    await seller.channel.update({ status: 'published' });
    expect(await ids()).toEqual([[product.id], [seller.channel.id]]);
  });
});
