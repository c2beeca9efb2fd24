import { describe, expect, it } from 'vitest';
import { LessonRating } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { list, producerWithChannel, uid } from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { adminToken } from './helpers/settings.ts';
import { createUser, signedIn } from './helpers/users.ts';

// /api/lesson-ratings (spec 2: /manage/e-learning/lessons): every lesson with its average, count and
// comments, for admins. The seed may hold no ratings: each test rates its own lessons.

async function created(path: string, token: string, body: Record<string, unknown>) {
  const res = await call('POST', path, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; title: string };
}

/** A course of its own with one module of `lessons` lessons, titled uniquely. */
async function course(lessons: string[]) {
  const owner = await producerWithChannel();
  const tag = uid();
  const c = await created('/api/courses', owner.token, { title: `Curso ${tag}`, plan: 'free' });
  const m = await created(`/api/courses/${c.id}/modules`, owner.token, { title: 'Módulo 1' });
  const ls = [];
  for (const title of lessons) {
    ls.push(
      await created(`/api/courses/${c.id}/modules/${m.id}/lessons`, owner.token, {
        title: `${title} ${tag}`,
      }),
    );
  }
  return { id: c.id, title: `Curso ${tag}`, tag, moduleId: m.id, lessons: ls };
}

async function rate(lessonId: number, rating: number, comment: string | null = null) {
  const { user } = await createUser();
  await LessonRating.rate(user.id, lessonId, rating, comment);
  return user;
}

const byCourse = (courseId: number, query: Record<string, unknown> = {}, token?: string) =>
  list('/api/lesson-ratings', { filter: { courseId }, ...query }, { token });

describe('/api/lesson-ratings: permissions and params', () => {
  it('is for admins only: 401 signed out, 403 to users and producers', async () => {
    const c = await course(['Intro']);
    const lesson = c.lessons[0].id;
    for (const path of ['/api/lesson-ratings', `/api/lesson-ratings/${lesson}`]) {
      expectError(await call('GET', path), 401, 'AUTH_REQUIRED');
      expectError(await call('GET', path, { token: (await signedIn('USER')).token }), 403, 'FORBIDDEN');
      expectError(await call('GET', path, { token: (await signedIn('PRODUCER')).token }), 403, 'FORBIDDEN');
    }
  });

  it('refuses unknown sorts and filters with a field error, and answers 404 for a missing lesson', async () => {
    const admin = await adminToken();
    expectError(
      await list('/api/lesson-ratings', { sort: ['rating', 'ASC'] }, { token: admin }),
      422,
      'VALIDATION_ERROR',
      'sort.0',
    );
    expectError(
      await list('/api/lesson-ratings', { filter: { courseId: 'x' } }, { token: admin }),
      422,
      'VALIDATION_ERROR',
      'filter.courseId',
    );
    expectError(
      await list('/api/lesson-ratings', { filter: { owner: 1 } }, { token: admin }),
      422,
      'VALIDATION_ERROR',
      'filter.owner',
    );
    expectError(await call('GET', '/api/lesson-ratings/999999', { token: admin }), 404, 'NOT_FOUND');
    expectError(
      await call('GET', '/api/lesson-ratings/abc', { token: admin }),
      400,
      'INVALID_PARAMETER',
      'id',
    );
  });
});

describe('/api/lesson-ratings: behaviour', () => {
  it('lists every lesson of a course with its average, count and comments, unrated ones too', async () => {
    const c = await course(['Intro', 'Ritmo', 'Sin notas']);
    const [intro, ritmo, none] = c.lessons;
    await rate(intro.id, 5, 'Clarísima');
    await rate(intro.id, 4, '   ');
    await rate(intro.id, 2);
    await rate(ritmo.id, 3, 'Algo lenta');
    const res = await byCourse(c.id, {}, await adminToken());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('lesson-ratings 0-2/3');
    expect(res.body).toHaveLength(3);
    const row = (id: number) => res.body.find((r: { id: number }) => r.id === id);
    expect(row(intro.id)).toMatchObject({
      title: intro.title,
      courseId: c.id,
      courseTitle: c.title,
      moduleTitle: 'Módulo 1',
      average: 3.67,
      count: 3,
      commentCount: 1,
    });
    expect(row(intro.id).lastRatedAt).toBeTruthy();
    expect(row(ritmo.id)).toMatchObject({ average: 3, count: 1, commentCount: 1 });
    expect(row(none.id)).toMatchObject({ average: null, count: 0, commentCount: 0, lastRatedAt: null });
    // Default order: best average first, unrated last.
    expect(res.body.map((r: { id: number }) => r.id)).toEqual([intro.id, ritmo.id, none.id]);
  });

  it('keeps other courses out of a course filter, and finds lessons by title', async () => {
    const a = await course(['Uno']);
    const b = await course(['Dos']);
    await rate(b.lessons[0].id, 1, 'Mal sonido');
    const admin = await adminToken();
    const onlyA = await byCourse(a.id, {}, admin);
    expect(onlyA.body.map((r: { id: number }) => r.id)).toEqual([a.lessons[0].id]);
    const byTitle = await list('/api/lesson-ratings', { filter: { q: `Dos ${b.tag}` } }, { token: admin });
    expect(byTitle.body.map((r: { id: number }) => r.id)).toEqual([b.lessons[0].id]);
    const rated = await list('/api/lesson-ratings', { filter: { q: b.tag, rated: true } }, { token: admin });
    expect(rated.body).toHaveLength(1);
    const unrated = await list(
      '/api/lesson-ratings',
      { filter: { q: b.tag, rated: false } },
      { token: admin },
    );
    expect(unrated.body).toHaveLength(0);
  });

  it('sorts by average, count and title both ways, and pages with Content-Range', async () => {
    const c = await course(['C', 'A', 'B']);
    const [lc, la, lb] = c.lessons;
    await rate(la.id, 5);
    await rate(lb.id, 2);
    await rate(lb.id, 2);
    await rate(lb.id, 3);
    await rate(lc.id, 4);
    await rate(lc.id, 4);
    const admin = await adminToken();
    const ids = async (sort: [string, string], range?: [number, number]) => {
      const res = await byCourse(c.id, { sort, ...(range ? { range } : {}) }, admin);
      expect(res.status).toBe(200);
      return { ids: res.body.map((r: { id: number }) => r.id), range: res.headers.get('content-range') };
    };
    expect((await ids(['average', 'DESC'])).ids).toEqual([la.id, lc.id, lb.id]);
    expect((await ids(['average', 'ASC'])).ids).toEqual([lb.id, lc.id, la.id]);
    expect((await ids(['count', 'DESC'])).ids).toEqual([lb.id, lc.id, la.id]);
    expect((await ids(['title', 'ASC'])).ids).toEqual([la.id, lb.id, lc.id]);
    expect((await ids(['title', 'DESC'])).ids).toEqual([lc.id, lb.id, la.id]);
    expect(await ids(['title', 'ASC'], [1, 1])).toEqual({ ids: [lb.id], range: 'lesson-ratings 1-1/3' });
    // Past the end: no rows, still the total.
    expect(await ids(['title', 'ASC'], [10, 19])).toEqual({ ids: [], range: 'lesson-ratings 10-10/3' });
  });

  it("shows one lesson's stars and comments, newest first, with who wrote them", async () => {
    const c = await course(['Detalle']);
    const lesson = c.lessons[0];
    const first = await rate(lesson.id, 4, 'Buena, pero corta');
    await rate(lesson.id, 2);
    await new Promise((r) => setTimeout(r, 10));
    const second = await rate(lesson.id, 5, 'Excelente');
    const res = await call('GET', `/api/lesson-ratings/${lesson.id}`, { token: await adminToken() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: lesson.id,
      title: lesson.title,
      average: 3.67,
      count: 3,
      commentCount: 2,
    });
    expect(res.body.distribution).toEqual([
      { rating: 1, count: 0 },
      { rating: 2, count: 1 },
      { rating: 3, count: 0 },
      { rating: 4, count: 1 },
      { rating: 5, count: 1 },
    ]);
    expect(res.body.comments.map((x: { comment: string }) => x.comment)).toEqual([
      'Excelente',
      'Buena, pero corta',
    ]);
    expect(res.body.comments[0]).toMatchObject({ rating: 5, user: { id: second.id, email: second.email } });
    expect(res.body.comments[1].user.id).toBe(first.id);
    // Rating again replaces the rating (one per user and lesson).
    await LessonRating.rate(first.id, lesson.id, 1, 'Cambié de opinión');
    const again = await call('GET', `/api/lesson-ratings/${lesson.id}`, { token: await adminToken() });
    expect(again.body).toMatchObject({ count: 3, average: 2.67 });
    expect(again.body.comments[0].comment).toBe('Cambié de opinión');
  });
});
