import { Course, type Language, type User } from '../../../../models/index.ts';
import { canManageOwner } from '../../catalogue/services/catalogue-access.ts';
import { loadModules, modulesJson } from '../../catalogue/services/product-extras.ts';
import { loadRelations } from '../../catalogue/services/product-relations.ts';
import {
  createProduct,
  deleteProduct,
  inTransaction,
  updateProduct,
} from '../../catalogue/services/products.ts';
import { listTyped, typedFor, typedJson, typedView } from '../../catalogue/services/typed-products.ts';
import { catalogueErrors } from '../../lib/db-errors.ts';
import type { ListParams } from '../../lib/rest.ts';
import type {
  CourseExtras,
  TypedCreateInput,
  TypedProductFilter,
  TypedUpdateInput,
} from '../schemas/course.ts';

/**
 * Courses (spec 3): a product of type course with requirements, program, FAQs and ordered modules of
 * lessons. Readers other than its manager get the outline only (no video, live or meet links, notes or
 * materials): lesson content is for the player, behind the entitlement check.
 */

function courseFields(course: Course) {
  return { requirements: course.requirements, program: course.program, faqs: course.faqs };
}

function setExtras(course: Course, body: CourseExtras) {
  if (body.requirements !== undefined) course.requirements = body.requirements;
  if (body.program !== undefined) course.program = body.program;
  if (body.faqs !== undefined) course.faqs = body.faqs;
}

export async function listCourses(user: User | null, p: ListParams<TypedProductFilter>, lang: Language) {
  const { rows, count } = await listTyped<Course>(user, Course, 'course', p);
  return {
    rows: rows.map((c) => ({
      ...typedJson(c, c.product, {
        lang,
        full: canManageOwner(user, c.product.channel.userId) && !p.filter.public,
        channel: c.product.channel,
      }),
      ...courseFields(c),
    })),
    count,
  };
}

export async function courseView(user: User | null, id: number, lang: Language) {
  const { row, product, channel, full } = await typedView<Course>(user, Course, 'course', id);
  const [relations, modules] = await Promise.all([loadRelations(product.id), loadModules(row.id)]);
  return {
    ...typedJson(row, product, { lang, full, channel, relations }),
    ...courseFields(row),
    modules: modulesJson(modules, full),
  };
}

export async function createCourse(user: User, body: TypedCreateInput<CourseExtras>) {
  return catalogueErrors('COURSE_SAVE_FAILED', () =>
    inTransaction(undefined, async (transaction) => {
      const product = await createProduct(user, { ...body, type: 'course' }, transaction);
      const course = await Course.findOne({ where: { productId: product.id }, transaction });
      if (!course) throw new Error('course row missing');
      setExtras(course, body);
      await course.save({ transaction });
      return course;
    }),
  );
}

export async function updateCourse(user: User, id: number, body: TypedUpdateInput<CourseExtras>) {
  return catalogueErrors('COURSE_SAVE_FAILED', () =>
    inTransaction(undefined, async (transaction) => {
      const { row, product } = await typedFor<Course>(user, Course, 'course', id, {
        transaction,
        lock: true,
      });
      await updateProduct(user, product.id, body, transaction);
      setExtras(row, body);
      await row.save({ transaction });
      return row;
    }),
  );
}

export async function deleteCourse(user: User, id: number) {
  const { row, product } = await typedFor<Course>(user, Course, 'course', id);
  await catalogueErrors('COURSE_SAVE_FAILED', () => deleteProduct(user, product.id));
  return row;
}
