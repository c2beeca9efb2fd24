import { QueryTypes } from 'sequelize';
import {
  Channel,
  type Language,
  Product,
  ProductAccess,
  prefixSearchQuery,
  type User,
} from '../../../../models/index.ts';
import { canAccess } from '../../commerce/services/entitlements.ts';
import { AppError } from '../../errors.ts';
import type { ListParams } from '../../lib/rest.ts';
import type { ProductFilter } from '../schemas/product.ts';
import { canManageOwner, isProductPublic, listScope, publicProductSql } from './catalogue-access.ts';
import { typeExtras } from './product-extras.ts';
import {
  CARD_CHANNEL_COLUMNS,
  CARD_COLUMNS,
  type CardRow,
  productCard,
  productJson,
} from './product-json.ts';
import { loadRelations } from './product-relations.ts';

/** Reading products: the back office (own rows, or all for an admin) and the public catalogue. */

/** `p.total_price AS "totalPrice"`...: the columns of a model under their attribute names. */
function columnsOf(attributes: Record<string, { field?: string }>, alias: string, names: readonly string[]) {
  return names.map((name) => `${alias}.${attributes[name].field ?? name} AS "${name}"`);
}

/** The card query's fixed parts, made once from the models (their columns' names never change). */
let cardSql: { select: string; sortColumns: Record<string, string> } | undefined;
function cardQuery() {
  if (cardSql) return cardSql;
  const product = Product.getAttributes() as Record<string, { field?: string }>;
  const channel = Channel.getAttributes() as Record<string, { field?: string }>;
  const channelJson = CARD_CHANNEL_COLUMNS.map((name) => `'${name}', c.${channel[name].field ?? name}`);
  cardSql = {
    select: [
      ...columnsOf(product, 'p', CARD_COLUMNS),
      'p.translations -> $1 AS tr',
      `json_build_object(${channelJson.join(', ')}, 'tr', c.translations -> $1) AS channel`,
    ].join(', '),
    sortColumns: Object.fromEntries(
      Object.entries(product).map(([name, a]) => [name, `p.${a.field ?? name}`]),
    ),
  };
  return cardSql;
}

/**
 * A page of product cards (api/src/shared/product-card.ts): the public catalogue, or the back office's
 * (own rows, or all for an admin). Only the card's columns are read, and of each row's translations only
 * the asked language's: a list never carries descriptions, SEO fields or other languages. One statement
 * in plain SQL with bound values (the page and its total, the channel as JSON): the catalogue is the
 * hottest read, and building it through the ORM cost a third of its time (tests/bench/http.ts).
 */
export async function listProducts(user: User | null, p: ListParams<ProductFilter>, lang: Language) {
  const sequelize = Product.sequelize;
  if (!sequelize) throw new Error('models are not initialised');
  const { select, sortColumns } = cardQuery();
  // The sort field is one of the route's sortable attributes (validated), its order ASC or DESC.
  const order = `${sortColumns[p.sort.field]} ${p.sort.order === 'DESC' ? 'DESC' : 'ASC'}, p.id ASC`;
  const bind: unknown[] = [lang]; // $1, read by the select
  const from = cardsFrom(user, p.filter, bind);
  const page = `OFFSET $${bind.push(p.offset)} LIMIT $${bind.push(p.limit)}`;
  const rows = await sequelize.query<CardRow & { total: string }>(
    `SELECT ${select}, count(*) OVER () AS total ${from} ORDER BY ${order} ${page}`,
    { bind, type: QueryTypes.SELECT, raw: true },
  );
  let count = rows.length ? Number(rows[0].total) : 0;
  // Only a page past the end (no row to carry the total) asks for it apart.
  if (!rows.length) {
    const countBind: unknown[] = [];
    const [row] = await sequelize.query<{ n: string }>(
      `SELECT count(*) AS n ${cardsFrom(user, p.filter, countBind)}`,
      { bind: countBind, type: QueryTypes.SELECT, raw: true },
    );
    count = Number(row.n);
  }
  return { rows: rows.map((r) => productCard(r, lang)), count };
}

/** FROM and WHERE of a product list: its scope and filters, their values appended to `bind`. */
function cardsFrom(user: User | null, f: ProductFilter, bind: unknown[]) {
  const value = (v: unknown) => `$${bind.push(v)}`;
  const scope = listScope(user, f.public);
  const where: string[] = [];
  if (scope === 'public') where.push(publicProductSql('p', 'c'));
  else if (scope === 'own' && user) where.push(`c.user_id = ${value(user.id)}`);
  if (f.status) where.push(`p.status = ${value(f.status)}`);
  if (f.type) where.push(`p.type IN (${[f.type].flat().map(value).join(', ')})`);
  if (f.plan) where.push(`p.plan = ${value(f.plan)}`);
  if (f.channelId) where.push(`p.channel_id = ${value(f.channelId)}`);
  if (f.id !== undefined) where.push(`p.id = ANY(${value([f.id].flat())}::int[])`);
  if (f.categoryId) {
    where.push(
      `EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = ${value(f.categoryId)})`,
    );
  }
  if (f.q) {
    const query = prefixSearchQuery(f.q);
    where.push(query ? `p.search @@ to_tsquery('simple', platea_unaccent(${value(query)}))` : 'false');
  }
  return `FROM products p JOIN channels c ON c.id = p.channel_id WHERE ${where.join(' AND ') || 'true'}`;
}

/**
 * Whether a viewer may see a private product's page: a ticket or code of their own (even expired, so the
 * page can say so), or any other path the entitlement function grants (bundle, master, subscription).
 */
async function hasAccess(user: User | null, productId: number) {
  if (!user) return false;
  const ticket = await ProductAccess.findOne({
    attributes: ['id'],
    where: { userId: user.id, productId, revokedAt: null },
  });
  if (ticket) return true;
  return (await canAccess({ userId: user.id, productId, preload: { user, ticket: null } })).allowed;
}

/**
 * One product with its sessions, speakers, categories, schedule and type part (course outline, master
 * courses, datasheet). Its manager sees it in any status with every field; anyone else sees it when
 * public (published, in a published channel), or when they hold a ticket, code or other access to it
 * (a private product; or one whose channel was sent back: buyers keep what they bought, unless the
 * channel is banned); otherwise 404 (drafts are invisible).
 * A reader the entitlement function lets in also gets a post's text and a datasheet's resources.
 */
export async function productView(
  user: User | null,
  where: { id: number } | { slug: string },
  lang: Language,
) {
  const product = await Product.findOne({ where });
  if (!product) throw new AppError('NOT_FOUND');
  const channel = await Channel.findByPk(product.channelId);
  if (!channel) throw new AppError('NOT_FOUND');
  const full = canManageOwner(user, channel.userId);
  const visible =
    full ||
    isProductPublic(product, channel) ||
    (product.status !== 'draft' && channel.status !== 'banned' && (await hasAccess(user, product.id)));
  if (!visible) throw new AppError('NOT_FOUND');
  const relations = await loadRelations(product.id);
  const readable = !full && (await mayRead(user, product, channel));
  return {
    ...productJson(product, { lang, full, readable, channel, relations }),
    ...(await typeExtras(product, { full, readable, lang })),
  };
}

/** Types read on their own page (a post's text, a datasheet's resources): does the entitlement allow it? */
const READ_ON_PAGE = new Set(['post', 'datasheet']);
async function mayRead(user: User | null, product: Product, channel: Channel) {
  if (!user || !READ_ON_PAGE.has(product.type)) return false;
  product.channel = channel;
  return (await canAccess({ userId: user.id, productId: product.id, preload: { user, product } })).allowed;
}
