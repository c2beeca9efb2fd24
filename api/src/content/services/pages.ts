import { Op, type WhereOptions } from 'sequelize';
import { pickDefined } from '../../../../models/columns.ts';
import { type Language, Page } from '../../../../models/index.ts';
import { insertWithSlug } from '../../catalogue/services/slugs.ts';
import { AppError } from '../../errors.ts';
import { catalogueErrors } from '../../lib/db-errors.ts';
import { localize } from '../../lib/localize.ts';
import { type ListParams, likePattern, pageQuery } from '../../lib/rest.ts';
import type { PageFilter, PageInput } from '../schemas/pages.ts';

/**
 * Static pages (spec 2 /page/{slug}, /manage/pages): the team writes them, anyone reads the published
 * ones in their language. A slug is unique by the database's index (pages_slug_unique): two saves racing
 * for one slug both reach the index, and the loser answers 409 SLUG_EXISTS on `slug`.
 */

const WRITABLE = ['name', 'language', 'content', 'translations', 'published'] as const;

async function load(id: number) {
  const page = await Page.findByPk(id);
  if (!page) throw new AppError('NOT_FOUND');
  return page;
}

export async function listPages(p: ListParams<PageFilter>) {
  const where: WhereOptions[] = [];
  const f = p.filter;
  if (f.id !== undefined) where.push({ id: { [Op.in]: [f.id].flat() } });
  if (f.published !== undefined) where.push({ published: f.published });
  if (f.q) {
    const like = likePattern(f.q);
    where.push({ [Op.or]: [{ name: { [Op.iLike]: like } }, { slug: { [Op.iLike]: like } }] });
  }
  const { rows, count } = await Page.findAndCountAll({
    where: { [Op.and]: where },
    ...pageQuery(p),
  });
  return { rows: rows.map((r) => r.toFormattedJSON()), count };
}

export async function getPage(id: number) {
  return (await load(id)).toFormattedJSON();
}

/** The public page: published only (a draft is as absent as a wrong slug), its texts in `lang`. */
export async function publishedPage(slug: string, lang: Language) {
  const page = await Page.findPublishedBySlug(slug);
  if (!page) throw new AppError('NOT_FOUND');
  return {
    id: page.id,
    slug: page.slug,
    ...localize(page, lang, { name: page.name, content: page.content }),
    updatedAt: page.updatedAt,
  };
}

export async function createPage(body: PageInput & { name: string }) {
  const values = pickDefined(body, WRITABLE);
  const page = await catalogueErrors('PAGE_SAVE_FAILED', () =>
    insertWithSlug({
      table: 'pages',
      explicit: body.slug,
      title: body.name,
      fallback: 'page',
      insert: (slug, transaction) => Page.create({ ...values, name: body.name, slug }, { transaction }),
    }),
  );
  return page.toFormattedJSON();
}

export async function updatePage(id: number, body: PageInput) {
  const page = await load(id);
  page.set(pickDefined(body, WRITABLE));
  if (body.slug) page.slug = body.slug;
  await catalogueErrors('PAGE_SAVE_FAILED', () => page.save());
  return page.toFormattedJSON();
}

export async function deletePage(id: number) {
  const page = await load(id);
  await catalogueErrors('PAGE_SAVE_FAILED', () => page.destroy());
  return page.toFormattedJSON();
}
