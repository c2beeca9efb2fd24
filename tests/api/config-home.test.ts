import { afterAll, describe, expect, it } from 'vitest';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { adminToken, putSetting } from './helpers/settings.ts';

const hero = {
  id: 'hero-1',
  type: 'hero',
  title: { es: 'Hola', en: 'Hello', pt: 'Olá' },
  subtitle: { es: 'Subtítulo' },
  mediaType: 'video',
  mediaUrl: 'https://cdn.example.test/hero.mp4',
  buttonText: { es: 'Entrar', en: 'Enter' },
  buttonLink: '/login',
};
const cta = {
  id: 'cta-1',
  type: 'cta',
  title: { es: '¿Organizas?', en: 'Organizing?' },
  buttonText: { es: 'Empezar', en: 'Start' },
  buttonLink: '/logup?role=organizer',
};
const text = { id: 'static-1', type: 'static', body: { es: 'Cuerpo', en: 'Body', pt: 'Corpo' } };

const putHome = async (body: unknown) =>
  call('PUT', '/api/config/theme/home', { token: await adminToken(), body });

describe('home sections: params', () => {
  it.each([
    [{ sections: [{ ...hero, type: 'carousel' }] }, 'sections.0.type'],
    [{ sections: [text, { ...hero, mediaType: 'gif' }] }, 'sections.1.mediaType'],
    [{ sections: [{ ...hero, title: 'Hola' }] }, 'sections.0.title'],
    [{ sections: [{ ...hero, title: { fr: 'Salut' } }] }, 'sections.0.title.fr'],
    [{ sections: [{ ...hero, id: '' }] }, 'sections.0.id'],
    [{ sections: [{ ...cta, buttonLink: undefined }] }, 'sections.0.buttonLink'],
    [{ sections: [{ ...text, html: '<script>' }] }, 'sections.0.html'],
    [{ sections: [{ id: 's', type: 'productSlider', title: { es: 'x' }, ids: ['1'] }] }, 'sections.0.ids.0'],
    [{ sections: [{ id: 'f', type: 'featuredChannel', itemId: 0 }] }, 'sections.0.itemId'],
    [{ sections: Array.from({ length: 41 }, (_, i) => ({ ...text, id: `s${i}` })) }, 'sections'],
    [{ sections: [{ ...hero, title: { es: 'x'.repeat(2001) } }] }, 'sections.0.title.es'],
    [{}, 'sections'],
    [{ sections: {} }, 'sections'],
  ])('refuses %j naming %s', async (body, field) => {
    const before = (await call('GET', '/api/config/theme/home')).body;
    expectError(await putHome(body), 422, 'VALIDATION_ERROR', field);
    expect((await call('GET', '/api/config/theme/home')).body).toEqual(before);
  });

  it('refuses a section without a type, not with a 500', async () => {
    const { type: _, ...untyped } = hero;
    expectError(await putHome({ sections: [untyped] }), 422, 'VALIDATION_ERROR', 'sections.0.type');
  });
});

describe('home sections: behaviour', () => {
  afterAll(() => putSetting('/api/config/theme/home', { sections: [] }));

  it('starts empty', async () => {
    expect((await call('GET', '/api/config/theme/home')).body).toEqual({ sections: [] });
    expect((await call('GET', '/api/home')).body).toEqual({ sections: [] });
  });

  it('round-trips valid hero, cta and static sections in order', async () => {
    const sections = [hero, text, cta];
    const res = await putHome({ sections });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sections });
    expect((await call('GET', '/api/config/theme/home')).body).toEqual({ sections });
  });

  it('GET /api/home picks the texts of the request language, Spanish by default', async () => {
    await putHome({ sections: [hero, text, cta] });
    const es = await call('GET', '/api/home');
    expect(es.status).toBe(200);
    expect(es.body.sections).toEqual([
      { ...hero, title: 'Hola', subtitle: 'Subtítulo', buttonText: 'Entrar', items: [] },
      { ...text, body: 'Cuerpo', items: [] },
      { ...cta, title: '¿Organizas?', buttonText: 'Empezar', items: [] },
    ]);

    const en = await call('GET', '/api/home', { lang: 'en-US,en;q=0.9' });
    expect(en.body.sections.map((s: { title?: string; body?: string }) => s.title ?? s.body)).toEqual([
      'Hello',
      'Body',
      'Organizing?',
    ]);
    // A missing translation falls back to Spanish.
    expect(en.body.sections[0].subtitle).toBe('Subtítulo');
    const pt = await call('GET', '/api/home', { lang: 'pt-BR' });
    expect(pt.body.sections[0].title).toBe('Olá');
    expect(pt.body.sections[2].title).toBe('¿Organizas?');
  });

  it('leaves out items that do not exist, for every kind of slider and featured section', async () => {
    const sections = [
      { id: 'sp', type: 'speakerSlider', title: { es: 'Ponentes' }, ids: [999999] },
      { id: 'pr', type: 'productSlider', title: { es: 'Productos' }, ids: [999998, 999999] },
      { id: 'ch', type: 'channelSlider', title: { es: 'Canales' }, ids: [999999] },
      { id: 'fp', type: 'featuredProduct', itemId: 999999 },
      { id: 'fc', type: 'featuredChannel', title: { en: 'Channel' }, itemId: 999999 },
    ];
    expect((await putHome({ sections })).status).toBe(200);
    const res = await call('GET', '/api/home');
    expect(res.status).toBe(200);
    expect(res.body.sections).toEqual([
      { ...sections[0], title: 'Ponentes', items: [] },
      { ...sections[1], title: 'Productos', items: [] },
      { ...sections[2], title: 'Canales', items: [] },
      { ...sections[3], items: [] },
      { ...sections[4], title: 'Channel', items: [] },
    ]);
  });
});
