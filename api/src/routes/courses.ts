import { Hono } from 'hono';
import { currentUser, requireAuth } from '../auth/guards.ts';
import type { AppEnv } from '../context.ts';
import { contentLang } from '../lib/localize.ts';
import { idParam, listParams, listResponse } from '../lib/rest.ts';
import { readJson, validate } from '../lib/validate.ts';
import {
  createLesson,
  createModule,
  deleteLesson,
  deleteModule,
  listLessons,
  listModules,
  reorderLessons,
  reorderModules,
  updateLesson,
  updateModule,
} from '../services/course-content.ts';
import { courseView, createCourse, deleteCourse, listCourses, updateCourse } from '../services/courses.ts';
import { modulesJson } from '../services/product-extras.ts';
import { reorderBody } from './catalogue-schemas.ts';
import {
  courseCreateBody,
  courseUpdateBody,
  lessonBody,
  lessonUpdateBody,
  moduleBody,
  moduleUpdateBody,
  typedProductFilter,
} from './course-schemas.ts';

const producer = requireAuth('PRODUCER', 'ADMIN');
const TYPED_SORT = ['id', 'title', 'status', 'createdAt', 'publishedAt'] as const;

/** Courses: a product of type course (its fields flattened) with modules and lessons as nested routes. */
export const courseRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const p = listParams(c, {
      sortable: TYPED_SORT,
      defaultSort: ['id', 'DESC'],
      filter: typedProductFilter,
    });
    const { rows, count } = await listCourses(c.get('user'), p, contentLang(c));
    return listResponse(c, 'courses', rows, p.offset, count);
  })
  .get('/:id', async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    return c.json(await courseView(c.get('user'), id, contentLang(c)));
  })
  .post('/', producer, async (c) => {
    const body = await readJson(c, courseCreateBody);
    const course = await createCourse(currentUser(c), body);
    return c.json(await courseView(currentUser(c), course.id, contentLang(c)), 201);
  })
  .put('/:id', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const body = await readJson(c, courseUpdateBody);
    await updateCourse(currentUser(c), id, body);
    return c.json(await courseView(currentUser(c), id, contentLang(c)));
  })
  .delete('/:id', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const course = await deleteCourse(currentUser(c), id);
    return c.json(course.toFormattedJSON());
  })
  // modules
  .get('/:id/modules', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const modules = modulesJson(await listModules(currentUser(c), id), true);
    return listResponse(c, 'modules', modules, 0, modules.length);
  })
  .post('/:id/modules', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const body = await readJson(c, moduleBody);
    return c.json((await createModule(currentUser(c), id, body)).toFormattedJSON(), 201);
  })
  .post('/:id/modules/reorder', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const { ids } = await readJson(c, reorderBody);
    const modules = await reorderModules(currentUser(c), id, ids);
    return c.json(modules.map((m) => m.toFormattedJSON()));
  })
  .put('/:id/modules/:moduleId', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const moduleId = validate(c, idParam, c.req.param('moduleId'), 'moduleId');
    const body = await readJson(c, moduleUpdateBody);
    return c.json((await updateModule(currentUser(c), id, moduleId, body)).toFormattedJSON());
  })
  .delete('/:id/modules/:moduleId', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const moduleId = validate(c, idParam, c.req.param('moduleId'), 'moduleId');
    return c.json((await deleteModule(currentUser(c), id, moduleId)).toFormattedJSON());
  })
  // lessons
  .get('/:id/modules/:moduleId/lessons', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const moduleId = validate(c, idParam, c.req.param('moduleId'), 'moduleId');
    const lessons = (await listLessons(currentUser(c), id, moduleId)).map((l) => l.toFormattedJSON());
    return listResponse(c, 'lessons', lessons, 0, lessons.length);
  })
  .post('/:id/modules/:moduleId/lessons', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const moduleId = validate(c, idParam, c.req.param('moduleId'), 'moduleId');
    const body = await readJson(c, lessonBody);
    return c.json((await createLesson(currentUser(c), id, moduleId, body)).toFormattedJSON(), 201);
  })
  .post('/:id/modules/:moduleId/lessons/reorder', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const moduleId = validate(c, idParam, c.req.param('moduleId'), 'moduleId');
    const { ids } = await readJson(c, reorderBody);
    const lessons = await reorderLessons(currentUser(c), id, moduleId, ids);
    return c.json(lessons.map((l) => l.toFormattedJSON()));
  })
  .put('/:id/modules/:moduleId/lessons/:lessonId', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const moduleId = validate(c, idParam, c.req.param('moduleId'), 'moduleId');
    const lessonId = validate(c, idParam, c.req.param('lessonId'), 'lessonId');
    const body = await readJson(c, lessonUpdateBody);
    return c.json((await updateLesson(currentUser(c), id, moduleId, lessonId, body)).toFormattedJSON());
  })
  .delete('/:id/modules/:moduleId/lessons/:lessonId', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const moduleId = validate(c, idParam, c.req.param('moduleId'), 'moduleId');
    const lessonId = validate(c, idParam, c.req.param('lessonId'), 'lessonId');
    return c.json((await deleteLesson(currentUser(c), id, moduleId, lessonId)).toFormattedJSON());
  });
