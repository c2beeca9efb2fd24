import { afterAll, describe, expect, it } from 'vitest';
import { PALETTE_IDS } from '../../api/src/shared/palettes.ts';
import { Setting } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { adminToken, putSetting } from './helpers/settings.ts';
import { signedIn } from './helpers/users.ts';

/** Spec 5, home editor: the site's palette, saved on its own; and the home's links, which the site must be able to follow. */
const PALETTE = '/api/config/theme/palette';
const HOME = '/api/config/theme/home';

describe('theme palette: permissions and params', () => {
  it('is public to read and starts on the brand palette', async () => {
    const res = await call('GET', PALETTE);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ palette: 'violet' });
  });

  it('needs an administrator to change, and nothing changes otherwise', async () => {
    const before = (await Setting.findAll()).map((s) => s.toJSON());
    expectError(await call('PUT', PALETTE, { body: { palette: 'teal' } }), 401, 'AUTH_REQUIRED');
    for (const role of ['USER', 'PRODUCER'] as const) {
      const { token } = await signedIn(role);
      expectError(await call('PUT', PALETTE, { token, body: { palette: 'teal' } }), 403, 'FORBIDDEN');
    }
    expect((await Setting.findAll()).map((s) => s.toJSON())).toEqual(before);
  });

  it.each([
    [{ palette: 'pink' }, 'palette'],
    [{ palette: '#ff00ff' }, 'palette'],
    [{ palette: null }, 'palette'],
    [{}, 'palette'],
    [{ palette: 'teal', accent: '#000000' }, 'accent'],
  ])('refuses %j naming %s, in the request language', async (body, field) => {
    const res = await call('PUT', PALETTE, { token: await adminToken(), body, lang: 'en' });
    expectError(res, 422, 'VALIDATION_ERROR', field);
    expect((await call('GET', PALETTE)).body).toEqual({ palette: 'violet' });
  });
});

describe('theme palette: behaviour', () => {
  afterAll(() => putSetting(PALETTE, { palette: 'violet' }));

  it('keeps every palette of the set it is given', async () => {
    for (const palette of PALETTE_IDS) {
      expect(await putSetting(PALETTE, { palette })).toEqual({ palette });
      expect((await call('GET', PALETTE)).body).toEqual({ palette });
    }
  });

  it('is saved apart from the home: changing one leaves the other as it was', async () => {
    const home = (await call('GET', HOME)).body;
    await putSetting(PALETTE, { palette: 'teal' });
    expect((await call('GET', HOME)).body).toEqual(home);
    await putSetting(HOME, home);
    expect((await call('GET', PALETTE)).body).toEqual({ palette: 'teal' });
  });
});

describe('home links the site can follow', () => {
  const hero = (link: string) => ({
    id: 'hero',
    type: 'hero',
    title: { es: 'Hola' },
    mediaType: 'image',
    mediaUrl: '/images/hero.svg',
    buttonText: { es: 'Entrar' },
    buttonLink: link,
  });
  let saved: unknown;
  afterAll(async () => {
    if (saved) await putSetting(HOME, saved);
  });

  it.each([
    'javascript:alert(1)',
    '//evil.example/x',
    '/\\evil.example',
    'data:text/html,hi',
    'ftp://files.example',
    'logup',
    '',
    '/ con espacios',
  ])('refuses the link %j naming the field, with a sentence that says what is expected', async (link) => {
    saved ??= (await call('GET', HOME)).body;
    const res = await call('PUT', HOME, { token: await adminToken(), body: { sections: [hero(link)] } });
    expectError(res, 422, 'VALIDATION_ERROR', 'sections.0.buttonLink');
    const field = res.body.error.fields.find((f: { field: string }) => f.field === 'sections.0.buttonLink');
    expect(field.message).toMatch(/https:\/\//);
    expect((await call('GET', HOME)).body).toEqual(saved);
  });

  it('refuses a media address the site could not load', async () => {
    const res = await call('PUT', HOME, {
      token: await adminToken(),
      body: { sections: [{ ...hero('/logup'), mediaUrl: 'javascript:void(0)' }] },
    });
    expectError(res, 422, 'VALIDATION_ERROR', 'sections.0.mediaUrl');
  });

  it.each([
    '/logup?role=organizer',
    '/products/hamlet#sessions',
    '#how',
    'https://example.org/a?b=c',
    'http://example.org',
  ])('keeps the link %j', async (link) => {
    saved ??= (await call('GET', HOME)).body;
    const res = await call('PUT', HOME, { token: await adminToken(), body: { sections: [hero(link)] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.sections[0].buttonLink).toBe(link);
  });

  it('trims the spaces a pasted link brings', async () => {
    saved ??= (await call('GET', HOME)).body;
    const res = await putSetting(HOME, { sections: [hero('  /logup  ')] });
    expect(res.sections[0].buttonLink).toBe('/logup');
  });
});
