import { describe, expect, it } from 'vitest';
import { expectError } from './helpers/assert.ts';
import { list, producer, uid } from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { adminToken } from './helpers/settings.ts';
import { signedIn } from './helpers/users.ts';

describe('/api/categories', () => {
  it('lets only admins write (401 anonymous, 403 producers and users)', async () => {
    const admin = await adminToken();
    const created = await call('POST', '/api/categories', { token: admin, body: { name: `Danza ${uid()}` } });
    expect(created.status).toBe(201);
    const writes: [string, string, unknown?][] = [
      ['POST', '/api/categories', { name: 'x' }],
      ['PUT', `/api/categories/${created.body.id}`, { name: 'x' }],
      ['DELETE', `/api/categories/${created.body.id}`],
    ];
    for (const [method, path, body] of writes) {
      expectError(await call(method, path, { body }), 401, 'AUTH_REQUIRED');
      for (const who of [await producer(), await signedIn('USER')]) {
        expectError(await call(method, path, { body, token: who.token }), 403, 'FORBIDDEN');
      }
    }
  });

  it('answers translated names to everyone, ordered by position', async () => {
    const admin = await adminToken();
    const tag = uid();
    const music = await call('POST', '/api/categories', {
      token: admin,
      body: {
        name: `Música ${tag}`,
        position: 2,
        translations: { en: { name: `Music ${tag}` }, pt: { name: '' } },
      },
    });
    expect(music.body.slug).toBe(`musica-${tag}`);
    const theatre = await call('POST', '/api/categories', {
      token: admin,
      body: { name: `Teatro ${tag}`, slug: `teatro-${tag}`, position: 1 },
    });
    const res = await list(
      '/api/categories',
      { filter: { id: [music.body.id, theatre.body.id] } },
      { lang: 'en' },
    );
    expect(res.headers.get('content-range')).toBe('categories 0-1/2');
    expect(res.body.map((c: { localized: { name: string } }) => c.localized.name)).toEqual([
      `Teatro ${tag}`,
      `Music ${tag}`,
    ]);
    // Found by its name in any language, accents and case ignored.
    for (const q of [`musica ${tag}`, `MUSIC ${tag}`]) {
      const found = await list('/api/categories', { filter: { q } });
      expect(found.body.map((c: { id: number }) => c.id)).toEqual([music.body.id]);
    }
    const pt = await call('GET', `/api/categories/${music.body.id}?lang=pt`);
    expect(pt.body.localized.name).toBe(`Música ${tag}`);
    const put = await call('PUT', `/api/categories/${music.body.id}`, {
      token: admin,
      body: { ...music.body, name: 'Jazz' },
    });
    expect(put.body.name).toBe('Jazz');
    expectError(
      await call('POST', '/api/categories', { token: admin, body: { name: 'x', slug: `teatro-${tag}` } }),
      409,
      'SLUG_EXISTS',
      'slug',
    );
    expect((await call('DELETE', `/api/categories/${theatre.body.id}`, { token: admin })).status).toBe(200);
    expectError(await call('GET', `/api/categories/${theatre.body.id}`), 404, 'NOT_FOUND');
    expectError(await call('GET', '/api/categories/x'), 400, 'INVALID_PARAMETER', 'id');
  });
});
