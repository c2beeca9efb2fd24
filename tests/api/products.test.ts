import { describe, expect, it } from 'vitest';
import { productCardsSchema } from '../../api/src/shared/product-card.ts';
import { Category, Channel, PRODUCT_TYPES, ProductAccess } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import {
  approvedChannel,
  createProduct,
  list,
  producerWithChannel,
  publishedProduct,
  uid,
} from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { adminToken } from './helpers/settings.ts';
import { signedIn } from './helpers/users.ts';

describe('/api/products: permissions', () => {
  it('answers 401 to anonymous writers and 403 to plain users', async () => {
    const owner = await producerWithChannel();
    const product = await createProduct(owner.token, { channelId: owner.channel.id });
    const user = await signedIn('USER');
    const writes: [string, string, unknown?][] = [
      ['POST', '/api/products', { type: 'vod', title: 'x' }],
      ['PUT', `/api/products/${product.id}`, { title: 'x' }],
      ['DELETE', `/api/products/${product.id}`],
      ['POST', `/api/products/${product.id}/sessions`, { startsAtLocal: '2030-01-01T20:00' }],
    ];
    for (const [method, path, body] of writes) {
      expectError(await call(method, path, { body }), 401, 'AUTH_REQUIRED');
      expectError(await call(method, path, { body, token: user.token }), 403, 'FORBIDDEN');
    }
  });

  it("hides another producer's products (404) and refuses their channel as channelId", async () => {
    const owner = await producerWithChannel();
    const other = await producerWithChannel();
    const draft = await createProduct(owner.token, { channelId: owner.channel.id });
    const token = other.token;
    expectError(await call('GET', `/api/products/${draft.id}`, { token }), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/products/by-slug/${draft.slug}`, { token }), 404, 'NOT_FOUND');
    expectError(
      await call('PUT', `/api/products/${draft.id}`, { token, body: { title: 'x' } }),
      404,
      'NOT_FOUND',
    );
    expectError(await call('DELETE', `/api/products/${draft.id}`, { token }), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/products/${draft.id}/sessions`, { token }), 404, 'NOT_FOUND');
    expectError(
      await call('POST', `/api/products/${draft.id}/sessions`, {
        token,
        body: { startsAtLocal: '2030-01-01T20:00' },
      }),
      404,
      'NOT_FOUND',
    );
    const mine = await list('/api/products', { filter: { id: [draft.id] } }, { token });
    expect(mine.body).toEqual([]);
    expectError(
      await call('POST', '/api/products', {
        token,
        body: { type: 'vod', title: 'x', channelId: owner.channel.id },
      }),
      422,
      'REFERENCE_NOT_FOUND',
      'channelId',
    );
    // An admin sees and changes it.
    const admin = await adminToken();
    const res = await call('PUT', `/api/products/${draft.id}`, {
      token: admin,
      body: { title: 'Por el equipo' },
    });
    expect(res.body.title).toBe('Por el equipo');
  });
});

describe('/api/products: params', () => {
  it('validates fields, naming them', async () => {
    const { token, channel } = await producerWithChannel();
    const bad = async (body: object, field: string) =>
      expectError(
        await call('POST', '/api/products', {
          token,
          body: { type: 'vod', title: 't', channelId: channel.id, ...body },
        }),
        422,
        'VALIDATION_ERROR',
        field,
      );
    await bad({ type: 'concert' }, 'type');
    await bad({ title: '  ' }, 'title');
    await bad({ shortDescription: 'x'.repeat(241) }, 'shortDescription');
    await bad({ slug: 'Con Espacios' }, 'slug');
    await bad({ ageClass: '16' }, 'ageClass');
    await bad({ totalPrice: 1000, netPrice: 900, tax: 90 }, 'totalPrice');
    await bad({ totalPrice: 1000 }, 'taxRate');
    await bad({ netPrice: 1000 }, 'tax');
    await bad({ totalPrice: 10.5, taxRate: 10 }, 'totalPrice');
    await bad({ saleStartAt: '2030-02-01T00:00:00Z', saleEndAt: '2030-01-01T00:00:00Z' }, 'saleEndAt');
    await bad(
      { offerTotal: 500, offerFrom: '2030-02-01T00:00:00Z', offerUntil: '2030-01-01T00:00:00Z', taxRate: 10 },
      'offerUntil',
    );
    await bad({ trailerUrl: 'javascript:alert(1)' }, 'trailerUrl');
    await bad({ categoryIds: [1, 1] }, 'categoryIds');
    await bad({ sessions: [{ title: 'sin fecha' }] }, 'sessions.0.startsAtLocal');
    await bad({ unknown: true }, 'unknown');
    const res = await call('POST', '/api/products', {
      token,
      lang: 'en',
      body: { type: 'vod', title: 't', shortDescription: 'x'.repeat(241) },
    });
    expect(res.body.error.fields[0].message).toBe('maximum 240 characters');
    await createProduct(token, { channelId: channel.id, shortDescription: 'x'.repeat(240) });
  });

  it('refuses references that do not exist or are not usable', async () => {
    const { token, channel } = await producerWithChannel();
    const other = await producerWithChannel();
    const foreign = await createProduct(other.token, { channelId: other.channel.id });
    const body = { type: 'vod', title: 't', channelId: channel.id };
    expectError(
      await call('POST', '/api/products', { token, body: { ...body, categoryIds: [999_999] } }),
      422,
      'REFERENCE_NOT_FOUND',
      'categoryIds.0',
    );
    expectError(
      await call('POST', '/api/products', { token, body: { ...body, bundleProductIds: [foreign.id] } }),
      422,
      'REFERENCE_NOT_FOUND',
      'bundleProductIds.0',
    );
    expectError(
      await call('POST', '/api/products', { token, body: { ...body, adBannerId: 999_999 } }),
      422,
      'REFERENCE_NOT_FOUND',
      'adBannerId',
    );
  });
});

describe('/api/products: behaviour', () => {
  it('creates products of all 11 types with every field of spec 3', async () => {
    const { token, channel } = await producerWithChannel();
    const category = await Category.create({ slug: `musica-${uid()}`, name: 'Música' });
    for (const type of PRODUCT_TYPES) {
      const product = await createProduct(token, {
        channelId: channel.id,
        type,
        title: `Tipo ${type}`,
        description: 'Descripción larga',
        shortDescription: 'Corta',
        priceNote: 'IVA incluido',
        totalPrice: 1100,
        taxRate: 10,
        trailerUrl: 'https://cdn.test/trailer.mp4',
        url: 'https://cdn.test/video.m3u8',
        sourceVideoUrl: 'https://cdn.test/source.mp4',
        tags: ['jazz', 'live'],
        productionYear: 2024,
        productionCountry: 'ES',
        director: 'Ana',
        artists: 'Trío',
        ageClass: '13',
        saleStartAt: '2030-01-01T00:00:00Z',
        saleEndAt: '2030-02-01T00:00:00Z',
        expirationHours: 48,
        expirationDate: '2030-03-01T00:00:00Z',
        metadata: { exportable: true },
        seoTitle: 'SEO',
        seoDescription: 'Meta',
        image: 'https://cdn.test/i.jpg',
        secondaryImage: 'https://cdn.test/j.png',
        categoryIds: [category.id],
      });
      expect(product).toMatchObject({
        type,
        ageClass: '13',
        expirationHours: 48,
        categoryIds: [category.id],
      });
      expect(product.metadata).toEqual({ exportable: true });
    }
  });

  it('shows drafts to nobody but the owner and private products only to code holders', async () => {
    const { token, channel } = await producerWithChannel();
    const viewer = await signedIn('USER');
    const draft = await createProduct(token, { channelId: channel.id });
    const priv = await publishedProduct(token, channel.id, { status: 'private' });
    const pub = await publishedProduct(token, channel.id);
    for (const opts of [{}, { token: viewer.token }]) {
      expectError(await call('GET', `/api/products/${draft.id}`, opts), 404, 'NOT_FOUND');
      expectError(await call('GET', `/api/products/by-slug/${draft.slug}`, opts), 404, 'NOT_FOUND');
      expectError(await call('GET', `/api/products/by-slug/${priv.slug}`, opts), 404, 'NOT_FOUND');
    }
    const ids = [draft.id, priv.id, pub.id];
    expect(
      (await list('/api/products', { filter: { id: ids } })).body.map((p: { id: number }) => p.id),
    ).toEqual([pub.id]);
    expect((await list('/api/products', { filter: { id: ids } }, { token })).body).toHaveLength(3);

    await ProductAccess.create({ userId: viewer.user.id, productId: priv.id, source: 'code' });
    const withCode = await call('GET', `/api/products/by-slug/${priv.slug}`, { token: viewer.token });
    expect(withCode.status).toBe(200);
    expect(withCode.body.status).toBe('private');
    // An expired code still shows the page (so it can say the access ended); a revoked one does not.
    await ProductAccess.update(
      { expiresAt: new Date(Date.now() - 1000) },
      { where: { userId: viewer.user.id, productId: priv.id } },
    );
    expect((await call('GET', `/api/products/by-slug/${priv.slug}`, { token: viewer.token })).status).toBe(
      200,
    );
    await ProductAccess.update(
      { revokedAt: new Date() },
      { where: { userId: viewer.user.id, productId: priv.id } },
    );
    expectError(
      await call('GET', `/api/products/by-slug/${priv.slug}`, { token: viewer.token }),
      404,
      'NOT_FOUND',
    );

    const page = await call('GET', `/api/products/by-slug/${pub.slug}`);
    expect(page.body.url).toBeUndefined();
    expect(page.body.channel).toMatchObject({ id: channel.id, slug: channel.slug });
    expect((await call('GET', `/api/products/${pub.id}`, { token })).body).toHaveProperty('url');
  });

  it('hides the products of a banned channel from the public', async () => {
    const { token, channel } = await producerWithChannel();
    const product = await publishedProduct(token, channel.id);
    await Channel.update({ status: 'banned' }, { where: { id: channel.id } });
    expectError(await call('GET', `/api/products/${product.id}`), 404, 'NOT_FOUND');
    expect((await call('GET', `/api/products/${product.id}`, { token })).status).toBe(200);
  });

  it('filters lists by status, type, plan, channel, category and words, with Content-Range', async () => {
    const { token, channel } = await producerWithChannel();
    const second = await approvedChannel(token);
    const category = await Category.create({ slug: `teatro-${uid()}`, name: 'Teatro' });
    const word = `zarzuela${uid().replace(/\d/g, 'x')}`;
    const a = await publishedProduct(token, channel.id, {
      type: 'live',
      title: `${word} en vivo`,
      categoryIds: [category.id],
    });
    const b = await publishedProduct(token, second.id, { type: 'vod', plan: 'free', totalPrice: 0 });
    const c = await createProduct(token, { channelId: channel.id, type: 'live' });
    const ids = (res: { body: { id: number }[] }) => res.body.map((p) => p.id).sort();
    expect(ids(await list('/api/products', { filter: { type: 'live' } }, { token }))).toEqual(
      [a.id, c.id].sort(),
    );
    expect(ids(await list('/api/products', { filter: { status: 'draft' } }, { token }))).toEqual([c.id]);
    expect(ids(await list('/api/products', { filter: { plan: 'free' } }, { token }))).toEqual([b.id]);
    expect(ids(await list('/api/products', { filter: { channelId: second.id } }, { token }))).toEqual([b.id]);
    expect(ids(await list('/api/products', { filter: { categoryId: category.id } }))).toEqual([a.id]);
    expect(ids(await list('/api/products', { filter: { q: word.slice(0, 6) } }, { token }))).toEqual([a.id]);
    const page = await list('/api/products', { sort: ['id', 'ASC'], range: [0, 1] }, { token });
    expect(page.headers.get('content-range')).toBe('products 0-1/3');
    expectError(
      await list('/api/products', { filter: { type: 'nope' } }),
      422,
      'VALIDATION_ERROR',
      'filter.type',
    );
  });

  it('answers texts in the asked language with the raw translations for editors', async () => {
    const { token, channel } = await producerWithChannel();
    const product = await publishedProduct(token, channel.id, {
      title: 'Concierto de año nuevo',
      shortDescription: 'Gala',
      language: 'es',
      translations: {
        en: { title: "New Year's concert" },
        pt: { title: 'Concerto de ano novo', shortDescription: '' },
      },
    });
    const en = await call('GET', `/api/products/by-slug/${product.slug}`, { lang: 'en-GB,en;q=0.9' });
    expect(en.body.localized).toMatchObject({
      lang: 'en',
      title: "New Year's concert",
      shortDescription: 'Gala',
    });
    expect(en.body.translations).toEqual({
      en: { title: "New Year's concert" },
      pt: { title: 'Concerto de ano novo' },
    });
    const es = await call('GET', `/api/products/${product.id}?lang=es`, { lang: 'en' });
    expect(es.body.localized.title).toBe('Concierto de año nuevo');
    const listed = await list('/api/products?lang=pt', { filter: { id: [product.id] } });
    expect(listed.body[0].localized.title).toBe('Concerto de ano novo');
  });

  it('gives concurrent products with the same title distinct slugs (a lost race retries in a savepoint)', async () => {
    const { token, channel } = await producerWithChannel();
    const title = `Misma obra ${uid()}`;
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        call('POST', '/api/products', {
          token,
          body: {
            channelId: channel.id,
            type: 'live',
            title,
            multiDate: true,
            sessions: [{ startsAtLocal: '2030-01-01T20:00' }],
          },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(201));
    expect(new Set(results.map((r) => r.body.slug)).size).toBe(12);
    for (const r of results) expect(r.body.sessions).toHaveLength(1);
  });

  it('deletes a draft product', async () => {
    const { token, channel } = await producerWithChannel();
    const draft = await createProduct(token, { channelId: channel.id });
    expect((await call('DELETE', `/api/products/${draft.id}`, { token })).status).toBe(200);
    expectError(await call('GET', `/api/products/${draft.id}`, { token }), 404, 'NOT_FOUND');
  });
});

describe('/api/products: the list answers cards', () => {
  it('answers each product as a card in the asked language, without its descriptions, SEO or other languages; the item route keeps the whole product', async () => {
    const { token, channel } = await producerWithChannel();
    const secretish = `Descripción larga ${uid()}`;
    const product = await publishedProduct(token, channel.id, {
      title: 'Ópera de cámara',
      shortDescription: 'Tres actos',
      description: secretish,
      seoTitle: 'Ópera de cámara en directo',
      seoDescription: 'La mejor ópera',
      language: 'es',
      url: 'https://video.example/opera.m3u8',
      translations: {
        en: { title: 'Chamber opera', shortDescription: 'Three acts', description: 'A long English text' },
        pt: { title: 'Ópera de câmara', description: 'Um texto longo' },
      },
    });
    // Anyone, and the owner too (who still edits through the item route): the same card.
    for (const opts of [{ lang: 'en' }, { token, lang: 'en' }]) {
      const listed = await list('/api/products', { filter: { id: [product.id] } }, opts);
      expect(listed.status).toBe(200);
      // The documented answer, exactly: an undocumented field fails (the schema is strict).
      const [card] = productCardsSchema.parse(listed.body);
      expect(card).toMatchObject({
        id: product.id,
        slug: product.slug,
        type: 'vod',
        status: 'published',
        localized: { lang: 'en', title: 'Chamber opera', shortDescription: 'Three acts' },
        channel: { id: channel.id, localized: { lang: 'en' } },
      });
      for (const field of ['description', 'seoTitle', 'seoDescription', 'translations', 'url', 'metadata'])
        expect(listed.body[0]).not.toHaveProperty(field);
      const text = JSON.stringify(listed.body);
      for (const other of [
        secretish,
        'A long English text',
        'Um texto longo',
        'Ópera de câmara',
        'La mejor ópera',
      ])
        expect(text).not.toContain(other);
    }
    // The card is the list's documented answer (/api/docs), closed to other fields.
    const doc = (await call('GET', '/api/docs')).body;
    const documented = doc.paths['/api/products'].get.responses['200'].content['application/json'].schema;
    expect(documented.items.additionalProperties).toBe(false);
    expect(Object.keys(documented.items.properties)).toEqual(Object.keys(productCardsSchema.element.shape));
    const whole = await call('GET', `/api/products/${product.id}`, { token, lang: 'en' });
    expect(whole.status).toBe(200);
    expect(whole.body).toMatchObject({
      description: secretish,
      seoTitle: 'Ópera de cámara en directo',
      seoDescription: 'La mejor ópera',
      url: 'https://video.example/opera.m3u8',
      translations: { en: { description: 'A long English text' }, pt: { title: 'Ópera de câmara' } },
      localized: { lang: 'en', title: 'Chamber opera', description: 'A long English text' },
    });
  });
});
