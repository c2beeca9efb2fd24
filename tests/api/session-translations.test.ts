import { beforeAll, describe, expect, it } from 'vitest';
import type { Channel } from '../../models/index.ts';
import { ProductSession } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { createProduct, producerWithChannel } from './helpers/commerce.ts';

/** A multi-date product's session titles follow the visitor's language (issue 11), like the product's. */
let seller: { token: string; channel: Channel };

beforeAll(async () => {
  seller = await producerWithChannel();
});

const addSession = (productId: number, body: Record<string, unknown>) =>
  call('POST', `/api/products/${productId}/sessions`, { token: seller.token, body });

describe('session title translations', () => {
  it('validates them: known languages, a title of at most 200 characters', async () => {
    const product = await createProduct(seller.channel, { status: 'draft', multiDate: true });
    const base = { startsAtLocal: '2031-05-01T20:00', title: 'Estreno' };
    expectError(
      await addSession(product.id, { ...base, translations: { fr: { title: 'Première' } } }),
      422,
      'VALIDATION_ERROR',
      'translations.fr',
    );
    expectError(
      await addSession(product.id, { ...base, translations: { en: { title: 'x'.repeat(201) } } }),
      422,
      'VALIDATION_ERROR',
      'translations.en.title',
    );
    expectError(
      await addSession(product.id, { ...base, translations: { en: { name: 'Opening' } } }),
      422,
      'VALIDATION_ERROR',
      'translations.en.name',
    );
    expect(await ProductSession.count({ where: { productId: product.id } })).toBe(0);
  });

  it('stores them and answers each session localized, falling back to its own title', async () => {
    const product = await createProduct(seller.channel, { status: 'draft', multiDate: true });
    const saved = await addSession(product.id, {
      startsAtLocal: '2031-05-01T20:00',
      title: 'Función de estreno',
      translations: { en: { title: 'Opening night' }, pt: { title: ' ' } },
    });
    expect(saved.status).toBe(201);
    // An empty translation is dropped: the own title stands in for it.
    expect(saved.body.translations).toEqual({ en: { title: 'Opening night' } });
    await addSession(product.id, { startsAtLocal: '2031-05-02T20:00', title: 'Segunda función' });
    await product.update({ status: 'published', publishedAt: new Date() });

    const titles = async (lang: string) => {
      const res = await call('GET', `/api/products/${product.id}/sessions`, { lang });
      expect(res.status).toBe(200);
      return res.body.map((s: { localized: { title: string } }) => s.localized.title);
    };
    expect(await titles('en')).toEqual(['Opening night', 'Segunda función']);
    expect(await titles('pt')).toEqual(['Función de estreno', 'Segunda función']);
    expect(await titles('es')).toEqual(['Función de estreno', 'Segunda función']);

    // The product page's answer carries the same.
    const page = await call('GET', `/api/products/by-slug/${product.slug}`, { lang: 'en' });
    expect(page.status).toBe(200);
    expect(page.body.sessions.map((s: { localized: { title: string } }) => s.localized.title)).toEqual([
      'Opening night',
      'Segunda función',
    ]);
  });
});
