import { describe, expect, it } from 'vitest';
import { LessonNote, LessonRating, Product } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { buyWithDemo, createSession } from './helpers/commerce.ts';
import { courseWithLessons, revokedStudentOf, studentOf } from './helpers/learning.ts';
import { adminToken } from './helpers/settings.ts';
import { signedIn } from './helpers/users.ts';

// /api/lessons/:id (spec 2 /courses/{slug}/lessons/{id}): the lesson for whoever may open its course,
// the watched mark, the viewer's 1–5 rating and their own notes.

const routesOf = (id: number): [string, string, unknown?][] => [
  ['GET', `/api/lessons/${id}`],
  ['PUT', `/api/lessons/${id}/progress`, { watched: true }],
  ['GET', `/api/lessons/${id}/rating`],
  ['PUT', `/api/lessons/${id}/rating`, { rating: 4 }],
  ['GET', `/api/lessons/${id}/note`],
  ['PUT', `/api/lessons/${id}/note`, { text: 'Mi nota' }],
];

describe('/api/lessons: permissions and params', () => {
  it('asks to sign in, and tells a viewer without the course to buy it or redeem a code', async () => {
    const course = await courseWithLessons();
    const stranger = await signedIn('USER');
    for (const [method, path, body] of routesOf(course.lessons[0].id)) {
      expectError(await call(method, path, { body }), 401, 'AUTH_REQUIRED');
      const res = await call(method, path, { body, token: stranger.token, lang: 'en' });
      expectError(res, 403, 'COURSE_NO_ACCESS');
      expect(res.body.error.message).toMatch(/buy it or redeem a code/);
    }
  });

  it('says why for a withdrawn ticket and for a course that opens on a date', async () => {
    const course = await courseWithLessons();
    const revoked = await revokedStudentOf(course);
    const early = await studentOf(course);
    await createSession((await Product.findByPk(course.productId)) as Product);
    for (const [method, path, body] of routesOf(course.lessons[0].id)) {
      expectError(await call(method, path, { body, token: revoked.token }), 403, 'PLAYBACK_REVOKED');
      expectError(await call(method, path, { body, token: early.token }), 403, 'COURSE_NOT_OPEN_YET');
    }
  });

  it('hides the lessons of a draft or private course, and of missing lessons, as not found', async () => {
    const draft = await courseWithLessons({ body: { status: 'draft' } });
    const hidden = await courseWithLessons();
    await Product.update({ status: 'private' }, { where: { id: hidden.productId } });
    const viewer = await signedIn('USER');
    for (const lesson of [draft.lessons[0], hidden.lessons[0]]) {
      for (const [method, path, body] of routesOf(lesson.id)) {
        expectError(await call(method, path, { body, token: viewer.token }), 404, 'NOT_FOUND');
      }
    }
    for (const [method, path, body] of routesOf(2_147_483_647)) {
      expectError(await call(method, path, { body, token: viewer.token }), 404, 'NOT_FOUND');
    }
    expectError(
      await call('GET', '/api/lessons/0x1', { token: viewer.token }),
      400,
      'INVALID_PARAMETER',
      'id',
    );
  });

  it('refuses bad bodies with the field named', async () => {
    const course = await courseWithLessons();
    const student = await studentOf(course);
    const id = course.lessons[0].id;
    const put = (path: string, body: unknown) =>
      call('PUT', `/api/lessons/${id}/${path}`, { body, token: student.token });
    expectError(await put('progress', {}), 422, 'VALIDATION_ERROR', 'watched');
    expectError(await put('progress', { watched: 'yes' }), 422, 'VALIDATION_ERROR', 'watched');
    for (const rating of [0, 6, 3.5, '4', null]) {
      expectError(await put('rating', { rating }), 422, 'VALIDATION_ERROR', 'rating');
    }
    expectError(
      await put('rating', { rating: 3, comment: 'x'.repeat(2001) }),
      422,
      'VALIDATION_ERROR',
      'comment',
    );
    expectError(await put('rating', { rating: 3, stars: 3 }), 422, 'VALIDATION_ERROR', 'stars');
    expectError(await put('note', {}), 422, 'VALIDATION_ERROR', 'text');
    expectError(await put('note', { text: 'x'.repeat(20_001) }), 422, 'VALIDATION_ERROR', 'text');
    // Nothing was stored by the refused calls.
    expect(await LessonRating.count({ where: { lessonId: id } })).toBe(0);
    expect(await LessonNote.count({ where: { lessonId: id } })).toBe(0);
  });
});

describe('/api/lessons: behaviour', () => {
  it('gives a student the lesson with its place in the course and its neighbours across modules', async () => {
    const course = await courseWithLessons({ modules: [2, 1] });
    const student = await studentOf(course);
    const [first, second, third] = course.lessons;
    const res = await call('GET', `/api/lessons/${second.id}`, { token: student.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: second.id,
      title: second.title,
      description: `Descripción de ${second.title}`,
      resources: [{ title: 'Guion', url: 'https://example.com/guion.pdf' }],
      notes: 'Notas del profesor',
      module: { id: second.moduleId, title: 'Módulo 1', position: 1 },
      course: { id: course.id, productId: course.productId, slug: course.slug },
      position: 2,
      total: 3,
      previous: { id: first.id, title: first.title },
      next: { id: third.id, title: third.title },
      watched: false,
      rating: null,
      note: null,
    });
    const last = await call('GET', `/api/lessons/${third.id}`, { token: student.token });
    expect(last.body).toMatchObject({ module: { title: 'Módulo 2', position: 2 }, position: 3, next: null });
    const firstView = await call('GET', `/api/lessons/${first.id}`, { token: student.token });
    expect(firstView.body.previous).toBeNull();
    // Its organizer and admins open it too.
    expect((await call('GET', `/api/lessons/${first.id}`, { token: course.owner.token })).status).toBe(200);
    expect((await call('GET', `/api/lessons/${first.id}`, { token: await adminToken() })).status).toBe(200);
  });

  it('marks a lesson watched and unwatched, shown in the lesson and in the course progress', async () => {
    const course = await courseWithLessons({ modules: [3] });
    const student = await studentOf(course);
    const classmate = await studentOf(course);
    const [a, b] = course.lessons;
    const mark = (id: number, watched: boolean, token = student.token) =>
      call('PUT', `/api/lessons/${id}/progress`, { token, body: { watched } });

    const done = await mark(a.id, true);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ lessonId: a.id, watched: true });
    expect(done.body.watchedAt).toBeTruthy();
    // Marking twice (two clicks, two tabs) is the same mark.
    await Promise.all([mark(b.id, true), mark(b.id, true)]);
    expect((await call('GET', `/api/lessons/${a.id}`, { token: student.token })).body.watched).toBe(true);

    const progress = await call('GET', `/api/courses/${course.id}/progress`, { token: student.token });
    expect(progress.status).toBe(200);
    expect(progress.body).toMatchObject({ courseId: course.id, total: 3, watchedCount: 2 });
    expect(progress.body.lessons.map((l: { lessonId: number }) => l.lessonId).sort()).toEqual(
      [a.id, b.id].sort(),
    );

    const undone = await mark(a.id, false);
    expect(undone.body).toMatchObject({ lessonId: a.id, watched: false, watchedAt: null });
    const after = await call('GET', `/api/courses/${course.id}/progress`, { token: student.token });
    expect(after.body.lessons.map((l: { lessonId: number }) => l.lessonId)).toEqual([b.id]);
    // Each student has their own marks.
    const theirs = await call('GET', `/api/courses/${course.id}/progress`, { token: classmate.token });
    expect(theirs.body).toMatchObject({ total: 3, watchedCount: 0, lessons: [] });
    expectError(await call('GET', `/api/courses/${course.id}/progress`), 401, 'AUTH_REQUIRED');
  });

  it('keeps one rating per viewer and lesson, which they can change, and the admin sees it', async () => {
    const course = await courseWithLessons({ modules: [1] });
    const student = await studentOf(course);
    const id = course.lessons[0].id;
    const rate = (body: unknown) => call('PUT', `/api/lessons/${id}/rating`, { token: student.token, body });

    const none = await call('GET', `/api/lessons/${id}/rating`, { token: student.token });
    expect(none.body).toEqual({ lessonId: id, rating: null, comment: null, updatedAt: null });
    const first = await rate({ rating: 4, comment: '  Muy clara  ' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ lessonId: id, rating: 4, comment: 'Muy clara' });
    const changed = await rate({ rating: 2, comment: '' });
    expect(changed.body).toMatchObject({ rating: 2, comment: null });
    expect((await call('GET', `/api/lessons/${id}/rating`, { token: student.token })).body).toMatchObject({
      rating: 2,
      comment: null,
    });
    expect((await call('GET', `/api/lessons/${id}`, { token: student.token })).body.rating).toMatchObject({
      rating: 2,
    });
    // Two tabs rating at once still leave one rating.
    await Promise.all([rate({ rating: 5 }), rate({ rating: 3 })]);
    expect(await LessonRating.count({ where: { lessonId: id } })).toBe(1);

    const classmate = await studentOf(course);
    await call('PUT', `/api/lessons/${id}/rating`, { token: classmate.token, body: { rating: 1 } });
    const admin = await call('GET', `/api/lesson-ratings/${id}`, { token: await adminToken() });
    expect(admin.body.count).toBe(2);
  });

  it("saves the viewer's own notes, private to them; an empty text removes them", async () => {
    const course = await courseWithLessons({ modules: [1] });
    const student = await studentOf(course);
    const classmate = await studentOf(course);
    const id = course.lessons[0].id;
    const save = (text: string, token = student.token) =>
      call('PUT', `/api/lessons/${id}/note`, { token, body: { text } });
    const read = (token = student.token) => call('GET', `/api/lessons/${id}/note`, { token });

    expect((await read()).body).toEqual({ lessonId: id, text: '', updatedAt: null });
    const saved = await save('Probar dos registros en el casting.\nPedir una escena corta.');
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      lessonId: id,
      text: 'Probar dos registros en el casting.\nPedir una escena corta.',
    });
    expect(saved.body.updatedAt).toBeTruthy();
    await save('Segunda versión');
    expect((await read()).body.text).toBe('Segunda versión');
    expect((await call('GET', `/api/lessons/${id}`, { token: student.token })).body.note.text).toBe(
      'Segunda versión',
    );
    // Another student of the same course does not see it.
    expect((await read(classmate.token)).body.text).toBe('');
    // Saved at once from two tabs: still one note.
    await Promise.all([save('A'), save('B')]);
    expect(await LessonNote.count({ where: { lessonId: id, userId: student.user.id } })).toBe(1);

    const cleared = await save('   ');
    expect(cleared.body).toEqual({ lessonId: id, text: '', updatedAt: null });
    expect(await LessonNote.count({ where: { lessonId: id, userId: student.user.id } })).toBe(0);
  });

  it('lets a buyer of a master that holds the course into its lessons', async () => {
    const course = await courseWithLessons({ modules: [1] });
    const master = await call('POST', '/api/masters', {
      token: course.owner.token,
      body: {
        title: 'Máster',
        channelId: course.owner.channel.id,
        status: 'published',
        plan: 'paid',
        totalPrice: 2200,
        taxRate: 10,
        courseIds: [course.id],
      },
    });
    expect(master.status, JSON.stringify(master.body)).toBe(201);
    const viewer = await signedIn('USER');
    await buyWithDemo(viewer.token, master.body.productId);
    const res = await call('PUT', `/api/lessons/${course.lessons[0].id}/progress`, {
      token: viewer.token,
      body: { watched: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
