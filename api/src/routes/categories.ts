import { Hono } from 'hono';
import { Op } from 'sequelize';
import { z } from 'zod';
import { Category } from '../../../models/index.ts';
import { requireAdmin } from '../auth/guards.ts';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';
import { catalogueErrors } from '../lib/db-errors.ts';
import { contentLang } from '../lib/localize.ts';
import { idParam, listParams, listResponse } from '../lib/rest.ts';
import { readJson, validate } from '../lib/validate.ts';
import { categoryJson } from '../services/product-json.ts';
import { insertWithSlug } from '../services/slugs.ts';
import { idFilter, searchTextFilter, slugSchema, title, translationsOf } from './catalogue-schemas.ts';

/** Categories of products (spec 2 search): the team writes them, everyone reads them with translated names. */

const categoryShape = {
  name: title(100),
  slug: slugSchema,
  translations: translationsOf({ name: 100 }),
  position: z.number().int().min(0).max(100_000),
};
export const categoryCreateBody = z.strictObject(categoryShape).partial().required({ name: true });
// react-admin sends the whole record back: unknown keys are dropped.
export const categoryUpdateBody = z.object(categoryShape).partial();
export const categoryFilter = z.strictObject({ q: searchTextFilter, id: idFilter });

async function load(id: number) {
  const category = await Category.findByPk(id);
  if (!category) throw new AppError('NOT_FOUND');
  return category;
}

export const categoryRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const p = listParams(c, {
      sortable: ['id', 'name', 'slug', 'position'],
      defaultSort: ['position', 'ASC'],
      filter: categoryFilter,
    });
    const where = {
      ...(p.filter.id !== undefined ? { id: { [Op.in]: [p.filter.id].flat() } } : {}),
      ...(p.filter.q ? { name: { [Op.iLike]: `%${p.filter.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` } } : {}),
    };
    const { rows, count } = await Category.findAndCountAll({
      where,
      order: [
        [p.sort.field, p.sort.order],
        ['name', 'ASC'],
        ['id', 'ASC'],
      ],
      offset: p.offset,
      limit: p.limit,
    });
    const lang = contentLang(c);
    return listResponse(
      c,
      'categories',
      rows.map((r) => categoryJson(r, lang)),
      p.offset,
      count,
    );
  })
  .get('/:id', async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    return c.json(categoryJson(await load(id), contentLang(c)));
  })
  .post('/', requireAdmin, async (c) => {
    const body = await readJson(c, categoryCreateBody);
    const category = await catalogueErrors('CATEGORY_SAVE_FAILED', () =>
      insertWithSlug({
        table: 'categories',
        explicit: body.slug,
        title: body.name,
        fallback: 'category',
        insert: (slug, transaction) => Category.create({ ...body, slug }, { transaction }),
      }),
    );
    return c.json(categoryJson(category, contentLang(c)), 201);
  })
  .put('/:id', requireAdmin, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const body = await readJson(c, categoryUpdateBody);
    const category = await load(id);
    category.set(body);
    await catalogueErrors('CATEGORY_SAVE_FAILED', () => category.save());
    return c.json(categoryJson(category, contentLang(c)));
  })
  .delete('/:id', requireAdmin, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const category = await load(id);
    await catalogueErrors('CATEGORY_SAVE_FAILED', () => category.destroy());
    return c.json(categoryJson(category, contentLang(c)));
  });
