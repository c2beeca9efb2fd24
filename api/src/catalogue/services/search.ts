import { Op, QueryTypes } from 'sequelize';
import {
  Category,
  Channel,
  type Language,
  type ProductType,
  prefixSearchQuery,
  type Translations,
} from '../../../../models/index.ts';
import { SEARCH_KINDS, type SearchKind } from '../schemas/search.ts';
import { publicChannelSql, publicProductSql } from './catalogue-access.ts';
import { categoryJson } from './product-json.ts';
import { PUBLIC_SPEAKER } from './speakers.ts';

/**
 * Site search (spec 2, 5) over products, channels and speakers: the weighted `search` columns (title
 * first, then tags and people, then descriptions and translations) matched word by word as prefixes with
 * accents and case ignored (platea_unaccent), best ts_rank first. Only public content: published products
 * of published channels, published channels, speakers that appear on public content.
 */

/** Letters and digits of the query: at least 3 are needed (spec 5). */
export const searchLetters = (q: string) => q.replace(/[^\p{L}\p{N}]/gu, '').length;

/** SQL: the public rows of each kind that match `q.query` (aliases p and c, c, "Speaker"). */
const PRODUCT_MATCH = `FROM products p JOIN channels c ON c.id = p.channel_id, q
  WHERE p.search @@ q.query AND ${publicProductSql('p', 'c')}`;
const CHANNEL_MATCH = `FROM channels c, q WHERE c.search @@ q.query AND ${publicChannelSql('c')}`;
const SPEAKER_MATCH = `FROM speakers "Speaker", q WHERE "Speaker".search @@ q.query AND ${PUBLIC_SPEAKER}`;
const WITH_QUERY = `WITH q AS (SELECT to_tsquery('simple', platea_unaccent(:query)) AS query)`;

interface Row {
  kind: SearchKind;
  id: number;
  slug: string;
  title: string;
  subtitle: string | null;
  image: string | null;
  type: ProductType | null;
  language: Language | null;
  translations: Translations | null;
  rank: number;
  total: number;
}

async function categoryId(category: string | undefined): Promise<number | null | undefined> {
  if (!category) return undefined;
  const found = /^\d{1,9}$/.test(category)
    ? await Category.findByPk(Number(category))
    : await Category.findBySlug(category);
  return found?.id ?? null;
}

export async function search(opts: {
  q: string;
  category?: string;
  type?: ProductType;
  kind?: SearchKind;
  offset: number;
  limit: number;
  lang: Language;
}) {
  const query = prefixSearchQuery(opts.q);
  const category = await categoryId(opts.category);
  if (!query || category === null) return { rows: [], total: 0 };
  const productsOnly = opts.type !== undefined || category !== undefined;
  const kinds = new Set<SearchKind>(opts.kind ? [opts.kind] : productsOnly ? ['product'] : SEARCH_KINDS);
  if (productsOnly) kinds.delete('channel');
  if (productsOnly) kinds.delete('speaker');
  const parts: string[] = [];
  if (kinds.has('product')) {
    parts.push(`SELECT 'product' AS kind, p.id, p.slug, p.title, p.short_description AS subtitle, p.image, p.type,
        p.language, p.translations, ts_rank(p.search, q.query) AS rank
      ${PRODUCT_MATCH}
        ${opts.type ? 'AND p.type = :type' : ''}
        ${category ? 'AND EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = :category)' : ''}`);
  }
  if (kinds.has('channel')) {
    parts.push(`SELECT 'channel' AS kind, c.id, c.slug, c.title, c.description AS subtitle,
        COALESCE(c.logo, c.profile_image, c.cover_image) AS image, NULL::text AS type, c.language, c.translations,
        ts_rank(c.search, q.query) AS rank
      ${CHANNEL_MATCH}`);
  }
  if (kinds.has('speaker')) {
    parts.push(`SELECT 'speaker' AS kind, "Speaker".id, "Speaker".slug, "Speaker".name AS title,
        "Speaker".title AS subtitle, "Speaker".image, NULL::text AS type, NULL::text AS language, "Speaker".translations,
        ts_rank("Speaker".search, q.query) AS rank
      ${SPEAKER_MATCH}`);
  }
  if (!Channel.sequelize) throw new Error('models are not initialised');
  const rows = await Channel.sequelize.query<Row>(
    `${WITH_QUERY}
     SELECT r.*, count(*) OVER () AS total FROM (${parts.join(' UNION ALL ')}) r
     ORDER BY r.rank DESC, r.kind, r.id LIMIT :limit OFFSET :offset`,
    {
      replacements: { query, type: opts.type ?? null, category, limit: opts.limit, offset: opts.offset },
      type: QueryTypes.SELECT,
    },
  );
  return {
    rows: rows.map(({ total: _t, language, translations, ...r }) => {
      const tr = language === opts.lang ? undefined : translations?.[opts.lang];
      const subtitleKey = { product: 'shortDescription', channel: 'description', speaker: 'title' }[r.kind];
      return {
        ...r,
        rank: Number(r.rank),
        localized: {
          lang: opts.lang,
          title: (r.kind !== 'speaker' && tr?.title) || r.title,
          subtitle: tr?.[subtitleKey] || r.subtitle,
        },
      };
    }),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * How many public results each kind has for `q`, and the categories of the matching products with their
 * counts: what the results page offers as filters (a category with no match is not offered).
 */
export async function searchFacets(opts: { q: string; lang: Language }) {
  const query = prefixSearchQuery(opts.q);
  const kinds: Record<SearchKind, number> = { product: 0, channel: 0, speaker: 0 };
  if (!query) return { total: 0, kinds, categories: [] };
  if (!Channel.sequelize) throw new Error('models are not initialised');
  const [counts, perCategory] = await Promise.all([
    Channel.sequelize.query<{ kind: SearchKind; n: string }>(
      `${WITH_QUERY}
       SELECT 'product' AS kind, count(*) AS n ${PRODUCT_MATCH}
       UNION ALL SELECT 'channel', count(*) ${CHANNEL_MATCH}
       UNION ALL SELECT 'speaker', count(*) ${SPEAKER_MATCH}`,
      { replacements: { query }, type: QueryTypes.SELECT },
    ),
    Channel.sequelize.query<{ id: number; n: string }>(
      `${WITH_QUERY}
       SELECT pc.category_id AS id, count(*) AS n
       FROM product_categories pc WHERE pc.product_id IN (SELECT p.id ${PRODUCT_MATCH})
       GROUP BY pc.category_id`,
      { replacements: { query }, type: QueryTypes.SELECT },
    ),
  ]);
  for (const row of counts) kinds[row.kind] = Number(row.n);
  const countOf = new Map(perCategory.map((r) => [r.id, Number(r.n)]));
  const categories = countOf.size
    ? await Category.findAll({
        where: { id: { [Op.in]: [...countOf.keys()] } },
        order: [
          ['position', 'ASC'],
          ['name', 'ASC'],
        ],
      })
    : [];
  return {
    total: kinds.product + kinds.channel + kinds.speaker,
    kinds,
    categories: categories.map((c) => ({ ...categoryJson(c, opts.lang), count: countOf.get(c.id) ?? 0 })),
  };
}
