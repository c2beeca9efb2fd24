import { describe, expect, it } from 'vitest';
import { publicUrl } from '../../api/src/env.ts';
import { expectError } from './helpers/assert.ts';
import { list, producerWithChannel } from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { signedIn } from './helpers/users.ts';

async function createCourse(token: string, body: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/courses', {
    token,
    body: { title: 'Armonía', plan: 'free', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function addModule(token: string, courseId: number, title: string) {
  const res = await call('POST', `/api/courses/${courseId}/modules`, { token, body: { title } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function addLesson(token: string, courseId: number, moduleId: number, body: Record<string, unknown>) {
  const res = await call('POST', `/api/courses/${courseId}/modules/${moduleId}/lessons`, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('/api/courses: permissions and params', () => {
  it('answers 401, 403 to users and 404 to another producer on the course and its content', async () => {
    const owner = await producerWithChannel();
    const course = await createCourse(owner.token);
    const module = await addModule(owner.token, course.id, 'Uno');
    const lesson = await addLesson(owner.token, course.id, module.id, { title: 'Intro' });
    const user = await signedIn('USER');
    const other = await producerWithChannel();
    const base = `/api/courses/${course.id}`;
    const calls: [string, string, unknown?][] = [
      ['PUT', base, { title: 'x' }],
      ['DELETE', base],
      ['GET', `${base}/modules`],
      ['POST', `${base}/modules`, { title: 'x' }],
      ['POST', `${base}/modules/reorder`, { ids: [module.id] }],
      ['PUT', `${base}/modules/${module.id}`, { title: 'x' }],
      ['DELETE', `${base}/modules/${module.id}`],
      ['GET', `${base}/modules/${module.id}/lessons`],
      ['POST', `${base}/modules/${module.id}/lessons`, { title: 'x' }],
      ['POST', `${base}/modules/${module.id}/lessons/reorder`, { ids: [lesson.id] }],
      ['PUT', `${base}/modules/${module.id}/lessons/${lesson.id}`, { title: 'x' }],
      ['DELETE', `${base}/modules/${module.id}/lessons/${lesson.id}`],
    ];
    for (const [method, path, body] of calls) {
      expectError(await call(method, path, { body }), 401, 'AUTH_REQUIRED');
      expectError(await call(method, path, { body, token: user.token }), 403, 'FORBIDDEN');
      expectError(await call(method, path, { body, token: other.token }), 404, 'NOT_FOUND');
    }
    expectError(await call('GET', base, { token: other.token }), 404, 'NOT_FOUND'); // a draft
    expectError(
      await call('POST', '/api/courses', { token: user.token, body: { title: 'x' } }),
      403,
      'FORBIDDEN',
    );
  });

  it('validates course, module and lesson fields', async () => {
    const { token } = await producerWithChannel();
    expectError(
      await call('POST', '/api/courses', { token, body: { title: 'x', type: 'vod' } }),
      422,
      'VALIDATION_ERROR',
      'type',
    );
    expectError(
      await call('POST', '/api/courses', { token, body: { title: 'x', faqs: [{ question: 'q' }] } }),
      422,
      'VALIDATION_ERROR',
      'faqs.0.answer',
    );
    const course = await createCourse(token);
    const module = await addModule(token, course.id, 'Uno');
    const path = `/api/courses/${course.id}/modules/${module.id}/lessons`;
    expectError(await call('POST', path, { token, body: {} }), 422, 'VALIDATION_ERROR', 'title');
    expectError(
      await call('POST', path, { token, body: { title: 'x', videoUrl: 'file:///etc/passwd' } }),
      422,
      'VALIDATION_ERROR',
      'videoUrl',
    );
    expectError(
      await call('POST', path, { token, body: { title: 'x', resources: [{ title: 'pdf' }] } }),
      422,
      'VALIDATION_ERROR',
      'resources.0.url',
    );
    expectError(await call('PUT', `${path}/0`, { token, body: {} }), 400, 'INVALID_PARAMETER', 'lessonId');
    expectError(await call('PUT', `${path}/999999`, { token, body: {} }), 404, 'NOT_FOUND');
  });
});

describe('/api/courses: behaviour', () => {
  it('creates a course product with modules and lessons in order', async () => {
    const { token, channel } = await producerWithChannel();
    const course = await createCourse(token, {
      channelId: channel.id,
      requirements: 'Solfeo',
      program: 'Tonalidad',
      faqs: [{ question: '¿Nivel?', answer: 'Medio' }],
      tags: ['música'],
    });
    expect(course).toMatchObject({
      type: 'course',
      channelId: channel.id,
      requirements: 'Solfeo',
      modules: [],
    });
    const product = await call('GET', `/api/products/${course.productId}`, { token });
    expect(product.body.course).toMatchObject({ id: course.id, requirements: 'Solfeo' });

    const m1 = await addModule(token, course.id, 'Uno');
    const m2 = await addModule(token, course.id, 'Dos');
    expect([m1.position, m2.position]).toEqual([0, 1]);
    const l1 = await addLesson(token, course.id, m1.id, {
      title: 'Intervalos',
      videoUrl: 'https://cdn.test/v.m3u8',
      liveUrl: 'https://live.test/x',
      meetUrl: 'https://meet.test/y',
      resources: [{ title: 'PDF', url: 'https://cdn.test/a.pdf' }],
      notes: 'Repasar',
      durationMinutes: 12,
    });
    const l2 = await addLesson(token, course.id, m1.id, { title: 'Acordes' });
    expect([l1.position, l2.position]).toEqual([0, 1]);

    const reordered = await call('POST', `/api/courses/${course.id}/modules/reorder`, {
      token,
      body: { ids: [m2.id, m1.id] },
    });
    expect(reordered.body.map((m: { id: number }) => m.id)).toEqual([m2.id, m1.id]);
    const lessons = await call('POST', `/api/courses/${course.id}/modules/${m1.id}/lessons/reorder`, {
      token,
      body: { ids: [l2.id, l1.id] },
    });
    expect(lessons.body.map((l: { id: number }) => l.id)).toEqual([l2.id, l1.id]);
    for (const ids of [[m1.id], [m1.id, m1.id], [m1.id, m2.id, 999_999]]) {
      expectError(
        await call('POST', `/api/courses/${course.id}/modules/reorder`, { token, body: { ids } }),
        422,
        'REORDER_MISMATCH',
        'ids',
      );
    }

    const full = await call('GET', `/api/courses/${course.id}`, { token });
    expect(full.body.modules.map((m: { title: string }) => m.title)).toEqual(['Dos', 'Uno']);
    expect(full.body.modules[1].lessons.map((l: { title: string }) => l.title)).toEqual([
      'Acordes',
      'Intervalos',
    ]);
    expect(full.body.modules[1].lessons[1]).toMatchObject({
      videoUrl: 'https://cdn.test/v.m3u8',
      notes: 'Repasar',
    });

    const edited = await call('PUT', `/api/courses/${course.id}/modules/${m1.id}/lessons/${l1.id}`, {
      token,
      body: { ...l1, title: 'Intervalos II', notes: null },
    });
    expect(edited.body).toMatchObject({
      title: 'Intervalos II',
      notes: null,
      videoUrl: 'https://cdn.test/v.m3u8',
    });
    expect(
      (await call('DELETE', `/api/courses/${course.id}/modules/${m1.id}/lessons/${l2.id}`, { token })).status,
    ).toBe(200);
    expect((await call('DELETE', `/api/courses/${course.id}/modules/${m2.id}`, { token })).status).toBe(200);
    const modules = await call('GET', `/api/courses/${course.id}/modules`, { token });
    expect(modules.body.map((m: { id: number }) => m.id)).toEqual([m1.id]);
  });

  it('shows the public the outline only once published, without links, notes or materials', async () => {
    const { token } = await producerWithChannel();
    const course = await createCourse(token);
    const module = await addModule(token, course.id, 'Uno');
    await addLesson(token, course.id, module.id, {
      title: 'Secreto',
      videoUrl: 'https://cdn.test/v.m3u8',
      notes: 'privado',
      resources: [{ title: 'PDF', url: 'https://cdn.test/a.pdf' }],
    });
    expectError(await call('GET', `/api/courses/${course.id}`), 404, 'NOT_FOUND');
    await call('PUT', `/api/courses/${course.id}`, { token, body: { status: 'published' } });
    const res = await call('GET', `/api/courses/${course.id}`);
    expect(res.status).toBe(200);
    const lesson = res.body.modules[0].lessons[0];
    expect(lesson.title).toBe('Secreto');
    expect(lesson).not.toHaveProperty('videoUrl');
    expect(lesson).not.toHaveProperty('notes');
    expect(lesson).not.toHaveProperty('resources');
    const bySlug = await call('GET', `/api/products/by-slug/${course.slug}`);
    expect(bySlug.body.course.modules[0].lessons[0]).not.toHaveProperty('videoUrl');
    const listed = await list('/api/courses', { filter: { id: [course.id] } });
    expect(listed.body.map((c: { id: number }) => c.id)).toEqual([course.id]);
  });

  it("gives a live lesson the dates of the meet it links to, for the course's calendar", async () => {
    const { token, channel } = await producerWithChannel();
    const startsAt = new Date(Date.now() + 3 * 86400_000).toISOString();
    const meet = await call('POST', '/api/products', {
      token,
      body: {
        type: 'meet',
        title: `Tutoría ${Date.now()}`,
        channelId: channel.id,
        plan: 'free',
        status: 'published',
        sessions: [{ startsAt, durationMinutes: 45 }],
      },
    });
    expect(meet.status, JSON.stringify(meet.body)).toBe(201);
    const course = await createCourse(token, { status: 'published' });
    const module = await addModule(token, course.id, 'Uno');
    await addLesson(token, course.id, module.id, { title: 'Grabada' });
    const live = await addLesson(token, course.id, module.id, {
      title: 'Tutoría en directo',
      liveUrl: `${publicUrl}/meets/${meet.body.slug}`,
    });
    // A link elsewhere gives no date.
    await addLesson(token, course.id, module.id, { title: 'Fuera', liveUrl: 'https://otra.test/meets/x' });
    const bySlug = await call('GET', `/api/products/by-slug/${course.slug}`);
    expect(bySlug.body.course.liveDates).toEqual([
      { lessonId: live.id, title: 'Tutoría en directo', startsAt, durationMinutes: 45 },
    ]);
    // The public outline still carries no link.
    expect(JSON.stringify(bySlug.body.course)).not.toContain(meet.body.slug);
  });

  it('updates product and course fields together and keeps the publish rules', async () => {
    const { token } = await producerWithChannel();
    const course = await createCourse(token, { status: 'published' });
    const res = await call('PUT', `/api/courses/${course.id}`, {
      token,
      body: { ...course, title: 'Armonía II', program: 'Nuevo' },
    });
    expect(res.body).toMatchObject({ id: course.id, title: 'Armonía II', program: 'Nuevo' });
    expectError(
      await call('PUT', `/api/courses/${course.id}`, { token, body: { status: 'draft' } }),
      409,
      'PRODUCT_PUBLISHED_LOCKED',
    );
    expectError(
      await call('DELETE', `/api/courses/${course.id}`, { token }),
      409,
      'PRODUCT_PUBLISHED_NOT_DELETABLE',
    );
    const draft = await createCourse(token);
    expect((await call('DELETE', `/api/courses/${draft.id}`, { token })).status).toBe(200);
    expectError(await call('GET', `/api/courses/${draft.id}`, { token }), 404, 'NOT_FOUND');
  });
});
