import { describe, expect, it } from 'vitest';
import { Category } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import {
  createChannel,
  createProduct,
  producerWithChannel,
  publishedProduct,
  uid,
} from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { adminToken } from './helpers/settings.ts';

/** A unique word of letters only, so each test finds its own rows in the shared database. */
const word = () => `w${uid().replace(/\d/g, (d) => 'ghijklmnop'[Number(d)])}`;

const search = (query: Record<string, string>, lang?: string) =>
  call('GET', `/api/search?${new URLSearchParams(query)}`, { lang });

describe('/api/search: params', () => {
  it('needs at least 3 letters, answering in the user language', async () => {
    for (const [q, lang, message] of [
      ['ab', 'es', 'Escribe al menos 3 letras para buscar'],
      [' a b ', 'en', 'Type at least 3 letters to search'],
      ['!!!', 'pt', 'Escreva pelo menos 3 letras para pesquisar'],
    ]) {
      const res = await search({ q }, lang);
      expectError(res, 422, 'SEARCH_TOO_SHORT', 'q');
      expect(res.body.error.message).toBe(message);
    }
    expectError(await call('GET', '/api/search'), 422, 'SEARCH_TOO_SHORT', 'q');
    expectError(await search({ q: 'abc', type: 'concert' }), 422, 'VALIDATION_ERROR', 'type');
    expectError(await search({ q: 'abc', range: '[5,1]' }), 422, 'VALIDATION_ERROR', 'range');
    expectError(await search({ q: 'abc', other: 'x' }), 422, 'VALIDATION_ERROR', 'other');
    expect((await search({ q: 'ñandú' })).status).toBe(200);
  });
});

describe('/api/search: behaviour', () => {
  it('ignores accents and case both ways ("acustico" finds "Acústico")', async () => {
    const { token, channel } = await producerWithChannel();
    const w = word();
    const product = await publishedProduct(token, channel.id, { title: `Concierto Acústico ${w}` });
    for (const q of [`acustico ${w}`, `ACÚSTICO ${w}`, `acúst ${w.slice(0, 6)}`]) {
      const res = await search({ q });
      expect(res.status).toBe(200);
      expect(
        res.body.map((r: { id: number }) => r.id),
        q,
      ).toEqual([product.id]);
    }
    const plain = await publishedProduct(token, channel.id, { title: `Musica ${w}x` });
    const res = await search({ q: `música ${w}x` });
    expect(res.body.map((r: { id: number }) => r.id)).toEqual([plain.id]);
  });

  it('ranks title matches above description matches and covers channels and speakers', async () => {
    const { token, channel } = await producerWithChannel();
    const w = word();
    const inDescription = await publishedProduct(token, channel.id, {
      title: 'Otro',
      description: `Habla de ${w}`,
    });
    const inTitle = await publishedProduct(token, channel.id, { title: `Gran ${w}` });
    const inTags = await publishedProduct(token, channel.id, { title: 'Tercero', tags: [w] });
    const ch = await createChannel(token, { title: `Canal ${w}` });
    await call('POST', `/api/channels/${ch.id}/request-review`, { token });
    const speaker = await call('POST', '/api/speakers', {
      token,
      body: { name: `Ponente ${w}`, tags: ['x'] },
    });
    await call('PUT', `/api/products/${inTitle.id}`, { token, body: { speakerIds: [speaker.body.id] } });

    const res = await search({ q: w });
    const found = res.body.map((r: { kind: string; id: number }) => `${r.kind}:${r.id}`);
    expect(found.slice(0, 2).sort()).toEqual([`product:${inTitle.id}`, `speaker:${speaker.body.id}`].sort());
    expect(found.indexOf(`product:${inTags.id}`)).toBeLessThan(found.indexOf(`product:${inDescription.id}`));
    expect(found).not.toContain(`channel:${ch.id}`); // under review, not published
    expect(res.headers.get('content-range')).toBe(`search 0-3/4`);
    const ranks = res.body.map((r: { rank: number }) => r.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));

    await call('POST', `/api/channels/${ch.id}/approve`, { token: await adminToken() });
    const withChannel = await search({ q: w, kind: 'channel' });
    expect(withChannel.status, JSON.stringify(withChannel.body)).toBe(200);
    expect(withChannel.body.map((r: { kind: string; id: number }) => `${r.kind}:${r.id}`)).toEqual([
      `channel:${ch.id}`,
    ]);
    const paged = await search({ q: w, range: '[1,2]' });
    expect(paged.body).toHaveLength(2);
    expect(paged.headers.get('content-range')).toBe('search 1-2/5');
  });

  it('finds only published content', async () => {
    const { token, channel } = await producerWithChannel();
    const w = word();
    await createProduct(token, { channelId: channel.id, title: `Borrador ${w}` });
    await publishedProduct(token, channel.id, { title: `Privado ${w}`, status: 'private' });
    await createChannel(token, { title: `Canal ${w}` });
    const speaker = await call('POST', '/api/speakers', { token, body: { name: `Nadie ${w}`, tags: ['x'] } });
    expect(speaker.status).toBe(201);
    expect((await search({ q: w })).body).toEqual([]);
  });

  it('filters by category (id or slug) and product type, translating titles', async () => {
    const { token, channel } = await producerWithChannel();
    const w = word();
    const category = await Category.create({ slug: `cat-${w}`, name: 'Cat' });
    const live = await publishedProduct(token, channel.id, {
      type: 'live',
      title: `Directo ${w}`,
      categoryIds: [category.id],
      translations: { en: { title: `Live ${w}` } },
    });
    const vod = await publishedProduct(token, channel.id, { type: 'vod', title: `Video ${w}` });
    await createChannel(token, { title: `Canal ${w}` });
    const ids = (res: { body: { id: number }[] }) => res.body.map((r) => r.id).sort();
    expect(ids(await search({ q: w, category: String(category.id) }))).toEqual([live.id]);
    expect(ids(await search({ q: w, category: category.slug }))).toEqual([live.id]);
    expect(ids(await search({ q: w, category: 'no-such-category' }))).toEqual([]);
    expect(ids(await search({ q: w, type: 'vod' }))).toEqual([vod.id]);
    const en = await search({ q: w, type: 'live' }, 'en');
    expect(en.body[0]).toMatchObject({
      kind: 'product',
      type: 'live',
      slug: live.slug,
      localized: { title: `Live ${w}` },
    });
  });
});

describe('/api/search/facets', () => {
  it('needs 3 letters like the search itself', async () => {
    const res = await call('GET', '/api/search/facets?q=ab', { lang: 'en' });
    expectError(res, 422, 'SEARCH_TOO_SHORT', 'q');
    expect(res.body.error.message).toBe('Type at least 3 letters to search');
    expectError(await call('GET', '/api/search/facets?q=abc&kind=product'), 422, 'VALIDATION_ERROR', 'kind');
  });

  it('counts the public results of each kind and the categories of the matching products', async () => {
    const { token, channel } = await producerWithChannel();
    const w = word();
    const music = await Category.create({
      slug: `musica-${w}`,
      name: 'Música',
      translations: { en: { name: 'Music' } },
    });
    const theatre = await Category.create({ slug: `teatro-${w}`, name: 'Teatro' });
    const unused = await Category.create({ slug: `nada-${w}`, name: 'Nada' });
    const first = await publishedProduct(token, channel.id, { title: `Uno ${w}`, categoryIds: [music.id] });
    await publishedProduct(token, channel.id, { title: `Dos ${w}`, categoryIds: [music.id, theatre.id] });
    await publishedProduct(token, channel.id, { title: `Tres ${w}` });
    await createProduct(token, { channelId: channel.id, title: `Borrador ${w}`, categoryIds: [unused.id] });
    const speaker = await call('POST', '/api/speakers', { token, body: { name: `Voz ${w}`, tags: ['x'] } });
    await call('PUT', `/api/products/${first.id}`, { token, body: { speakerIds: [speaker.body.id] } });

    const res = await call('GET', `/api/search/facets?q=${w}`, { lang: 'en' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.kinds).toEqual({ product: 3, channel: 0, speaker: 1 });
    expect(res.body.total).toBe(4);
    expect(res.body.categories).toEqual([
      expect.objectContaining({
        id: music.id,
        slug: music.slug,
        count: 2,
        localized: { lang: 'en', name: 'Music' },
      }),
      expect.objectContaining({ id: theatre.id, count: 1 }),
    ]);
    // What a category filter then lists is what its count promised.
    expect((await search({ q: w, category: music.slug })).body).toHaveLength(2);
  });
});
