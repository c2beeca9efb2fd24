import { z } from 'zod';
import { typedProductCrud } from '../../catalogue/routes/typed-products.ts';
import { reorderBody } from '../../catalogue/schemas/catalogue.ts';
import { modulesJson } from '../../catalogue/services/product-extras.ts';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import {
  courseAnswer,
  courseDeletedAnswer,
  courseRowAnswer,
  lessonAnswer,
  moduleAnswer,
  outlineModuleAnswer,
} from '../../shared/learning.ts';
import {
  courseCreateBody,
  courseUpdateBody,
  lessonBody,
  lessonUpdateBody,
  moduleBody,
  moduleUpdateBody,
} from '../schemas/course.ts';
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

/** Courses: a product of type course (its fields flattened) with modules and lessons as nested routes. */
export const courseRoutes = typedProductCrud(routes('/api/courses', 'catalogue'), {
  resource: 'courses',
  summaries: {
    list: 'List courses',
    one: 'One course with modules and lessons',
    create: 'Create a course',
    change: 'Change your course',
    remove: 'Delete your course',
  },
  createBody: courseCreateBody,
  updateBody: courseUpdateBody,
  list: listCourses,
  view: courseView,
  create: createCourse,
  answers: { one: courseAnswer, row: courseRowAnswer, removed: courseDeletedAnswer },
  update: updateCourse,
  remove: async (user, id) => (await deleteCourse(user, id)).toFormattedJSON(),
})
  // modules
  .get(
    '/:id/modules',
    { summary: "A course's modules", access: 'producer', response: z.array(outlineModuleAnswer) },
    async (c, { user, params }) => {
      const modules = modulesJson(await listModules(user, params.id), true);
      return listResponse(c, 'modules', modules, 0, modules.length);
    },
  )
  .post(
    '/:id/modules',
    { summary: 'Add a module', access: 'producer', body: moduleBody, status: 201, response: moduleAnswer },
    async (c, { user, params, body }) =>
      c.json((await createModule(user, params.id, body)).toFormattedJSON(), 201),
  )
  .post(
    '/:id/modules/reorder',
    {
      summary: 'Reorder the modules',
      access: 'producer',
      body: reorderBody,
      response: z.array(moduleAnswer),
    },
    async (c, { user, params, body }) =>
      c.json((await reorderModules(user, params.id, body.ids)).map((m) => m.toFormattedJSON())),
  )
  .put(
    '/:id/modules/:moduleId',
    { summary: 'Change a module', access: 'producer', body: moduleUpdateBody, response: moduleAnswer },
    async (c, { user, params, body }) =>
      c.json((await updateModule(user, params.id, params.moduleId, body)).toFormattedJSON()),
  )
  .delete(
    '/:id/modules/:moduleId',
    { summary: 'Delete a module', access: 'producer', response: moduleAnswer },
    async (c, { user, params }) =>
      c.json((await deleteModule(user, params.id, params.moduleId)).toFormattedJSON()),
  )
  // lessons
  .get(
    '/:id/modules/:moduleId/lessons',
    { summary: "A module's lessons", access: 'producer', response: z.array(lessonAnswer) },
    async (c, { user, params }) => {
      const lessons = (await listLessons(user, params.id, params.moduleId)).map((l) => l.toFormattedJSON());
      return listResponse(c, 'lessons', lessons, 0, lessons.length);
    },
  )
  .post(
    '/:id/modules/:moduleId/lessons',
    { summary: 'Add a lesson', access: 'producer', body: lessonBody, status: 201, response: lessonAnswer },
    async (c, { user, params, body }) =>
      c.json((await createLesson(user, params.id, params.moduleId, body)).toFormattedJSON(), 201),
  )
  .post(
    '/:id/modules/:moduleId/lessons/reorder',
    {
      summary: 'Reorder the lessons',
      access: 'producer',
      body: reorderBody,
      response: z.array(lessonAnswer),
    },
    async (c, { user, params, body }) =>
      c.json(
        (await reorderLessons(user, params.id, params.moduleId, body.ids)).map((l) => l.toFormattedJSON()),
      ),
  )
  .put(
    '/:id/modules/:moduleId/lessons/:lessonId',
    { summary: 'Change a lesson', access: 'producer', body: lessonUpdateBody, response: lessonAnswer },
    async (c, { user, params, body }) =>
      c.json((await updateLesson(user, params.id, params.moduleId, params.lessonId, body)).toFormattedJSON()),
  )
  .delete(
    '/:id/modules/:moduleId/lessons/:lessonId',
    { summary: 'Delete a lesson', access: 'producer', response: lessonAnswer },
    async (c, { user, params }) =>
      c.json((await deleteLesson(user, params.id, params.moduleId, params.lessonId)).toFormattedJSON()),
  );
