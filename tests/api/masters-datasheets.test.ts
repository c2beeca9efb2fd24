import { describe, expect, it } from 'vitest';
import { expectError } from './helpers/assert.ts';
import { approvedChannel, producerWithChannel } from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { signedIn } from './helpers/users.ts';

async function post(path: string, token: string, body: Record<string, unknown>) {
  const res = await call('POST', path, { token, body: { plan: 'free', ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('/api/masters', () => {
  it('orders courses and refuses a repeated one with MASTER_DUPLICATE_COURSE', async () => {
    const { token } = await producerWithChannel();
    const a = await post('/api/courses', token, { title: 'Curso A' });
    const b = await post('/api/courses', token, { title: 'Curso B' });
    const master = await post('/api/masters', token, {
      title: 'Máster',
      courseIds: [b.id, a.id],
      requirements: 'Grado',
    });
    expect(master).toMatchObject({ type: 'master', courseIds: [b.id, a.id], requirements: 'Grado' });
    expect(master.courses.map((c: { title: string }) => c.title)).toEqual(['Curso B', 'Curso A']);

    const dup = await call('POST', '/api/masters', {
      token,
      lang: 'en',
      body: { title: 'x', courseIds: [a.id, b.id, a.id] },
    });
    expectError(dup, 409, 'MASTER_DUPLICATE_COURSE', 'courseIds.2');
    expect(dup.body.error.message).toBe('A master cannot contain the same course twice');
    expectError(
      await call('PUT', `/api/masters/${master.id}`, { token, body: { courseIds: [a.id, a.id] } }),
      409,
      'MASTER_DUPLICATE_COURSE',
    );

    const reordered = await call('PUT', `/api/masters/${master.id}`, {
      token,
      body: { ...master, courseIds: [a.id, b.id] },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.courseIds).toEqual([a.id, b.id]);
    const page = await call('GET', `/api/products/${master.productId}`, { token });
    expect(page.body.master.courses.map((c: { id: number }) => c.id)).toEqual([a.id, b.id]);
  });

  it("accepts only the owner's courses and hides masters from others", async () => {
    const owner = await producerWithChannel();
    const other = await producerWithChannel();
    const theirs = await post('/api/courses', other.token, { title: 'Ajeno' });
    expectError(
      await call('POST', '/api/masters', {
        token: owner.token,
        body: { title: 'x', courseIds: [theirs.id] },
      }),
      422,
      'REFERENCE_NOT_FOUND',
      'courseIds.0',
    );
    const master = await post('/api/masters', owner.token, { title: 'Mío' });
    expectError(await call('GET', `/api/masters/${master.id}`, { token: other.token }), 404, 'NOT_FOUND');
    expectError(
      await call('PUT', `/api/masters/${master.id}`, { token: other.token, body: { title: 'x' } }),
      404,
      'NOT_FOUND',
    );
    expectError(await call('DELETE', `/api/masters/${master.id}`, { token: other.token }), 404, 'NOT_FOUND');
    const user = await signedIn('USER');
    expectError(
      await call('POST', '/api/masters', { token: user.token, body: { title: 'x' } }),
      403,
      'FORBIDDEN',
    );
    expectError(await call('POST', '/api/masters', { body: { title: 'x' } }), 401, 'AUTH_REQUIRED');
    expect((await call('DELETE', `/api/masters/${master.id}`, { token: owner.token })).status).toBe(200);
  });
});

describe('/api/datasheets', () => {
  it('stores every field of spec 3 and warns (not refuses) past the recommended limits', async () => {
    const { token } = await producerWithChannel();
    const fields = {
      author: 'Equipo',
      abstract: 'Resumen',
      duration: '2 h',
      modality: 'Presencial',
      time: 'Tarde',
      experience: 'Media',
      people: '20',
      money: 'Bajo',
      participants: 'Estudiantes',
      benefits: [{ title: 'B1', text: 'T1' }],
      testimonials: [{ name: 'Ana', text: 'Genial' }],
      resources: [{ title: 'Guía', url: 'https://cdn.test/g.pdf' }],
      license: 'CC BY',
      skills: 'Escucha',
      mechanisms: 'Juego',
      strategy: 'Grupo',
      pedagogicalMethod: 'Activo',
      relatedLinks: [{ url: 'https://example.test' }],
    };
    const sheet = await post('/api/datasheets', token, { title: 'Ficha', ...fields });
    expect(sheet).toMatchObject({ type: 'datasheet', ...fields, warnings: [] });
    const long = await call('PUT', `/api/datasheets/${sheet.id}`, {
      token,
      lang: 'en',
      body: {
        abstract: 'x'.repeat(1001),
        benefits: Array.from({ length: 5 }, (_, i) => ({ title: `B${i}`, text: 't' })),
      },
    });
    expect(long.status).toBe(200);
    expect(long.body.warnings).toEqual([
      {
        code: 'DATASHEET_ABSTRACT_LONG',
        field: 'abstract',
        message: 'The abstract is recommended to be at most 1000 characters',
      },
      { code: 'DATASHEET_BENEFITS_MANY', field: 'benefits', message: 'At most 4 benefits are recommended' },
    ]);
    expect(long.body.abstract).toHaveLength(1001);
    expectError(
      await call('PUT', `/api/datasheets/${sheet.id}`, { token, body: { benefits: [{ title: 'x' }] } }),
      422,
      'VALIDATION_ERROR',
      'benefits.0.text',
    );
  });

  it('shows published sheets to the public without the resources, and hides drafts', async () => {
    const { token, user } = await producerWithChannel();
    const channel = await approvedChannel(token);
    const sheet = await post('/api/datasheets', token, {
      title: 'Ficha',
      channelId: channel.id,
      resources: [{ url: 'https://cdn.test/g.pdf' }],
    });
    expectError(await call('GET', `/api/datasheets/${sheet.id}`), 404, 'NOT_FOUND');
    const other = await producerWithChannel();
    expectError(await call('GET', `/api/datasheets/${sheet.id}`, { token: other.token }), 404, 'NOT_FOUND');
    await call('PUT', `/api/datasheets/${sheet.id}`, { token, body: { status: 'published' } });
    const res = await call('GET', `/api/datasheets/${sheet.id}`);
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('resources');
    expect(res.body.channelId).toBe(channel.id);
    expect(user.id).toBeGreaterThan(0);
  });

  it('lists published sheets to the public without the raw product and its content link', async () => {
    const { token } = await producerWithChannel();
    const channel = await approvedChannel(token);
    const secret = 'https://cdn.test/solo-para-compradores.pdf';
    const sheet = await post('/api/datasheets', token, {
      title: 'Ficha con enlace',
      channelId: channel.id,
      status: 'published',
      url: secret,
    });
    const res = await call(
      'GET',
      `/api/datasheets?filter=${encodeURIComponent(JSON.stringify({ id: sheet.id }))}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].title).toBe('Ficha con enlace');
    expect(res.body[0]).not.toHaveProperty('product');
    expect(JSON.stringify(res.body)).not.toContain(secret);
  });
});
