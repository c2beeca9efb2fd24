import { Op, type Transaction } from 'sequelize';
import {
  Channel,
  Course,
  type Language,
  Master,
  MasterCourse,
  Product,
  type User,
} from '../../../../models/index.ts';
import { canManageOwner } from '../../catalogue/services/catalogue-access.ts';
import { masterCourses } from '../../catalogue/services/product-extras.ts';
import { loadRelations } from '../../catalogue/services/product-relations.ts';
import {
  createProduct,
  deleteProduct,
  inTransaction,
  updateProduct,
} from '../../catalogue/services/products.ts';
import { listTyped, typedFor, typedJson, typedView } from '../../catalogue/services/typed-products.ts';
import { AppError, fieldError } from '../../errors.ts';
import { catalogueErrors } from '../../lib/db-errors.ts';
import type { ListParams } from '../../lib/rest.ts';
import type {
  MasterExtras,
  TypedCreateInput,
  TypedProductFilter,
  TypedUpdateInput,
} from '../schemas/course.ts';

/**
 * Masters (spec 3): a product of type master bundling an ordered list of courses of the same organizer.
 * A repeated course is refused (409 MASTER_DUPLICATE_COURSE, spec 5); the primary key of master_courses
 * refuses it too.
 */

/** The courses must be courses of channels of the master's owner, each once. */
async function checkCourses(ownerId: number, ids: number[], transaction: Transaction) {
  const seen = new Set<number>();
  ids.forEach((id, i) => {
    if (seen.has(id)) throw fieldError('MASTER_DUPLICATE_COURSE', `courseIds.${i}`);
    seen.add(id);
  });
  const courses = await Course.findAll({
    where: { id: { [Op.in]: ids } },
    include: [
      {
        model: Product,
        as: 'product',
        where: { type: 'course' },
        include: [{ model: Channel, as: 'channel', where: { userId: ownerId } }],
      },
    ],
    transaction,
  });
  const found = new Set(courses.map((c) => c.id));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) throw fieldError('REFERENCE_NOT_FOUND', `courseIds.${missing}`);
}

async function setExtras(master: Master, ownerId: number, body: MasterExtras, transaction: Transaction) {
  if (body.requirements !== undefined) master.requirements = body.requirements;
  if (body.faqs !== undefined) master.faqs = body.faqs;
  await master.save({ transaction });
  if (body.courseIds) {
    await checkCourses(ownerId, body.courseIds, transaction);
    await MasterCourse.replaceCourses(master.id, body.courseIds, transaction);
  }
}

const masterFields = (m: Master) => ({ requirements: m.requirements, faqs: m.faqs });

export async function listMasters(user: User | null, p: ListParams<TypedProductFilter>, lang: Language) {
  const { rows, count } = await listTyped<Master>(user, Master, 'master', p);
  const links = await MasterCourse.findAll({
    where: { masterId: { [Op.in]: rows.map((r) => r.id) } },
    order: [['position', 'ASC']],
  });
  return {
    rows: rows.map((m) => ({
      ...typedJson(m, m.product, {
        lang,
        full: canManageOwner(user, m.product.channel.userId) && !p.filter.public,
        channel: m.product.channel,
      }),
      ...masterFields(m),
      courseIds: links.filter((l) => l.masterId === m.id).map((l) => l.courseId),
    })),
    count,
  };
}

export async function masterView(user: User | null, id: number, lang: Language) {
  const { row, product, channel, full } = await typedView<Master>(user, Master, 'master', id);
  const [relations, courses] = await Promise.all([loadRelations(product.id), masterCourses(row.id, lang)]);
  return {
    ...typedJson(row, product, { lang, full, channel, relations }),
    ...masterFields(row),
    courseIds: courses.map((c) => c.id),
    courses,
  };
}

export async function createMaster(user: User, body: TypedCreateInput<MasterExtras>) {
  return catalogueErrors('MASTER_SAVE_FAILED', () =>
    inTransaction(undefined, async (transaction) => {
      const product = await createProduct(user, { ...body, type: 'master' }, transaction);
      const master = await Master.findOne({ where: { productId: product.id }, transaction });
      const channel = await Channel.findByPk(product.channelId, { transaction });
      if (!master || !channel) throw new AppError('MASTER_SAVE_FAILED');
      await setExtras(master, channel.userId, body, transaction);
      return master;
    }),
  );
}

export async function updateMaster(user: User, id: number, body: TypedUpdateInput<MasterExtras>) {
  return catalogueErrors('MASTER_SAVE_FAILED', () =>
    inTransaction(undefined, async (transaction) => {
      const { row, product } = await typedFor<Master>(user, Master, 'master', id, {
        transaction,
        lock: true,
      });
      const updated = await updateProduct(user, product.id, body, transaction);
      const channel = await Channel.findByPk(updated.channelId, { transaction });
      await setExtras(row, channel?.userId ?? product.channel.userId, body, transaction);
      return row;
    }),
  );
}

export async function deleteMaster(user: User, id: number) {
  const { row, product } = await typedFor<Master>(user, Master, 'master', id);
  await catalogueErrors('MASTER_SAVE_FAILED', () => deleteProduct(user, product.id));
  return row;
}
