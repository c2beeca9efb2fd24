import { describe, expect, it } from 'vitest';
import { Product, User } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { buyWithDemo } from './helpers/commerce.ts';
import { courseWithLessons, revokedStudentOf, studentOf } from './helpers/learning.ts';
import { adminToken } from './helpers/settings.ts';
import { signedIn } from './helpers/users.ts';

// /api/courses/:id/students and /api/masters/:id/students: how many take it for anyone who may see the
// page; first names only for the people inside (students, organizer, admins); never an email.

async function named(viewer: { user: User }, name: string, surname: string, publicProfile = false) {
  await User.update({ name, surname, publicProfile }, { where: { id: viewer.user.id } });
}

describe('students: permissions and params', () => {
  it('answers not found for a draft, a private course, a missing one and a bad id', async () => {
    const draft = await courseWithLessons({ modules: [1], body: { status: 'draft' } });
    const hidden = await courseWithLessons({ modules: [1] });
    await Product.update({ status: 'private' }, { where: { id: hidden.productId } });
    const viewer = await signedIn('USER');
    for (const id of [draft.id, hidden.id, 2_147_483_647]) {
      expectError(await call('GET', `/api/courses/${id}/students`), 404, 'NOT_FOUND');
      expectError(
        await call('GET', `/api/courses/${id}/students`, { token: viewer.token }),
        404,
        'NOT_FOUND',
      );
    }
    expectError(await call('GET', '/api/masters/2147483647/students'), 404, 'NOT_FOUND');
    expectError(await call('GET', '/api/courses/abc/students'), 400, 'INVALID_PARAMETER', 'id');
    // The organizer sees their draft's.
    expect(
      (await call('GET', `/api/courses/${draft.id}/students`, { token: draft.owner.token })).status,
    ).toBe(200);
  });
});

describe('students: behaviour', () => {
  it('counts the students for everyone and names them by first name only to the people inside', async () => {
    const course = await courseWithLessons({ modules: [1] });
    const vera = await studentOf(course);
    const ana = await studentOf(course);
    const nameless = await studentOf(course);
    await revokedStudentOf(course);
    await named(vera, 'Vera María', 'Viewer', true);
    await named(ana, 'Ana', 'Álvarez Ruiz');
    const path = `/api/courses/${course.id}/students`;

    const outsider = await call('GET', path, { token: (await signedIn('USER')).token });
    expect(outsider.body).toEqual({ count: 3, students: null });
    expect((await call('GET', path)).body).toEqual({ count: 3, students: null });

    for (const token of [nameless.token, course.owner.token, await adminToken()]) {
      const inside = await call('GET', path, { token });
      expect(inside.status).toBe(200);
      expect(inside.body.count).toBe(3);
      // Newest first; whoever has no name is counted but not listed.
      expect(inside.body.students).toEqual([
        { id: ana.user.id, name: 'Ana', avatar: null, publicProfile: false },
        { id: vera.user.id, name: 'Vera', avatar: null, publicProfile: true },
      ]);
      const text = JSON.stringify(inside.body);
      expect(text).not.toMatch(/Álvarez|Viewer|María|@/);
    }
  });

  it("counts a master's buyers among its courses' students, and in the master's own", async () => {
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
    const joao = await signedIn('USER');
    await named(joao, 'João', 'Pereira');
    await buyWithDemo(joao.token, master.body.productId);
    await studentOf(course);

    const courseStudents = await call('GET', `/api/courses/${course.id}/students`, { token: joao.token });
    expect(courseStudents.body.count).toBe(2);
    expect(courseStudents.body.students.map((s: { name: string }) => s.name)).toEqual(['João']);
    const masterStudents = await call('GET', `/api/masters/${master.body.id}/students`);
    expect(masterStudents.body).toEqual({ count: 1, students: null });
    const inside = await call('GET', `/api/masters/${master.body.id}/students`, { token: joao.token });
    expect(inside.body.students).toEqual([
      { id: joao.user.id, name: 'João', avatar: null, publicProfile: false },
    ]);
  });
});
