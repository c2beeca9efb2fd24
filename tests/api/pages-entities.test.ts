import { describe, expect, it } from 'vitest';
import { expectError } from './helpers/assert.ts';
import { list, producer, uid } from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { adminToken } from './helpers/settings.ts';
import { signedIn } from './helpers/users.ts';

/** Pages (/manage/pages, /page/{slug}) and entity landing pages (/manage/store/entity/{slug}, /store/{slug}). */

async function createPage(body: Record<string, unknown>) {
  const res = await call('POST', '/api/pages', { token: await adminToken(), body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; slug: string; [k: string]: unknown };
}

async function createEntity(token: string, body: Record<string, unknown>) {
  const res = await call('POST', '/api/entities', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; slug: string; userId: number | null; [k: string]: unknown };
}

describe('/api/pages: params and permissions', () => {
  it('lets only admins list and write pages (401 anonymous, 403 producers and users)', async () => {
    const page = await createPage({ name: `Ayuda ${uid()}` });
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/pages'],
      ['GET', `/api/pages/${page.id}`],
      ['POST', '/api/pages', { name: 'x' }],
      ['PUT', `/api/pages/${page.id}`, { name: 'x' }],
      ['DELETE', `/api/pages/${page.id}`],
    ];
    for (const [method, path, body] of calls) {
      expectError(await call(method, path, { body }), 401, 'AUTH_REQUIRED');
      for (const who of [await producer(), await signedIn('USER')]) {
        expectError(await call(method, path, { body, token: who.token }), 403, 'FORBIDDEN');
      }
    }
    expect((await call('GET', `/api/pages/${page.id}`, { token: await adminToken() })).body.name).toBe(
      page.name,
    );
  });

  it('refuses bad slugs and missing names with translated field errors', async () => {
    const admin = await adminToken();
    const es = await call('POST', '/api/pages', {
      token: admin,
      lang: 'es',
      body: { name: '', slug: 'Mi Página' },
    });
    expectError(es, 422, 'VALIDATION_ERROR', 'slug');
    const fields = Object.fromEntries(
      (es.body.error.fields as { field: string; message: string }[]).map((f) => [f.field, f.message]),
    );
    expect(fields.name).toBe('campo obligatorio');
    expect(fields.slug).toMatch(/^solo minúsculas/);
    const en = await call('POST', '/api/pages', {
      token: admin,
      lang: 'en',
      body: { name: 'x', slug: 'A b' },
    });
    expectError(en, 422, 'VALIDATION_ERROR', 'slug');
    expect(en.body.error.fields[0].message).toMatch(/^only lowercase letters/);
    const pt = await call('POST', '/api/pages', {
      token: admin,
      lang: 'pt',
      body: { name: 'x', translations: { fr: { name: 'y' } } },
    });
    expectError(pt, 422, 'VALIDATION_ERROR', 'translations.fr');
    expect(pt.body.error.message).toMatch(/translations\.fr/);
    expectError(await call('GET', '/api/pages/0', { token: admin }), 400, 'INVALID_PARAMETER', 'id');
    expectError(await call('GET', '/api/pages/999999', { token: admin }), 404, 'NOT_FOUND');
  });
});

describe('/api/pages: behaviour', () => {
  it('creates, lists with q/sort/range, changes and deletes a page with content per language', async () => {
    const admin = await adminToken();
    const tag = uid();
    const page = await createPage({
      name: `Preguntas frecuentes ${tag}`,
      content: 'Respuestas a las dudas habituales.',
      translations: {
        en: { name: `FAQ ${tag}`, content: 'Answers to common questions.' },
        pt: { name: '', content: '' },
      },
    });
    expect(page.slug).toBe(`preguntas-frecuentes-${tag}`);
    expect(page.language).toBe('es');
    expect(page.published).toBe(false);
    // Empty texts are dropped: pt falls back to the row's own (Spanish) texts.
    expect(page.translations).toEqual({
      en: { name: `FAQ ${tag}`, content: 'Answers to common questions.' },
    });
    const second = await createPage({ name: `Aviso ${tag}`, slug: `aviso-${tag}`, published: true });

    const listed = await list(
      '/api/pages',
      { filter: { q: tag }, sort: ['name', 'DESC'], range: [0, 0] },
      { token: admin },
    );
    expect(listed.status).toBe(200);
    expect(listed.headers.get('content-range')).toBe('pages 0-0/2');
    expect(listed.body.map((p: { id: number }) => p.id)).toEqual([page.id]);
    const published = await list('/api/pages', { filter: { q: tag, published: true } }, { token: admin });
    expect(published.body.map((p: { id: number }) => p.id)).toEqual([second.id]);
    // The filter's own wildcard is a literal, not "anything".
    expect((await list('/api/pages', { filter: { q: `${tag}%` } }, { token: admin })).body).toEqual([]);

    const put = await call('PUT', `/api/pages/${page.id}`, {
      token: admin,
      body: {
        ...page,
        slug: `faq-${tag}`,
        published: true,
        translations: { ...(page.translations as object), pt: { name: `Perguntas ${tag}` } },
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ slug: `faq-${tag}`, published: true });
    expect(put.body.translations.pt).toEqual({ name: `Perguntas ${tag}` });

    expect((await call('DELETE', `/api/pages/${second.id}`, { token: admin })).status).toBe(200);
    expectError(await call('GET', `/api/pages/${second.id}`, { token: admin }), 404, 'NOT_FOUND');
  });

  it('answers the same slug twice with SLUG_EXISTS on the field, in the request language', async () => {
    const admin = await adminToken();
    const slug = `duplicada-${uid()}`;
    await createPage({ name: 'Primera', slug });
    const es = await call('POST', '/api/pages', { token: admin, lang: 'es', body: { name: 'Otra', slug } });
    expectError(es, 409, 'SLUG_EXISTS', 'slug');
    expect(es.body.error.fields[0].message).toBe('Este slug ya existe: elige otro');
    const other = await createPage({ name: 'Segunda' });
    const en = await call('PUT', `/api/pages/${other.id}`, { token: admin, lang: 'en', body: { slug } });
    expectError(en, 409, 'SLUG_EXISTS', 'slug');
    expect(en.body.error.fields[0].message).toBe('This slug already exists: choose another one');
    const pt = await call('POST', '/api/pages', { token: admin, lang: 'pt', body: { name: 'Outra', slug } });
    expect(pt.body.error.message).toBe('Este slug já existe: escolha outro');
  });

  it('gives one of two simultaneous creations of a slug 201 and the other SLUG_EXISTS (the index decides)', async () => {
    const admin = await adminToken();
    const slug = `carrera-${uid()}`;
    const results = await Promise.all(
      ['Una', 'Otra'].map((name) => call('POST', '/api/pages', { token: admin, body: { name, slug } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expectError(results.find((r) => r.status === 409) ?? results[0], 409, 'SLUG_EXISTS', 'slug');
    const organizer = await producer();
    const entities = await Promise.all(
      [1, 2].map(() => call('POST', '/api/entities', { token: organizer.token, body: { name: 'E', slug } })),
    );
    expect(entities.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('shows anonymous visitors only published pages, in their language', async () => {
    const tag = uid();
    const draft = await createPage({ name: `Borrador ${tag}`, content: 'Aún no' });
    const page = await createPage({
      name: `Quiénes somos ${tag}`,
      content: 'Somos una plataforma.',
      published: true,
      translations: { en: { name: `About us ${tag}`, content: 'We are a platform.' } },
    });
    expectError(await call('GET', `/api/pages/by-slug/${draft.slug}`), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/pages/by-slug/no-such-${tag}`), 404, 'NOT_FOUND');
    const en = await call('GET', `/api/pages/by-slug/${page.slug}`, { lang: 'en' });
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({ lang: 'en', name: `About us ${tag}`, content: 'We are a platform.' });
    expect(en.body.translations).toBeUndefined();
    const es = await call('GET', `/api/pages/by-slug/${page.slug}?lang=es`, { lang: 'en' });
    expect(es.body).toMatchObject({
      lang: 'es',
      name: `Quiénes somos ${tag}`,
      content: 'Somos una plataforma.',
    });
    // No Portuguese text: the page's own texts.
    const pt = await call('GET', `/api/pages/by-slug/${page.slug}`, { lang: 'pt' });
    expect(pt.body).toMatchObject({ lang: 'pt', name: `Quiénes somos ${tag}` });
    // Unpublishing hides it again.
    await call('PUT', `/api/pages/${page.id}`, { token: await adminToken(), body: { published: false } });
    expectError(await call('GET', `/api/pages/by-slug/${page.slug}`), 404, 'NOT_FOUND');
  });
});

describe('/api/entities: params and permissions', () => {
  it('needs a producer or admin to manage, and lets anyone read a landing page', async () => {
    const owner = await producer();
    const entity = await createEntity(owner.token, { name: `Compañía ${uid()}` });
    expect(entity.userId).toBe(owner.user.id);
    for (const [method, path, body] of [
      ['GET', '/api/entities'],
      ['GET', `/api/entities/${entity.id}`],
      ['POST', '/api/entities', { name: 'x' }],
      ['PUT', `/api/entities/${entity.id}`, { name: 'x' }],
    ] as [string, string, unknown?][]) {
      expectError(await call(method, path, { body }), 401, 'AUTH_REQUIRED');
      const viewer = await signedIn('USER');
      expectError(await call(method, path, { body, token: viewer.token }), 403, 'FORBIDDEN');
    }
    expectError(await call('DELETE', `/api/entities/${entity.id}`, { token: owner.token }), 403, 'FORBIDDEN');
    const open = await call('GET', `/api/entities/by-slug/${entity.slug}`);
    expect(open.status).toBe(200);
    expect(open.body.name).toBe(entity.name);
  });

  it('hides another producer’s entity: 404 to read, change or list it', async () => {
    const owner = await producer();
    const other = await producer();
    const entity = await createEntity(owner.token, { name: `Orquesta ${uid()}` });
    expectError(await call('GET', `/api/entities/${entity.id}`, { token: other.token }), 404, 'NOT_FOUND');
    expectError(
      await call('PUT', `/api/entities/${entity.id}`, { token: other.token, body: { name: 'Robada' } }),
      404,
      'NOT_FOUND',
    );
    const theirs = await list('/api/entities', { filter: { slug: entity.slug } }, { token: other.token });
    expect(theirs.body).toEqual([]);
    expect(theirs.headers.get('content-range')).toBe('entities 0-0/0');
    const mine = await list('/api/entities', {}, { token: owner.token });
    expect(mine.body.map((e: { id: number }) => e.id)).toEqual([entity.id]);
    // Nor can a producer hand an entity to someone else, or make one for them.
    expectError(
      await call('PUT', `/api/entities/${entity.id}`, {
        token: owner.token,
        body: { userId: other.user.id },
      }),
      422,
      'REFERENCE_NOT_FOUND',
      'userId',
    );
    expectError(
      await call('POST', '/api/entities', { token: owner.token, body: { name: 'x', userId: other.user.id } }),
      422,
      'REFERENCE_NOT_FOUND',
      'userId',
    );
    expect((await call('GET', `/api/entities/${entity.id}`, { token: owner.token })).body.name).toBe(
      entity.name,
    );
  });
});

describe('/api/entities: behaviour', () => {
  it('lets a producer change their landing page with texts per language, and the public page follow', async () => {
    const owner = await producer();
    const tag = uid();
    const entity = await createEntity(owner.token, {
      name: `Teatro Norte ${tag}`,
      description: 'Compañía de teatro.',
    });
    expect(entity.slug).toBe(`teatro-norte-${tag}`);
    const put = await call('PUT', `/api/entities/${entity.id}`, {
      token: owner.token,
      body: {
        ...entity,
        slug: `norte-${tag}`,
        logo: '/images/logo.png',
        content: {
          es: { description: 'Teatro desde 1990.', body: 'Nuestra historia.' },
          en: { description: 'Theatre since 1990.', body: '' },
        },
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ slug: `norte-${tag}`, userId: owner.user.id, logo: '/images/logo.png' });
    const en = await call('GET', `/api/entities/by-slug/norte-${tag}`, { lang: 'en' });
    expect(en.body).toMatchObject({
      lang: 'en',
      description: 'Theatre since 1990.',
      body: 'Nuestra historia.',
    });
    const pt = await call('GET', `/api/entities/by-slug/norte-${tag}`, { lang: 'pt' });
    expect(pt.body).toMatchObject({
      lang: 'pt',
      description: 'Compañía de teatro.',
      body: 'Nuestra historia.',
    });
    expectError(await call('GET', `/api/entities/by-slug/teatro-norte-${tag}`), 404, 'NOT_FOUND');
  });

  it('lets an admin manage every entity and choose its owner among producers', async () => {
    const admin = await adminToken();
    const owner = await producer();
    const viewer = await signedIn('USER');
    const tag = uid();
    const entity = await createEntity(admin, { name: `Escuela ${tag}`, userId: owner.user.id });
    expect(entity.userId).toBe(owner.user.id);
    expectError(
      await call('POST', '/api/entities', { token: admin, body: { name: 'x', userId: viewer.user.id } }),
      422,
      'REFERENCE_NOT_FOUND',
      'userId',
    );
    const listed = await list('/api/entities', { filter: { q: tag } }, { token: admin });
    expect(listed.body.map((e: { id: number }) => e.id)).toEqual([entity.id]);
    // The owner sees it as theirs.
    expect((await call('GET', `/api/entities/${entity.id}`, { token: owner.token })).status).toBe(200);
    const moved = await call('PUT', `/api/entities/${entity.id}`, { token: admin, body: { userId: null } });
    expect(moved.body.userId).toBeNull();
    expectError(await call('GET', `/api/entities/${entity.id}`, { token: owner.token }), 404, 'NOT_FOUND');
    expect((await call('DELETE', `/api/entities/${entity.id}`, { token: admin })).status).toBe(200);
    expectError(await call('GET', `/api/entities/${entity.id}`, { token: admin }), 404, 'NOT_FOUND');
  });

  it('answers a taken entity slug with SLUG_EXISTS on the field, in es and en', async () => {
    const a = await producer();
    const b = await producer();
    const slug = `ocupado-${uid()}`;
    await createEntity(a.token, { name: 'A', slug });
    const es = await call('POST', '/api/entities', { token: b.token, lang: 'es', body: { name: 'B', slug } });
    expectError(es, 409, 'SLUG_EXISTS', 'slug');
    expect(es.body.error.message).toBe('Este slug ya existe: elige otro');
    const mine = await createEntity(b.token, { name: 'B' });
    const en = await call('PUT', `/api/entities/${mine.id}`, { token: b.token, lang: 'en', body: { slug } });
    expectError(en, 409, 'SLUG_EXISTS', 'slug');
    expect(en.body.error.message).toBe('This slug already exists: choose another one');
    const bad = await call('PUT', `/api/entities/${mine.id}`, {
      token: b.token,
      lang: 'es',
      body: { slug: 'con espacios', logo: 'javascript:alert(1)' },
    });
    expectError(bad, 422, 'VALIDATION_ERROR', 'slug');
    expect(bad.body.error.fields.map((f: { field: string }) => f.field)).toContain('logo');
  });
});
