import type { Transaction } from 'sequelize';
import { Course, CourseModule, Lesson, type User } from '../../../../models/index.ts';
import { inTransaction } from '../../catalogue/services/products.ts';
import { typedFor } from '../../catalogue/services/typed-products.ts';
import { AppError, type ErrorCode, fieldError } from '../../errors.ts';
import { catalogueErrors } from '../../lib/db-errors.ts';
import { endLessonRooms } from '../../meetings/services/rooms.ts';
import type { LessonInput } from '../schemas/course.ts';

/**
 * Modules of a course and lessons of a module, for the course's manager. Every change locks the course's
 * product row, so positions assigned as "last" and reorders do not interleave.
 */

function locked<T>(user: User, courseId: number, failure: ErrorCode, fn: (t: Transaction) => Promise<T>) {
  return catalogueErrors(failure, () =>
    inTransaction(undefined, async (t) => {
      await typedFor<Course>(user, Course, 'course', courseId, { transaction: t, lock: true });
      return fn(t);
    }),
  );
}

async function moduleIn(courseId: number, moduleId: number, transaction?: Transaction) {
  const module = await CourseModule.findOne({ where: { id: moduleId, courseId }, transaction });
  if (!module) throw new AppError('NOT_FOUND');
  return module;
}

async function nextPosition(model: typeof CourseModule | typeof Lesson, where: object, t: Transaction) {
  // biome-ignore lint/suspicious/noExplicitAny: both models have a position column
  const max = (await (model as any).max('position', { where, transaction: t })) as number | null;
  return max === null ? 0 : max + 1;
}

/** Sets positions 0..n-1 in the given order; the ids must be exactly the current ones. */
async function reorder(rows: (CourseModule | Lesson)[], ids: number[], t: Transaction) {
  const current = new Set(rows.map((r) => r.id));
  if (ids.length !== current.size || new Set(ids).size !== ids.length || ids.some((id) => !current.has(id))) {
    throw fieldError('REORDER_MISMATCH', 'ids');
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [position, id] of ids.entries()) {
    const row = byId.get(id);
    if (row) {
      row.position = position;
      await row.save({ transaction: t });
    }
  }
}

export async function listModules(user: User, courseId: number) {
  await typedFor<Course>(user, Course, 'course', courseId);
  return CourseModule.findAll({
    where: { courseId },
    include: [{ model: Lesson, as: 'lessons' }],
    order: [
      ['position', 'ASC'],
      ['id', 'ASC'],
      [{ model: Lesson, as: 'lessons' }, 'position', 'ASC'],
      [{ model: Lesson, as: 'lessons' }, 'id', 'ASC'],
    ],
  });
}

export function createModule(user: User, courseId: number, body: { title: string; position?: number }) {
  return locked(user, courseId, 'MODULE_SAVE_FAILED', async (t) => {
    const position = body.position ?? (await nextPosition(CourseModule, { courseId }, t));
    return CourseModule.create({ courseId, title: body.title, position }, { transaction: t });
  });
}

export function updateModule(
  user: User,
  courseId: number,
  moduleId: number,
  body: { title?: string; position?: number },
) {
  return locked(user, courseId, 'MODULE_SAVE_FAILED', async (t) =>
    (await moduleIn(courseId, moduleId, t)).update(body, { transaction: t }),
  );
}

export function deleteModule(user: User, courseId: number, moduleId: number) {
  return locked(user, courseId, 'MODULE_DELETE_FAILED', async (t) => {
    const module = await moduleIn(courseId, moduleId, t);
    const lessons = await Lesson.findAll({ where: { moduleId }, attributes: ['id'], transaction: t });
    await endLessonRooms(
      lessons.map((l) => l.id),
      t,
    );
    await module.destroy({ transaction: t });
    return module;
  });
}

export function reorderModules(user: User, courseId: number, ids: number[]) {
  return locked(user, courseId, 'MODULE_SAVE_FAILED', async (t) => {
    await reorder(await CourseModule.findAll({ where: { courseId }, transaction: t }), ids, t);
    return CourseModule.findAll({ where: { courseId }, order: [['position', 'ASC']], transaction: t });
  });
}

export async function listLessons(user: User, courseId: number, moduleId: number) {
  await typedFor<Course>(user, Course, 'course', courseId);
  await moduleIn(courseId, moduleId);
  return Lesson.listByModule(moduleId);
}

export function createLesson(
  user: User,
  courseId: number,
  moduleId: number,
  body: LessonInput & { title: string },
) {
  return locked(user, courseId, 'LESSON_SAVE_FAILED', async (t) => {
    await moduleIn(courseId, moduleId, t);
    const position = body.position ?? (await nextPosition(Lesson, { moduleId }, t));
    return Lesson.create({ ...body, moduleId, position }, { transaction: t });
  });
}

async function lessonIn(courseId: number, moduleId: number, lessonId: number, t: Transaction) {
  await moduleIn(courseId, moduleId, t);
  const lesson = await Lesson.findOne({ where: { id: lessonId, moduleId }, transaction: t });
  if (!lesson) throw new AppError('NOT_FOUND');
  return lesson;
}

export function updateLesson(
  user: User,
  courseId: number,
  moduleId: number,
  lessonId: number,
  body: LessonInput,
) {
  return locked(user, courseId, 'LESSON_SAVE_FAILED', async (t) => {
    const lesson = await lessonIn(courseId, moduleId, lessonId, t);
    // No longer a meeting: its room, if open, is closed with the change.
    if (body.meeting === false && lesson.meeting) await endLessonRooms([lesson.id], t);
    return lesson.update(body, { transaction: t });
  });
}

export function deleteLesson(user: User, courseId: number, moduleId: number, lessonId: number) {
  return locked(user, courseId, 'LESSON_DELETE_FAILED', async (t) => {
    const lesson = await lessonIn(courseId, moduleId, lessonId, t);
    await endLessonRooms([lesson.id], t);
    await lesson.destroy({ transaction: t });
    return lesson;
  });
}

export function reorderLessons(user: User, courseId: number, moduleId: number, ids: number[]) {
  return locked(user, courseId, 'LESSON_SAVE_FAILED', async (t) => {
    await moduleIn(courseId, moduleId, t);
    await reorder(await Lesson.findAll({ where: { moduleId }, transaction: t }), ids, t);
    return Lesson.findAll({ where: { moduleId }, order: [['position', 'ASC']], transaction: t });
  });
}
