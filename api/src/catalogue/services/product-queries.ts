import { literal, Op, type WhereOptions } from 'sequelize';
import { Channel, type Language, Product, ProductAccess, type User } from '../../../../models/index.ts';
import { canAccess } from '../../commerce/services/entitlements.ts';
import { AppError } from '../../errors.ts';
import { type ListParams, pageQuery } from '../../lib/rest.ts';
import type { ProductFilter } from '../schemas/product.ts';
import {
  canManageOwner,
  isProductPublic,
  listScope,
  publicChannelWhere,
  searchCondition,
} from './catalogue-access.ts';
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

/** A raw row with `channel.title`-style keys as `{ ...product, channel: { title } }` (cheaper than `nest`). */
function splitInclude(row: Record<string, unknown>, as: 'channel') {
  const own: Record<string, unknown> = {};
  const included: Record<string, unknown> = {};
  const prefix = `${as}.`;
  for (const key in row) {
    if (key.startsWith(prefix)) included[key.slice(prefix.length)] = row[key];
    else own[key] = row[key];
  }
  return { ...own, channel: included } as unknown as CardRow;
}

/**
 * A page of product cards (api/src/shared/product-card.ts): the public catalogue, or the back office's
 * (own rows, or all for an admin). Only the card's columns are read, and of each row's translations only
 * the asked language's: a list never carries descriptions, SEO fields or other languages.
 */
export async function listProducts(user: User | null, p: ListParams<ProductFilter>, lang: Language) {
  const scope = listScope(user, p.filter.public);
  const f = p.filter;
  const where: WhereOptions[] = [];
  const channelWhere: WhereOptions = {};
  if (scope === 'public') {
    where.push({ status: 'published' });
    Object.assign(channelWhere, publicChannelWhere());
  } else if (scope === 'own' && user) {
    Object.assign(channelWhere, { userId: user.id });
  }
  if (f.status) where.push({ status: f.status });
  if (f.type) where.push({ type: { [Op.in]: [f.type].flat() } });
  if (f.plan) where.push({ plan: f.plan });
  if (f.channelId) where.push({ channelId: f.channelId });
  if (f.id !== undefined) where.push({ id: { [Op.in]: [f.id].flat() } });
  if (f.categoryId) {
    where.push(
      literal(
        `EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = "Product"."id" AND pc.category_id = ${Number(f.categoryId)})`,
      ),
    );
  }
  if (f.q) where.push(searchCondition('Product', f.q));
  // One query: the page, read raw (building a Product model per row cost more than the query), with the
  // total as a window count. Only a page past the end (no row to carry the total) asks for it apart.
  const channelInclude = { model: Channel, as: 'channel', where: channelWhere, required: true };
  // `lang` is one of LANGUAGES (validated), quoted anyway.
  const translation = (table: string) => literal(`"${table}"."translations" -> ${escapeLiteral(lang)}`);
  const raw = (await Product.findAll({
    attributes: [...CARD_COLUMNS, [translation('Product'), 'tr'], [literal('count(*) OVER ()'), '__total']],
    where: { [Op.and]: where },
    include: [{ ...channelInclude, attributes: [...CARD_CHANNEL_COLUMNS, [translation('channel'), 'tr']] }],
    ...pageQuery(p),
    raw: true,
  })) as unknown as Record<string, unknown>[];
  const count = raw.length
    ? Number(raw[0].__total)
    : await Product.count({ where: { [Op.and]: where }, include: [{ ...channelInclude, attributes: [] }] });
  return { rows: raw.map((r) => productCard(splitInclude(r, 'channel'), lang)), count };
}

const escapeLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

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
