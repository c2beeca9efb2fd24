import { describe, expect, it } from 'vitest';
import { CoursePost, Product, User } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { list } from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { courseWithLessons, revokedStudentOf, studentOf } from './helpers/learning.ts';
import { adminToken } from './helpers/settings.ts';
import { signedIn } from './helpers/users.ts';

// /api/courses/:id/posts: the comments and questions tabs of a course, for its students, its organizer
// and admins; replies one level deep; authors by first name only.

const post = (courseId: number, token: string, body: Record<string, unknown>) =>
  call('POST', `/api/courses/${courseId}/posts`, { token, body });

describe('/api/courses/:id/posts: permissions and params', () => {
  it('asks to sign in, and keeps viewers without the course out of reading and writing', async () => {
    const course = await courseWithLessons({ modules: [1] });
    const stranger = await signedIn('USER');
    const revoked = await revokedStudentOf(course);
    const path = `/api/courses/${course.id}/posts`;
    expectError(await call('GET', path), 401, 'AUTH_REQUIRED');
    expectError(await call('POST', path, { body: { kind: 'comment', text: 'Hola' } }), 401, 'AUTH_REQUIRED');
    expectError(await call('DELETE', `${path}/1`), 401, 'AUTH_REQUIRED');
    for (const token of [stranger.token, (await signedIn('PRODUCER')).token]) {
      expectError(await call('GET', path, { token }), 403, 'COURSE_NO_ACCESS');
      expectError(await post(course.id, token, { kind: 'comment', text: 'Hola' }), 403, 'COURSE_NO_ACCESS');
    }
    expectError(await call('GET', path, { token: revoked.token }), 403, 'PLAYBACK_REVOKED');
    expectError(
      await post(course.id, revoked.token, { kind: 'question', text: '¿?' }),
      403,
      'PLAYBACK_REVOKED',
    );
    expect(await CoursePost.count({ where: { courseId: course.id } })).toBe(0);
  });

  it('answers not found for a draft, a private course without a ticket, and a missing one', async () => {
    const draft = await courseWithLessons({ modules: [1], body: { status: 'draft' } });
    const hidden = await courseWithLessons({ modules: [1] });
    await Product.update({ status: 'private' }, { where: { id: hidden.productId } });
    const viewer = await signedIn('USER');
    for (const id of [draft.id, hidden.id, 2_147_483_647]) {
      expectError(await call('GET', `/api/courses/${id}/posts`, { token: viewer.token }), 404, 'NOT_FOUND');
      expectError(await post(id, viewer.token, { kind: 'comment', text: 'Hola' }), 404, 'NOT_FOUND');
    }
  });

  it('refuses a bad kind, an empty or long text, unknown fields and a bad filter, naming the field', async () => {
    const course = await courseWithLessons({ modules: [1] });
    const student = await studentOf(course);
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'review', text: 'Hola' }, 'kind'],
      [{ text: 'Hola' }, 'kind'],
      [{ kind: 'comment', text: '   ' }, 'text'],
      [{ kind: 'comment', text: 'x'.repeat(5001) }, 'text'],
      [{ kind: 'comment', text: 'Hola', parentId: 'x' }, 'parentId'],
      [{ kind: 'comment', text: 'Hola', pinned: true }, 'pinned'],
    ];
    for (const [body, field] of cases) {
      expectError(await post(course.id, student.token, body), 422, 'VALIDATION_ERROR', field);
    }
    expectError(
      await list(`/api/courses/${course.id}/posts`, { filter: { kind: 'review' } }, { token: student.token }),
      422,
      'VALIDATION_ERROR',
      'filter.kind',
    );
    expectError(
      await call('GET', `/api/courses/0x1/posts`, { token: student.token }),
      400,
      'INVALID_PARAMETER',
      'id',
    );
  });

  it('refuses a reply to a post of another course, of another kind, or to a reply', async () => {
    const course = await courseWithLessons({ modules: [1] });
    const other = await courseWithLessons({ modules: [1] });
    const student = await studentOf(course);
    const elsewhere = await post(other.id, other.owner.token, { kind: 'question', text: 'En otro curso' });
    const question = await post(course.id, student.token, { kind: 'question', text: '¿Una duda?' });
    const reply = await post(course.id, course.owner.token, {
      kind: 'question',
      text: 'Respuesta',
      parentId: question.body.id,
    });
    expect(reply.status).toBe(201);
    for (const body of [
      { kind: 'question', text: 'x', parentId: elsewhere.body.id },
      { kind: 'comment', text: 'x', parentId: question.body.id },
      { kind: 'question', text: 'x', parentId: reply.body.id },
      { kind: 'question', text: 'x', parentId: 2_147_483_647 },
    ]) {
      expectError(await post(course.id, student.token, body), 422, 'REFERENCE_NOT_FOUND', 'parentId');
    }
  });

  it('lets only the author, the organizer or an admin delete a post', async () => {
    const course = await courseWithLessons({ modules: [1] });
    const author = await studentOf(course);
    const classmate = await studentOf(course);
    const ids = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await post(course.id, author.token, { kind: 'comment', text: `Comentario ${i}` })).body.id);
    }
    const del = (id: number, token: string, courseId = course.id) =>
      call('DELETE', `/api/courses/${courseId}/posts/${id}`, { token });
    expectError(await del(ids[0], classmate.token), 404, 'NOT_FOUND');
    expectError(await del(ids[0], (await signedIn('PRODUCER')).token), 404, 'NOT_FOUND');
    const other = await courseWithLessons({ modules: [1] });
    expectError(await del(ids[0], other.owner.token, other.id), 404, 'NOT_FOUND');
    expect((await del(ids[0], author.token)).status).toBe(200);
    expect((await del(ids[1], course.owner.token)).status).toBe(200);
    expect((await del(ids[2], await adminToken())).status).toBe(200);
    expect(await CoursePost.count({ where: { courseId: course.id } })).toBe(0);
  });
});

describe('/api/courses/:id/posts: behaviour', () => {
  it('lists comments and questions apart, newest first, each with its replies and the teacher marked', async () => {
    const course = await courseWithLessons({ modules: [1] });
    const vera = await studentOf(course);
    const ana = await studentOf(course);
    await User.update({ name: 'Vera María', surname: 'Viewer' }, { where: { id: vera.user.id } });
    await User.update({ name: 'Ana', surname: 'Álvarez' }, { where: { id: ana.user.id } });

    const comment = await post(course.id, vera.token, { kind: 'comment', text: '  Me encantó la lección  ' });
    expect(comment.status).toBe(201);
    expect(comment.body).toMatchObject({
      courseId: course.id,
      kind: 'comment',
      text: 'Me encantó la lección',
      parentId: null,
      author: { id: vera.user.id, name: 'Vera' },
      byOrganizer: false,
      deletable: true,
      replies: [],
    });
    const first = await post(course.id, ana.token, { kind: 'question', text: '¿Primera duda?' });
    const second = await post(course.id, vera.token, { kind: 'question', text: '¿Segunda duda?' });
    const answer = await post(course.id, course.owner.token, {
      kind: 'question',
      text: 'La respuesta del profesor',
      parentId: first.body.id,
    });
    const thanks = await post(course.id, ana.token, {
      kind: 'question',
      text: 'Gracias',
      parentId: first.body.id,
    });

    const questions = await list(
      `/api/courses/${course.id}/posts`,
      { filter: { kind: 'question' } },
      { token: vera.token },
    );
    expect(questions.status).toBe(200);
    expect(questions.headers.get('content-range')).toBe('posts 0-1/2');
    expect(questions.body.map((p: { id: number }) => p.id)).toEqual([second.body.id, first.body.id]);
    const thread = questions.body[1];
    expect(thread.replies.map((r: { id: number }) => r.id)).toEqual([answer.body.id, thanks.body.id]);
    expect(thread.replies[0]).toMatchObject({ byOrganizer: true, deletable: false });
    // Vera may delete her own question, not Ana's.
    expect(questions.body[0].deletable).toBe(true);
    expect(thread.deletable).toBe(false);
    // No surname nor email of anyone.
    const text = JSON.stringify(questions.body);
    expect(text).not.toContain('Álvarez');
    expect(text).not.toContain('@');

    const comments = await list(
      `/api/courses/${course.id}/posts`,
      { filter: { kind: 'comment' } },
      { token: ana.token },
    );
    expect(comments.body.map((p: { id: number }) => p.id)).toEqual([comment.body.id]);
    // The organizer reads them too, and paging works.
    const page = await list(
      `/api/courses/${course.id}/posts`,
      { filter: { kind: 'question' }, range: [1, 1] },
      { token: course.owner.token },
    );
    expect(page.headers.get('content-range')).toBe('posts 1-1/2');
    expect(page.body[0].id).toBe(first.body.id);
  });

  it('removes the replies of a deleted post with it', async () => {
    const course = await courseWithLessons({ modules: [1] });
    const student = await studentOf(course);
    const question = await post(course.id, student.token, { kind: 'question', text: '¿Duda?' });
    await post(course.id, course.owner.token, {
      kind: 'question',
      text: 'Respuesta',
      parentId: question.body.id,
    });
    const res = await call('DELETE', `/api/courses/${course.id}/posts/${question.body.id}`, {
      token: student.token,
    });
    expect(res.status).toBe(200);
    expect(await CoursePost.count({ where: { courseId: course.id } })).toBe(0);
  });
});
