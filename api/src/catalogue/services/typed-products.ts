import { Op, type Transaction, type WhereOptions } from 'sequelize';
import {
  Channel,
  type Course,
  type Datasheet,
  type Language,
  type Master,
  Product,
  type ProductType,
  type User,
} from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import type { TypedProductFilter } from '../../learning/schemas/course.ts';
import type { ListParams } from '../../lib/rest.ts';
import {
  canManageOwner,
  isProductPublic,
  listScope,
  productFor,
  publicChannelWhere,
  searchCondition,
} from './catalogue-access.ts';
import { type ProductRelations, productJson } from './product-json.ts';

/**
 * Courses, masters and datasheets are products of that type with a row in their own table. Their resources
 * (/api/courses, /api/masters, /api/datasheets) use the row's id and answer the product's fields flattened
 * beside the row's own (`productId` links back). Ownership and publication are the product's.
 */

export type TypedRow = Course | Master | Datasheet;
type TypedModel = typeof Course | typeof Master | typeof Datasheet;
// biome-ignore lint/suspicious/noExplicitAny: the three models share id and productId
const asModel = (m: TypedModel) => m as any;

/** The row and its product (with channel) if the user manages it; 404 otherwise. */
export async function typedFor<R extends TypedRow>(
  user: User,
  model: TypedModel,
  type: ProductType,
  id: number,
  opts: { transaction?: Transaction; lock?: boolean } = {},
): Promise<{ row: R; product: Product & { channel: Channel } }> {
  const row = (await asModel(model).findByPk(id, { transaction: opts.transaction })) as R | null;
  if (!row) throw new AppError('NOT_FOUND');
  const product = await productFor(user, row.productId, opts);
  if (product.type !== type) throw new AppError('NOT_FOUND');
  return { row, product };
}

/** The row and its product for a reader: its manager always, anyone else when the product is public. */
export async function typedView<R extends TypedRow>(
  user: User | null,
  model: TypedModel,
  type: ProductType,
  id: number,
) {
  const row = (await asModel(model).findByPk(id)) as R | null;
  if (!row) throw new AppError('NOT_FOUND');
  const product = await Product.findByPk(row.productId);
  const channel = product && (await Channel.findByPk(product.channelId));
  if (!product || !channel || product.type !== type) throw new AppError('NOT_FOUND');
  const full = canManageOwner(user, channel.userId);
  if (!full && !isProductPublic(product, channel)) throw new AppError('NOT_FOUND');
  return { row, product, channel, full };
}

/** A typed resource's JSON: the product's fields, then the row's id and productId. */
export function typedJson(
  row: TypedRow,
  product: Product,
  opts: { lang: Language; full: boolean; channel?: Channel; relations?: ProductRelations },
) {
  return { ...productJson(product, opts), id: row.id, productId: product.id };
}

const SORT_ON_PRODUCT = new Set(['title', 'status', 'createdAt', 'publishedAt']);

export async function listTyped<R extends TypedRow>(
  user: User | null,
  model: TypedModel,
  type: ProductType,
  p: ListParams<TypedProductFilter>,
) {
  const scope = listScope(user, p.filter.public);
  const f = p.filter;
  const productWhere: WhereOptions[] = [{ type }];
  const channelWhere: WhereOptions = {};
  if (scope === 'public') {
    productWhere.push({ status: 'published' });
    Object.assign(channelWhere, publicChannelWhere());
  } else if (scope === 'own' && user) {
    Object.assign(channelWhere, { userId: user.id });
  }
  if (f.status) productWhere.push({ status: f.status });
  if (f.channelId) productWhere.push({ channelId: f.channelId });
  if (f.q) productWhere.push(searchCondition('product', f.q));
  const order = SORT_ON_PRODUCT.has(p.sort.field)
    ? [[{ model: Product, as: 'product' }, p.sort.field, p.sort.order]]
    : [[p.sort.field, p.sort.order]];
  const { rows, count } = await asModel(model).findAndCountAll({
    where: f.id !== undefined ? { id: { [Op.in]: [f.id].flat() } } : {},
    include: [
      {
        model: Product,
        as: 'product',
        required: true,
        where: { [Op.and]: productWhere },
        include: [{ model: Channel, as: 'channel', required: true, where: channelWhere }],
      },
    ],
    order: [...order, ['id', 'ASC']],
    offset: p.offset,
    limit: p.limit,
  });
  return { rows: rows as (R & { product: Product & { channel: Channel } })[], count: count as number, scope };
}
