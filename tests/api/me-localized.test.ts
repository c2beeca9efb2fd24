import { beforeAll, describe, expect, it } from 'vitest';
import { type Channel, type Product, Subscription } from '../../models/index.ts';
import { call } from './helpers/client.ts';
import { buyWithDemo, createProduct, producerWithChannel, quickUser } from './helpers/commerce.ts';

/**
 * My stuff speaks the visitor's language (issue 11): product and channel titles come `localized` in the
 * language asked (Accept-Language, ?lang=, else the user's own), falling back to the row's own text.
 */
type Titled = { title: string; localized: { lang: string; title: string } };

let channel: Channel;
let product: Product;
let untranslated: Product;

beforeAll(async () => {
  ({ channel } = await producerWithChannel({
    title: 'Orquesta de prueba',
    language: 'es',
    translations: { en: { title: 'Test Orchestra' }, pt: { title: 'Orquestra de teste' } },
  } as Partial<Channel>));
  product = await createProduct(channel, {
    title: 'Concierto de prueba',
    language: 'es',
    translations: { en: { title: 'Test concert' }, pt: { title: 'Concerto de teste' } },
  });
  untranslated = await createProduct(channel, { title: 'Solo en español', language: 'es' });
});

describe('my stuff in the visitor language', () => {
  it('localizes product and channel titles of my products, keeping the own ones beside', async () => {
    const { token } = await quickUser();
    await buyWithDemo(token, product.id);
    await buyWithDemo(token, untranslated.id);
    type Row = { productId: number; product: Titled & { channel: Titled } };
    const titles = async (opts: { lang?: string; query?: string } = {}) => {
      const res = await call('GET', `/api/me/products${opts.query ?? ''}`, { token, lang: opts.lang });
      expect(res.status).toBe(200);
      return Object.fromEntries(
        (res.body as Row[]).map((r) => [
          r.productId,
          [r.product.localized.title, r.product.channel.localized.title],
        ]),
      );
    };
    expect(await titles({ lang: 'en' })).toEqual({
      [product.id]: ['Test concert', 'Test Orchestra'],
      [untranslated.id]: ['Solo en español', 'Test Orchestra'],
    });
    expect(await titles({ lang: 'pt' })).toEqual({
      [product.id]: ['Concerto de teste', 'Orquestra de teste'],
      [untranslated.id]: ['Solo en español', 'Orquestra de teste'],
    });
    expect((await titles({ query: '?lang=en' }))[product.id]).toEqual(['Test concert', 'Test Orchestra']);
    // Without a language asked: the user's own (es), which is the row's own text.
    expect((await titles())[product.id]).toEqual(['Concierto de prueba', 'Orquesta de prueba']);
    const en = await call('GET', '/api/me/products', { token, lang: 'en' });
    expect(en.body[0].product).toMatchObject({ title: expect.any(String), localized: { lang: 'en' } });
  });

  it('follows the user language when the request names none', async () => {
    const { token } = await quickUser('USER', { language: 'en' });
    await buyWithDemo(token, product.id);
    const res = await call('GET', '/api/me/products', { token });
    expect(res.body[0].product.localized).toEqual({ lang: 'en', title: 'Test concert' });
  });

  it('localizes the titles of my orders', async () => {
    const { token } = await quickUser();
    const orderId = await buyWithDemo(token, product.id);
    const res = await call('GET', '/api/me/orders', { token, lang: 'en' });
    const order = res.body.find((o: { id: number }) => o.id === orderId);
    expect(order.items[0].product).toMatchObject({
      id: product.id,
      title: 'Concierto de prueba',
      localized: { lang: 'en', title: 'Test concert' },
    });
  });

  it('localizes the channel of my subscriptions', async () => {
    const { token, user } = await quickUser();
    await Subscription.create({
      userId: user.id,
      channelId: channel.id,
      provider: 'demo',
      price: 500,
    });
    const res = await call('GET', '/api/me/subscriptions', { token, lang: 'pt' });
    expect(res.body[0].channel).toMatchObject({
      id: channel.id,
      title: 'Orquesta de prueba',
      localized: { lang: 'pt', title: 'Orquestra de teste' },
    });
  });

  it('refuses a language it does not speak', async () => {
    const { token } = await quickUser();
    const res = await call('GET', '/api/me/products?lang=fr', { token });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
  });
});
