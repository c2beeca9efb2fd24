import { Op, type Transaction } from 'sequelize';
import {
  AdBanner,
  Category,
  Channel,
  Product,
  ProductCategory,
  ProductSession,
  ProductSpeaker,
  ScheduleSection,
  Speaker,
  type User,
} from '../../../../models/index.ts';
import { fieldError } from '../../errors.ts';
import { canManageOwner, isAdmin, ownChannelIds } from './catalogue-access.ts';
import type { ProductRelations } from './product-json.ts';

/** Categories, speakers, schedule sections and bundles of a product, replaced as lists on PUT. */

export async function loadRelations(productId: number, transaction?: Transaction): Promise<ProductRelations> {
  const [sessions, links, categoryLinks, scheduleSections] = await Promise.all([
    ProductSession.findAll({
      where: { productId },
      order: [
        ['startsAt', 'ASC'],
        ['id', 'ASC'],
      ],
      transaction,
    }),
    ProductSpeaker.findAll({
      where: { productId },
      include: [{ model: Speaker, as: 'speaker' }],
      order: [['position', 'ASC']],
      transaction,
    }),
    ProductCategory.findAll({ where: { productId }, transaction }),
    ScheduleSection.findAll({
      where: { productId },
      order: [
        ['position', 'ASC'],
        ['id', 'ASC'],
      ],
      transaction,
    }),
  ]);
  const categories = categoryLinks.length
    ? await Category.findAll({
        where: { id: { [Op.in]: categoryLinks.map((l) => l.categoryId) } },
        order: [
          ['position', 'ASC'],
          ['name', 'ASC'],
        ],
        transaction,
      })
    : [];
  return {
    sessions,
    speakers: links.flatMap((l) => (l.speaker ? [l.speaker] : [])),
    categories,
    scheduleSections,
  };
}

/** Whether the user may put a speaker on their products: their own speakers, or any for an admin. */
export async function speakersUsableBy(user: User, ids: number[], transaction?: Transaction) {
  if (ids.length === 0) return new Set<number>();
  const speakers = await Speaker.findAll({ where: { id: { [Op.in]: ids } }, transaction });
  if (isAdmin(user)) return new Set(speakers.map((s) => s.id));
  const channels = new Set(await ownChannelIds(user.id, transaction));
  return new Set(
    speakers
      .filter((s) => s.userId === user.id || (s.channelId !== null && channels.has(s.channelId)))
      .map((s) => s.id),
  );
}

function requireAll(ids: number[], found: Set<number>, field: string) {
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) throw fieldError('REFERENCE_NOT_FOUND', `${field}.${missing}`);
}

export async function setCategories(productId: number, ids: number[], transaction: Transaction) {
  const found = await Category.findAll({ attributes: ['id'], where: { id: { [Op.in]: ids } }, transaction });
  requireAll(ids, new Set(found.map((c) => c.id)), 'categoryIds');
  await ProductCategory.destroy({ where: { productId }, transaction });
  await ProductCategory.bulkCreate(
    ids.map((categoryId) => ({ productId, categoryId })),
    { transaction },
  );
}

export async function setSpeakers(user: User, productId: number, ids: number[], transaction: Transaction) {
  requireAll(ids, await speakersUsableBy(user, ids, transaction), 'speakerIds');
  await ProductSpeaker.destroy({ where: { productId }, transaction });
  await ProductSpeaker.bulkCreate(
    ids.map((speakerId, position) => ({ productId, speakerId, position })),
    { transaction },
  );
}

export interface ScheduleSectionInput {
  id?: number;
  title: string;
  durationMinutes: number;
  speakerId?: number | null;
}

/** Sections with an id are updated (ids stay stable for /schedule links), new ones created, others removed. */
export async function setScheduleSections(
  user: User,
  productId: number,
  sections: ScheduleSectionInput[],
  transaction: Transaction,
) {
  const existing = await ScheduleSection.findAll({ where: { productId }, transaction });
  const byId = new Map(existing.map((s) => [s.id, s]));
  sections.forEach((s, i) => {
    if (s.id !== undefined && !byId.has(s.id))
      throw fieldError('REFERENCE_NOT_FOUND', `scheduleSections.${i}.id`);
  });
  const speakerIds = [...new Set(sections.flatMap((s) => (s.speakerId ? [s.speakerId] : [])))];
  const usable = await speakersUsableBy(user, speakerIds, transaction);
  sections.forEach((s, i) => {
    if (s.speakerId && !usable.has(s.speakerId)) {
      throw fieldError('REFERENCE_NOT_FOUND', `scheduleSections.${i}.speakerId`);
    }
  });
  const kept = new Set(sections.flatMap((s) => (s.id ? [s.id] : [])));
  const removed = existing.filter((s) => !kept.has(s.id)).map((s) => s.id);
  if (removed.length) await ScheduleSection.destroy({ where: { id: { [Op.in]: removed } }, transaction });
  for (const [position, s] of sections.entries()) {
    const values = {
      title: s.title,
      durationMinutes: s.durationMinutes,
      speakerId: s.speakerId ?? null,
      position,
    };
    const row = s.id ? byId.get(s.id) : undefined;
    if (row) await row.update(values, { transaction });
    else await ScheduleSection.create({ productId, ...values }, { transaction });
  }
}

/** Bundled products must be ones the user manages (not the product itself). */
export async function checkBundle(
  user: User,
  productId: number | null,
  ids: number[],
  transaction?: Transaction,
) {
  if (ids.length === 0) return;
  const products = await Product.findAll({
    attributes: ['id'],
    where: { id: { [Op.in]: ids } },
    include: [{ model: Channel, as: 'channel', attributes: ['userId'] }],
    transaction,
  });
  const usable = new Set(
    products
      .filter((p) => p.id !== productId && p.channel && canManageOwner(user, p.channel.userId))
      .map((p) => p.id),
  );
  requireAll(ids, usable, 'bundleProductIds');
}

export async function checkAdBanner(id: number | null | undefined, transaction?: Transaction) {
  if (id && !(await AdBanner.findByPk(id, { attributes: ['id'], transaction }))) {
    throw fieldError('REFERENCE_NOT_FOUND', 'adBannerId');
  }
}
