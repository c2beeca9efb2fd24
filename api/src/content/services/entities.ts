import { Op, type WhereOptions } from 'sequelize';
import { pickDefined } from '../../../../models/columns.ts';
import { Entity, LANGUAGES, type Language, type Translations, User } from '../../../../models/index.ts';
import { isAdmin } from '../../catalogue/services/catalogue-access.ts';
import { insertWithSlug } from '../../catalogue/services/slugs.ts';
import { AppError, fieldError } from '../../errors.ts';
import { DEFAULT_LANGUAGE } from '../../i18n/index.ts';
import { catalogueErrors } from '../../lib/db-errors.ts';
import { type ListParams, likePattern, pageQuery } from '../../lib/rest.ts';
import type { EntityFilter, EntityInput } from '../schemas/entities.ts';

/**
 * Entity landing pages (spec 2 /store/{slug} and /manage/store/entity/{slug}): a producer lists, reads,
 * creates and changes their own (userId = them), an administrator every one and chooses the owner.
 * Another producer's entity answers 404, never 403 (a 403 signs the client out, spec 8). The slug is held
 * unique by entities_slug_unique, so a racing duplicate still answers 409 SLUG_EXISTS on `slug`.
 */

const WRITABLE = ['name', 'description', 'logo', 'content'] as const;

/** The entity if the user may manage it (owner or admin); otherwise 404. */
async function entityFor(user: User, id: number) {
  const entity = await Entity.findByPk(id);
  if (!entity || !(isAdmin(user) || entity.userId === user.id)) throw new AppError('NOT_FOUND');
  return entity;
}

/**
 * The owner a request may set: an admin names any producer (or none); a producer only themselves.
 * Undefined keeps the current owner.
 */
async function ownerFor(
  user: User,
  requested: number | null | undefined,
  current?: number | null,
): Promise<number | null | undefined> {
  if (!isAdmin(user)) {
    if (requested !== undefined && requested !== user.id) throw fieldError('REFERENCE_NOT_FOUND', 'userId');
    return undefined;
  }
  // The record sent back unchanged keeps its owner, even one who is no longer a producer.
  if (requested === undefined || requested === null || requested === current) return requested;
  const owner = await User.findByPk(requested);
  if (!owner?.roles.includes('PRODUCER')) throw fieldError('REFERENCE_NOT_FOUND', 'userId');
  return owner.id;
}

export async function listEntities(user: User, p: ListParams<EntityFilter>) {
  const where: WhereOptions[] = [];
  if (!isAdmin(user)) where.push({ userId: user.id });
  const f = p.filter;
  if (f.id !== undefined) where.push({ id: { [Op.in]: [f.id].flat() } });
  if (f.userId !== undefined) where.push({ userId: f.userId });
  if (f.slug) where.push({ slug: f.slug });
  if (f.q) {
    const like = likePattern(f.q);
    where.push({ [Op.or]: [{ name: { [Op.iLike]: like } }, { slug: { [Op.iLike]: like } }] });
  }
  const { rows, count } = await Entity.findAndCountAll({
    where: { [Op.and]: where },
    ...pageQuery(p),
  });
  return { rows: rows.map((r) => r.toFormattedJSON()), count };
}

export async function getEntity(user: User, id: number) {
  return (await entityFor(user, id)).toFormattedJSON();
}

/** The first non-empty text of `key` in `lang`, else the default language, else any other. */
function textIn(content: Translations, lang: Language, key: string): string | null {
  const order = [lang, DEFAULT_LANGUAGE, ...LANGUAGES];
  for (const l of order) {
    const value = content[l]?.[key];
    if (value) return value;
  }
  return null;
}

/** The public landing page, its texts in `lang` (falling back to the default language). */
export async function entityBySlug(slug: string, lang: Language) {
  const entity = await Entity.findBySlug(slug);
  if (!entity) throw new AppError('NOT_FOUND');
  const content = (entity.content ?? {}) as Translations;
  return {
    id: entity.id,
    slug: entity.slug,
    name: entity.name,
    logo: entity.logo,
    lang,
    description: content[lang]?.description || entity.description || textIn(content, lang, 'description'),
    body: textIn(content, lang, 'body'),
    updatedAt: entity.updatedAt,
  };
}

export async function createEntity(user: User, body: EntityInput & { name: string }) {
  const requested = await ownerFor(user, body.userId);
  const userId = isAdmin(user) ? (requested ?? null) : user.id;
  const values = pickDefined(body, WRITABLE);
  const entity = await catalogueErrors('ENTITY_SAVE_FAILED', () =>
    insertWithSlug({
      table: 'entities',
      explicit: body.slug,
      title: body.name,
      fallback: 'entity',
      insert: (slug, transaction) =>
        Entity.create({ ...values, name: body.name, slug, userId }, { transaction }),
    }),
  );
  return entity.toFormattedJSON();
}

export async function updateEntity(user: User, id: number, body: EntityInput) {
  const entity = await entityFor(user, id);
  const userId = await ownerFor(user, body.userId, entity.userId);
  entity.set(pickDefined(body, WRITABLE));
  if (userId !== undefined) entity.userId = userId;
  if (body.slug) entity.slug = body.slug;
  await catalogueErrors('ENTITY_SAVE_FAILED', () => entity.save());
  return entity.toFormattedJSON();
}

export async function deleteEntity(user: User, id: number) {
  const entity = await entityFor(user, id);
  await catalogueErrors('ENTITY_DELETE_FAILED', () => entity.destroy());
  return entity.toFormattedJSON();
}
