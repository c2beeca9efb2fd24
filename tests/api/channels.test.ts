import { describe, expect, it } from 'vitest';
import { expectError } from './helpers/assert.ts';
import {
  approvedChannel,
  createChannel,
  list,
  producer,
  VALID_CIF,
  VALID_IBAN,
  VALID_NIE,
  VALID_NIF,
} from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { adminToken } from './helpers/settings.ts';
import { signedIn } from './helpers/users.ts';

describe('/api/channels: permissions', () => {
  it('answers 401 to anonymous writers and 403 to plain users', async () => {
    const owner = await producer();
    const channel = await createChannel(owner.token);
    const writes: [string, string, unknown?][] = [
      ['POST', '/api/channels', { title: 'x' }],
      ['PUT', `/api/channels/${channel.id}`, { title: 'x' }],
      ['DELETE', `/api/channels/${channel.id}`],
      ['POST', `/api/channels/${channel.id}/request-review`],
      ['POST', `/api/channels/${channel.id}/deactivate`],
    ];
    const user = await signedIn('USER');
    for (const [method, path, body] of writes) {
      expectError(await call(method, path, { body }), 401, 'AUTH_REQUIRED');
      expectError(await call(method, path, { body, token: user.token }), 403, 'FORBIDDEN');
    }
  });

  it("hides another producer's channel: 404 on read and on every change", async () => {
    const owner = await producer();
    const other = await producer();
    const channel = await createChannel(owner.token);
    const token = other.token;
    expectError(await call('GET', `/api/channels/${channel.id}`, { token }), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/channels/by-slug/${channel.slug}`, { token }), 404, 'NOT_FOUND');
    expectError(
      await call('PUT', `/api/channels/${channel.id}`, { token, body: { title: 'Mine now' } }),
      404,
      'NOT_FOUND',
    );
    expectError(await call('DELETE', `/api/channels/${channel.id}`, { token }), 404, 'NOT_FOUND');
    for (const action of ['request-review', 'deactivate']) {
      expectError(await call('POST', `/api/channels/${channel.id}/${action}`, { token }), 404, 'NOT_FOUND');
    }
    const mine = await list('/api/channels', {}, { token });
    expect(mine.body.map((c: { id: number }) => c.id)).not.toContain(channel.id);
    const res = await call('GET', `/api/channels/${channel.id}`, { token: owner.token });
    expect(res.body.title).toBe(channel.title);
  });

  it('lets an admin read and change any channel', async () => {
    const owner = await producer();
    const channel = await createChannel(owner.token);
    const token = await adminToken();
    expect((await call('GET', `/api/channels/${channel.id}`, { token })).status).toBe(200);
    const res = await call('PUT', `/api/channels/${channel.id}`, {
      token,
      body: { businessName: 'Admin SL' },
    });
    expect(res.status).toBe(200);
    expect(res.body.businessName).toBe('Admin SL');
    const all = await list('/api/channels', { filter: { id: [channel.id] } }, { token });
    expect(all.body).toHaveLength(1);
  });

  it('shows the public only published channels, without billing data', async () => {
    const owner = await producer();
    const draft = await createChannel(owner.token);
    const published = await approvedChannel(owner.token, { billing: { iban: VALID_IBAN } });
    expectError(await call('GET', `/api/channels/${draft.id}`), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/channels/by-slug/${draft.slug}`), 404, 'NOT_FOUND');
    const res = await call('GET', `/api/channels/${published.id}`);
    expect(res.status).toBe(200);
    expect(res.body.billing).toBeUndefined();
    const page = await list('/api/channels', { filter: { id: [draft.id, published.id] } });
    expect(page.body.map((c: { id: number }) => c.id)).toEqual([published.id]);
    // The owner asking for the public view gets it too.
    const asPublic = await list(
      '/api/channels',
      { filter: { id: [draft.id, published.id], public: true } },
      { token: owner.token },
    );
    expect(asPublic.body.map((c: { id: number }) => c.id)).toEqual([published.id]);
  });
});

describe('/api/channels: params', () => {
  it('refuses bad ids, list parameters and unknown fields with 422', async () => {
    const { token } = await producer();
    expectError(await call('GET', '/api/channels/abc'), 400, 'INVALID_PARAMETER', 'id');
    expectError(await call('PUT', '/api/channels/0', { token, body: {} }), 400, 'INVALID_PARAMETER', 'id');
    expectError(
      await list('/api/channels', { sort: ['billingIban', 'ASC'] }),
      422,
      'VALIDATION_ERROR',
      'sort.0',
    );
    expectError(
      await list('/api/channels', { filter: { status: 'gone' } }),
      422,
      'VALIDATION_ERROR',
      'filter.status',
    );
    expectError(
      await call('POST', '/api/channels', { token, body: { title: 'x', status: 'published' } }),
      422,
      'VALIDATION_ERROR',
      'status',
    );
    expectError(await call('POST', '/api/channels', { token, body: {} }), 422, 'VALIDATION_ERROR', 'title');
  });

  it('limits the description to 400 characters', async () => {
    const { token } = await producer();
    const res = await call('POST', '/api/channels', {
      token,
      body: { title: 't', description: 'x'.repeat(401) },
    });
    expectError(res, 422, 'VALIDATION_ERROR', 'description');
    expect(res.body.error.fields[0].message).toBe('máximo 400 caracteres');
    await createChannel(token, { description: 'x'.repeat(400) });
  });

  it('refuses slugs with spaces or special characters, naming the field', async () => {
    const { token } = await producer();
    for (const slug of ['con espacio', 'Mayus', 'acentó', 'a--b', '-a', 'a_b', 'a/b']) {
      const res = await call('POST', '/api/channels', { token, body: { title: 't', slug }, lang: 'en' });
      expectError(res, 422, 'VALIDATION_ERROR', 'slug');
      expect(res.body.error.fields[0].message).toMatch(/lowercase letters, digits/);
    }
  });

  it('checks the IBAN (ISO 13616 mod 97) and the tax id letter', async () => {
    const { token } = await producer();
    const bad = async (billing: object, field: string) =>
      expectError(
        await call('POST', '/api/channels', { token, body: { title: 't', billing } }),
        422,
        'VALIDATION_ERROR',
        `billing.${field}`,
      );
    await bad({ iban: 'ES91 2100 0418 4502 0005 1333' }, 'iban'); // check digits wrong
    await bad({ iban: 'ES91 2100 0418 4502 0005 133' }, 'iban'); // too short for Spain
    await bad({ iban: 'XX' }, 'iban');
    await bad({ nif: '12345678A' }, 'nif'); // letter should be Z
    await bad({ nif: 'X1234567A' }, 'nif'); // NIE letter should be L
    await bad({ nif: 'B58818502' }, 'nif'); // CIF control should be 1
    await bad({ nif: 'ABC', country: 'FR' }, 'nif'); // too short anywhere
    const res = await call('POST', '/api/channels', {
      token,
      body: { title: 't', billing: { nif: 'x' } },
      lang: 'es',
    });
    expect(res.body.error.fields[0].message).toBe('NIF, CIF o NIE no válido');
    for (const nif of [VALID_NIF, VALID_CIF, VALID_NIE, 'b-58818501']) {
      const ok = await createChannel(token, { billing: { nif, iban: VALID_IBAN, country: 'es' } });
      expect(ok.billing).toMatchObject({ iban: 'ES9121000418450200051332', country: 'ES' });
    }
    const foreign = await createChannel(token, {
      billing: { nif: 'FR40303265045', country: 'FR', iban: 'DE89 3704 0044 0532 0130 00' },
    });
    expect(foreign.billing).toMatchObject({ nif: 'FR40303265045', iban: 'DE89370400440532013000' });
  });

  it('requires http(s) social links and a consistent monthly subscription price', async () => {
    const { token } = await producer();
    expectError(
      await call('POST', '/api/channels', {
        token,
        body: { title: 't', social: { website: 'javascript:alert(1)' } },
      }),
      422,
      'VALIDATION_ERROR',
      'social.website',
    );
    expectError(
      await call('POST', '/api/channels', { token, body: { title: 't', logo: 'ftp://x.test/a.png' } }),
      422,
      'VALIDATION_ERROR',
      'logo',
    );
    expectError(
      await call('POST', '/api/channels', {
        token,
        body: { title: 't', subscription: { active: true, net: 500, tax: 105, total: 600 } },
      }),
      422,
      'VALIDATION_ERROR',
      'subscription.total',
    );
    const channel = await createChannel(token, {
      subscription: { active: true, net: 500, tax: 105 },
      social: { youtube: 'https://youtube.com/@x', spotify: '' },
      logo: 'https://cdn.test/logo.png',
      profileImage: 'https://cdn.test/p.jpg',
      coverImage: 'http://cdn.test/c.jpg',
    });
    expect(channel.subscription).toEqual({ active: true, net: 500, tax: 105, total: 605, currency: 'EUR' });
    expect(channel.social).toMatchObject({ youtube: 'https://youtube.com/@x', spotify: null });
    const res = await call('PUT', `/api/channels/${channel.id}`, {
      token,
      body: { ...channel, subscription: { ...(channel.subscription as object), total: 700 } },
    });
    expectError(res, 422, 'VALIDATION_ERROR', 'subscription.total');
  });
});

describe('/api/channels: behaviour', () => {
  it('creates a draft channel owned by the producer and edits it, ignoring read-only fields', async () => {
    const owner = await producer();
    const channel = await createChannel(owner.token, { title: 'Teatro', tags: ['teatro'] });
    expect(channel).toMatchObject({ status: 'draft', userId: owner.user.id, tags: ['teatro'] });
    const res = await call('PUT', `/api/channels/${channel.id}`, {
      token: owner.token,
      body: { ...channel, title: 'Teatro Real', status: 'published', userId: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Teatro Real', status: 'draft', userId: owner.user.id });
    expect(res.body.slug).toBe(channel.slug); // stable links: the slug does not follow the title
  });

  it('picks translated texts by ?lang or Accept-Language, falling back to the own language', async () => {
    const { token } = await producer();
    const channel = await approvedChannel(token, {
      title: 'Música antigua',
      description: 'Conciertos',
      language: 'es',
      translations: {
        en: { title: 'Early music' },
        pt: { title: 'Música antiga', description: 'Concertos' },
      },
    });
    const en = await call('GET', `/api/channels/${channel.id}`, { lang: 'en' });
    expect(en.body.localized).toEqual({ lang: 'en', title: 'Early music', description: 'Conciertos' });
    expect(en.body.title).toBe('Música antigua');
    expect(en.body.translations.en).toEqual({ title: 'Early music' });
    const pt = await call('GET', `/api/channels/${channel.id}?lang=pt`, { lang: 'en' });
    expect(pt.body.localized).toMatchObject({ lang: 'pt', title: 'Música antiga', description: 'Concertos' });
    expectError(await call('GET', `/api/channels/${channel.id}?lang=fr`), 422, 'VALIDATION_ERROR', 'lang');
  });

  it('lists own channels with Content-Range, sorted and paged', async () => {
    const { token } = await producer();
    for (const title of ['Bravo', 'Alpha', 'Charlie']) await createChannel(token, { title });
    const res = await list('/api/channels', { sort: ['title', 'ASC'], range: [0, 1] }, { token });
    expect(res.headers.get('content-range')).toBe('channels 0-1/3');
    expect(res.body.map((c: { title: string }) => c.title)).toEqual(['Alpha', 'Bravo']);
    const search = await list('/api/channels', { filter: { q: 'char' } }, { token });
    expect(search.body.map((c: { title: string }) => c.title)).toEqual(['Charlie']);
  });

  it('shows the channel page by slug with its published products only', async () => {
    const { token } = await producer();
    const channel = await approvedChannel(token);
    const live = await call('POST', '/api/products', {
      token,
      body: { channelId: channel.id, type: 'live', title: 'En directo', status: 'published', plan: 'free' },
    });
    await call('POST', '/api/products', {
      token,
      body: { channelId: channel.id, type: 'vod', title: 'Borrador' },
    });
    const page = await call('GET', `/api/channels/by-slug/${channel.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.products.map((p: { id: number }) => p.id)).toEqual([live.body.id]);
    expect(page.body.products[0].url).toBeUndefined();
  });

  it('deletes only channels never published and without products', async () => {
    const { token } = await producer();
    const empty = await createChannel(token);
    expect((await call('DELETE', `/api/channels/${empty.id}`, { token })).status).toBe(200);
    expectError(await call('GET', `/api/channels/${empty.id}`, { token }), 404, 'NOT_FOUND');
    const withProduct = await createChannel(token);
    await call('POST', '/api/products', {
      token,
      body: { channelId: withProduct.id, type: 'vod', title: 'x' },
    });
    expectError(
      await call('DELETE', `/api/channels/${withProduct.id}`, { token }),
      409,
      'CHANNEL_NOT_DELETABLE',
    );
    const published = await approvedChannel(token);
    await call('POST', `/api/channels/${published.id}/deactivate`, { token });
    expectError(
      await call('DELETE', `/api/channels/${published.id}`, { token }),
      409,
      'CHANNEL_NOT_DELETABLE',
    );
  });
});

describe('/api/channels: images', () => {
  it('takes an image uploaded here, one of the site, or a web link, and refuses anything else', async () => {
    const owner = await producer();
    const channel = await createChannel(owner.token);
    const put = (logo: string) =>
      call('PUT', `/api/channels/${channel.id}`, { token: owner.token, body: { logo } });
    for (const logo of [
      '/media/images/AbCdEfGhIjKlMnOpQrStUv.jpg',
      '/images/demo/teatro.svg',
      'https://cdn.example.org/l.png',
    ]) {
      const res = await put(logo);
      expect(res.status, logo).toBe(200);
      expect(res.body.logo).toBe(logo);
    }
    for (const logo of ['//evil.example/x.png', 'javascript:alert(1)', '/images/../api/x', '/etc/passwd']) {
      expectError(await put(logo), 422, 'VALIDATION_ERROR', 'logo');
    }
    expect((await put('')).body.logo).toBeNull();
  });
});
