import { expect } from 'vitest';
import { ProductAccess } from '../../../models/index.ts';
import { producerWithChannel, uid } from './catalogue.ts';
import { call } from './client.ts';
import { buyWithDemo } from './commerce.ts';
import { signedIn } from './users.ts';

/** Fixtures of the learner's side of courses: a published course with lessons, and its students. */

async function created(path: string, token: string, body: Record<string, unknown>) {
  const res = await call('POST', path, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; productId: number; title: string; slug: string };
}

export interface CourseFixture {
  owner: Awaited<ReturnType<typeof producerWithChannel>>;
  id: number;
  productId: number;
  slug: string;
  /** Every lesson in course order (module by module). */
  lessons: { id: number; title: string; moduleId: number }[];
}

/**
 * A course of a producer of its own, built through the API: published and paid (11.00 €) unless told
 * otherwise, with one module per entry of `modules`, each with that many lessons.
 */
export async function courseWithLessons(
  opts: { modules?: number[]; body?: Record<string, unknown> } = {},
): Promise<CourseFixture> {
  const owner = await producerWithChannel();
  const tag = uid();
  const course = await created('/api/courses', owner.token, {
    title: `Curso ${tag}`,
    channelId: owner.channel.id,
    status: 'published',
    plan: 'paid',
    totalPrice: 1100,
    taxRate: 10,
    ...opts.body,
  });
  const lessons: CourseFixture['lessons'] = [];
  for (const [m, count] of (opts.modules ?? [2]).entries()) {
    const mod = await created(`/api/courses/${course.id}/modules`, owner.token, { title: `Módulo ${m + 1}` });
    for (let i = 0; i < count; i++) {
      const title = `Lección ${m + 1}.${i + 1} ${tag}`;
      const lesson = await created(`/api/courses/${course.id}/modules/${mod.id}/lessons`, owner.token, {
        title,
        description: `Descripción de ${title}`,
        resources: [{ title: 'Guion', url: 'https://example.com/guion.pdf' }],
        notes: 'Notas del profesor',
      });
      lessons.push({ id: lesson.id, title, moduleId: mod.id });
    }
  }
  return { owner, id: course.id, productId: course.productId, slug: course.slug, lessons };
}

/** A signed-in viewer who bought the course (demo payment through the API). */
export async function studentOf(course: CourseFixture) {
  const viewer = await signedIn('USER');
  await buyWithDemo(viewer.token, course.productId);
  return viewer;
}

/** A signed-in viewer whose ticket was withdrawn. */
export async function revokedStudentOf(course: CourseFixture) {
  const viewer = await signedIn('USER');
  await ProductAccess.grantOnce({ userId: viewer.user.id, productId: course.productId, source: 'admin' });
  await ProductAccess.update(
    { revokedAt: new Date() },
    { where: { userId: viewer.user.id, productId: course.productId } },
  );
  return viewer;
}
