import { fn, literal, Op, where as sqlWhere } from 'sequelize';
import type { z } from 'zod';
import { Category, type Language } from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import { catalogueErrors } from '../../lib/db-errors.ts';
import { type ListParams, likePattern } from '../../lib/rest.ts';
import type { categoryCreateBody, categoryFilter, categoryUpdateBody } from '../schemas/categories.ts';
import { categoryJson } from './product-json.ts';
import { insertWithSlug } from './slugs.ts';

const NAMES_IN_EVERY_LANGUAGE = `"Category"."name" || ' ' || coalesce("Category"."translations"->'en'->>'name', '')
  || ' ' || coalesce("Category"."translations"->'pt'->>'name', '')`;

/** Categories of products (spec 2 search): the team writes them, everyone reads them with translated names. */

async function load(id: number) {
  const category = await Category.findByPk(id);
  if (!category) throw new AppError('NOT_FOUND');
  return category;
}

export async function listCategories(p: ListParams<z.output<typeof categoryFilter>>, lang: Language) {
  const where = {
    ...(p.filter.id !== undefined ? { id: { [Op.in]: [p.filter.id].flat() } } : {}),
  };
  // A search names the category in any language, accents and case ignored ("musica" finds "Música", "music").
  const search = p.filter.q
    ? sqlWhere(fn('platea_unaccent', literal(NAMES_IN_EVERY_LANGUAGE)), {
        [Op.iLike]: fn('platea_unaccent', likePattern(p.filter.q)),
      })
    : undefined;
  const { rows, count } = await Category.findAndCountAll({
    where: search ? { [Op.and]: [where, search] } : where,
    order: [
      [p.sort.field, p.sort.order],
      ['name', 'ASC'],
      ['id', 'ASC'],
    ],
    offset: p.offset,
    limit: p.limit,
  });
  return { rows: rows.map((r) => categoryJson(r, lang)), count };
}

export async function getCategory(id: number, lang: Language) {
  return categoryJson(await load(id), lang);
}

export async function createCategory(body: z.output<typeof categoryCreateBody>, lang: Language) {
  const category = await catalogueErrors('CATEGORY_SAVE_FAILED', () =>
    insertWithSlug({
      table: 'categories',
      explicit: body.slug,
      title: body.name,
      fallback: 'category',
      insert: (slug, transaction) => Category.create({ ...body, slug }, { transaction }),
    }),
  );
  return categoryJson(category, lang);
}

export async function updateCategory(id: number, body: z.output<typeof categoryUpdateBody>, lang: Language) {
  const category = await load(id);
  category.set(body);
  await catalogueErrors('CATEGORY_SAVE_FAILED', () => category.save());
  return categoryJson(category, lang);
}

export async function deleteCategory(id: number, lang: Language) {
  const category = await load(id);
  await catalogueErrors('CATEGORY_SAVE_FAILED', () => category.destroy());
  return categoryJson(category, lang);
}
