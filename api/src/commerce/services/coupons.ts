import { randomInt } from 'node:crypto';
import {
  ForeignKeyConstraintError,
  literal,
  Op,
  QueryTypes,
  type Transaction,
  UniqueConstraintError,
  type WhereOptions,
} from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import type { LatestRedemption } from '../../../../models/coupon-redemption.ts';
import {
  Channel,
  Coupon,
  type CouponKind,
  CouponRedemption,
  Product,
  ProductSession,
  type User,
} from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import { likePattern, pageQuery } from '../../lib/rest.ts';
import { inScope, type Scope } from '../../policy.ts';

/**
 * Coupons and codes (spec 3, 4, 5):
 * - an organizer coupon (kind 'coupon'): created by the owner of the product's channel, any discount up
 *   to 100% (or a fixed final price), a stock of uses (quantity; none given: unlimited), once per user;
 * - a platform promotion: a kind 'coupon' created by an administrator for a product of a channel they
 *   do not own. Spec 1 lets the provider run promotions "of up to 20%": its discount (percent or
 *   implied by a fixed price) must be <= 20, else PROMOTION_TOO_HIGH. It is marked promotion: true;
 *   the fee split applies to what the buyer actually pays, as for any sale;
 * - a code (kind 'code'): single use (quantity 1), generated in bulk for private products.
 * Only published or private products take coupons (COUPON_PRODUCT_NOT_PUBLISHED).
 */
export const PROMOTION_MAX_PERCENT = 20;
/** No 0/O, 1/I/L: codes are read aloud and typed from paper. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function randomCode(): string {
  let s = '';
  for (let i = 0; i < 10; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

export const isPromotion = (coupon: Coupon, product: Product & { channel?: Channel }) =>
  coupon.kind === 'coupon' && coupon.createdBy !== null && coupon.createdBy !== product.channel?.userId;

/**
 * A coupon as the API shows it. lastRedemption says who used it last and when (for a code, its only use):
 * null while unused; paymentPending while the checkout that took the use is still unpaid.
 */
export function couponJson(coupon: Coupon, last: LatestRedemption | null = null) {
  const product = coupon.product as (Product & { channel?: Channel }) | undefined;
  return {
    ...coupon.toFormattedJSON(),
    product: product ? { id: product.id, title: product.title, slug: product.slug } : undefined,
    channelId: product?.channelId,
    promotion: product ? isPromotion(coupon, product) : undefined,
    lastRedemption: last
      ? {
          userId: last.userId,
          name: [last.name, last.surname].filter(Boolean).join(' ') || null,
          email: last.email,
          redeemedAt: last.redeemedAt,
          orderId: last.orderId,
          paymentPending: last.orderStatus === 'pending',
        }
      : null,
  };
}

/** couponJson of each, with their latest redemptions read in one query (no query per row). */
export async function couponsJson(coupons: Coupon[]) {
  const latest = await CouponRedemption.latestByCoupons(coupons.map((c) => c.id));
  return coupons.map((c) => couponJson(c, latest.get(c.id) ?? null));
}

/** A product the user may attach coupons to: in scope, else NOT_FOUND; draft refused. */
async function couponProduct(scope: Scope, productId: number, transaction?: Transaction) {
  const product = await Product.findByPk(productId, {
    include: [{ model: Channel, as: 'channel' }],
    transaction,
  });
  if (!product || !inScope(scope, product.channelId)) throw new AppError('NOT_FOUND');
  if (product.status === 'draft') throw new AppError('COUPON_PRODUCT_NOT_PUBLISHED');
  return product as Product & { channel: Channel };
}

async function checkSession(productId: number, sessionId: number | null | undefined) {
  if (!sessionId) return;
  const session = await ProductSession.findOne({ where: { id: sessionId, productId } });
  if (!session)
    throw new AppError('VALIDATION_ERROR', { details: 'sessionId' }, [{ field: 'sessionId', message: '' }]);
}

export interface CouponInput {
  productId: number;
  sessionId?: number | null;
  code?: string;
  kind?: CouponKind;
  discountPercent?: number | null;
  netPrice?: number | null;
  tax?: number | null;
  /** null or absent: unlimited uses (the form's empty "number of uses"). */
  quantity?: number | null;
  validFrom?: Date | null;
  validUntil?: Date | null;
}

function checkPromotion(user: User, product: Product & { channel: Channel }, c: CouponInput) {
  if (c.kind === 'code' || product.channel.userId === user.id) return;
  const percent =
    c.discountPercent ??
    (product.totalPrice > 0 ? 100 - ((c.netPrice ?? 0) + (c.tax ?? 0)) * (100 / product.totalPrice) : 100);
  if (percent > PROMOTION_MAX_PERCENT)
    throw new AppError('PROMOTION_TOO_HIGH', { max: PROMOTION_MAX_PERCENT });
}

const priceFields = (c: CouponInput) =>
  c.netPrice != null
    ? { discountPercent: null, netPrice: c.netPrice, tax: c.tax ?? 0, totalPrice: c.netPrice + (c.tax ?? 0) }
    : { discountPercent: c.discountPercent ?? 0, netPrice: null, tax: null, totalPrice: null };

export async function createCoupon(user: User, scope: Scope, input: CouponInput) {
  const product = await couponProduct(scope, input.productId);
  await checkSession(product.id, input.sessionId);
  const kind = input.kind ?? 'coupon';
  checkPromotion(user, product, { ...input, kind });
  try {
    const coupon = await Coupon.create({
      productId: product.id,
      sessionId: input.sessionId ?? null,
      kind,
      code: input.code ?? randomCode(),
      ...priceFields(input),
      currency: product.currency,
      quantity: kind === 'code' ? 1 : (input.quantity ?? null),
      createdBy: user.id,
      validFrom: input.validFrom ?? null,
      validUntil: input.validUntil ?? null,
    });
    coupon.product = product;
    return coupon;
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw new AppError('COUPON_CODE_TAKEN');
    throw err;
  }
}

export async function getCoupon(scope: Scope, id: number) {
  const coupon = await Coupon.findByPk(id, {
    include: [{ model: Product, as: 'product', include: [{ model: Channel, as: 'channel' }] }],
  });
  if (!coupon || !inScope(scope, coupon.product?.channelId)) throw new AppError('NOT_FOUND');
  return coupon;
}

export async function updateCoupon(
  user: User,
  scope: Scope,
  id: number,
  patch: Omit<Partial<CouponInput>, 'productId' | 'kind' | 'code'>,
) {
  const coupon = await getCoupon(scope, id);
  const product = coupon.product as Product & { channel: Channel };
  const merged: CouponInput = {
    productId: product.id,
    kind: coupon.kind,
    discountPercent: coupon.discountPercent,
    netPrice: coupon.netPrice,
    tax: coupon.tax,
    ...patch,
  };
  if (patch.netPrice != null) merged.discountPercent = null;
  else if (patch.discountPercent != null) merged.netPrice = null;
  checkPromotion(user, product, merged);
  if (patch.sessionId !== undefined) await checkSession(product.id, patch.sessionId);
  if (patch.quantity !== undefined && coupon.kind === 'code' && patch.quantity !== 1) {
    throw new AppError('VALIDATION_ERROR', { details: 'quantity' }, [{ field: 'quantity', message: '' }]);
  }
  if (patch.quantity != null && patch.quantity < coupon.redeemedCount) {
    throw new AppError('COUPON_ALREADY_REDEEMED');
  }
  coupon.set({
    ...priceFields(merged),
    ...(patch.sessionId !== undefined ? { sessionId: patch.sessionId } : {}),
    ...(patch.quantity !== undefined ? { quantity: patch.quantity } : {}),
    ...(patch.validFrom !== undefined ? { validFrom: patch.validFrom } : {}),
    ...(patch.validUntil !== undefined ? { validUntil: patch.validUntil } : {}),
  });
  return coupon.save();
}

/** Only a coupon nobody used can go; a used one keeps the history of its orders. */
export async function deleteCoupon(scope: Scope, id: number) {
  const coupon = await getCoupon(scope, id);
  if (coupon.redeemedCount > 0) throw new AppError('COUPON_ALREADY_REDEEMED');
  try {
    await coupon.destroy();
  } catch (err) {
    if (err instanceof ForeignKeyConstraintError) throw new AppError('COUPON_ALREADY_REDEEMED');
    throw err;
  }
  return coupon;
}

/** Random single-use codes for a private product, inserted in one statement (duplicates skipped, refilled). */
export async function generateCodes(
  user: User,
  scope: Scope,
  input: {
    productId: number;
    count: number;
    discountPercent?: number;
    sessionId?: number | null;
    validUntil?: Date | null;
  },
) {
  const product = await couponProduct(scope, input.productId);
  if (product.status !== 'private') throw new AppError('CODES_ONLY_FOR_PRIVATE');
  await checkSession(product.id, input.sessionId);
  const created: { id: number; code: string }[] = [];
  while (created.length < input.count) {
    const codes = Array.from({ length: input.count - created.length }, randomCode);
    const rows = await connectionOf(Coupon).query<{ id: number; code: string }>(
      `INSERT INTO coupons (product_id, session_id, kind, code, discount_percent, currency, quantity, created_by, valid_until)
       SELECT $1, $2, 'code', c, $3, $4, 1, $5, $6 FROM unnest($7::text[]) AS c
       ON CONFLICT (code) DO NOTHING RETURNING id, code`,
      {
        bind: [
          product.id,
          input.sessionId ?? null,
          input.discountPercent ?? 100,
          product.currency,
          user.id,
          input.validUntil ?? null,
          codes,
        ],
        type: QueryTypes.SELECT,
      },
    );
    created.push(...rows);
  }
  return { productId: product.id, count: created.length, codes: created.map((r) => r.code) };
}

export async function listCoupons(opts: {
  scope: Scope;
  filter: {
    productId?: number;
    channelId?: number;
    kind?: CouponKind;
    q?: string;
    redeemed?: boolean;
    from?: Date;
    ids?: number[];
  };
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}) {
  const f = opts.filter;
  const where: WhereOptions[] = [];
  if (f.productId) where.push({ productId: f.productId });
  if (f.ids) where.push({ id: { [Op.in]: f.ids } });
  if (f.kind) where.push({ kind: f.kind });
  if (f.from) where.push({ createdAt: { [Op.gte]: f.from } });
  if (f.q) where.push({ code: { [Op.like]: likePattern(f.q.toUpperCase()) } });
  if (f.redeemed !== undefined) {
    const op = f.redeemed ? '>=' : '<';
    // An unlimited coupon (quantity NULL) is never used up.
    where.push(literal(`coalesce("Coupon"."redeemed_count" ${op} "Coupon"."quantity", ${!f.redeemed})`));
  }
  const productWhere = {
    ...(opts.scope ? { channelId: { [Op.in]: opts.scope } } : {}),
    ...(f.channelId ? { channelId: f.channelId } : {}),
  };
  if (f.channelId && opts.scope && !opts.scope.includes(f.channelId))
    return { rows: [] as Coupon[], count: 0 };
  return Coupon.findAndCountAll({
    where: { [Op.and]: where },
    include: [
      {
        model: Product,
        as: 'product',
        required: true,
        where: productWhere,
        include: [{ model: Channel, as: 'channel' }],
      },
    ],
    ...pageQuery(opts),
    distinct: true,
  });
}

// Using a coupon (checkout, redemption) lives in coupon-use.ts; re-exported for existing callers (seeds).
export { findUsableCoupon, takeCoupon } from './coupon-use.ts';
