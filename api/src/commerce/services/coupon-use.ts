import { type Transaction, UniqueConstraintError } from 'sequelize';
import { Channel, Coupon, CouponRedemption, Product } from '../../../../models/index.ts';
import { isChannelPublic } from '../../catalogue/services/catalogue-access.ts';
import { AppError } from '../../errors.ts';
import { getSetting } from '../../settings/services/config.ts';

/**
 * The coupon a buyer typed, checked for the product (and session) at `at`, each refusal with its own
 * reason so the buyer knows what to do: COUPON_NOT_FOUND, COUPON_OTHER_PRODUCT, COUPON_OTHER_SESSION,
 * COUPON_NOT_YET_VALID, COUPON_EXPIRED, COUPON_INVALID (its product is not on sale),
 * PRODUCT_NOT_PURCHASABLE (its channel is not published), COUPON_ALREADY_REDEEMED
 * (this user used it) or COUPON_USED_UP (no uses left).
 */
export async function findUsableCoupon(opts: {
  code: string;
  userId: number;
  productId?: number;
  sessionId?: number | null;
  at?: Date;
}) {
  const at = opts.at ?? new Date();
  const normalized = Coupon.normalizeCode(opts.code);
  const coupon = /^[A-Z0-9_-]{2,64}$/.test(normalized)
    ? await Coupon.findOne({
        where: { code: normalized },
        include: [{ model: Product, as: 'product', include: [{ model: Channel, as: 'channel' }] }],
      })
    : null;
  if (!coupon) throw new AppError('COUPON_NOT_FOUND');
  // The site's `coupons` switch (spec 7) turns discount coupons off; invitation codes stay usable, as
  // they are the only way into private products.
  if (coupon.kind === 'coupon' && !(await getSetting('site')).coupons) throw new AppError('COUPONS_DISABLED');
  const product = coupon.product as Product;
  if (opts.productId !== undefined && coupon.productId !== opts.productId)
    throw new AppError('COUPON_OTHER_PRODUCT');
  if (product.status === 'draft') throw new AppError('COUPON_INVALID');
  if (coupon.validFrom && at < coupon.validFrom) throw new AppError('COUPON_NOT_YET_VALID');
  if (!coupon.isValidAt(at)) throw new AppError('COUPON_EXPIRED');
  // A code of a product whose channel is not published (sent back, banned) gives nothing to buy.
  if (!product.channel || !isChannelPublic(product.channel)) throw new AppError('PRODUCT_NOT_PURCHASABLE');
  if (coupon.sessionId && opts.sessionId && coupon.sessionId !== opts.sessionId)
    throw new AppError('COUPON_OTHER_SESSION');
  if (await CouponRedemption.findByCouponAndUser(coupon.id, opts.userId)) {
    throw new AppError('COUPON_ALREADY_REDEEMED');
  }
  if (coupon.isUsedUp()) throw new AppError('COUPON_USED_UP');
  return coupon;
}

/**
 * Takes one use inside the caller's transaction. Coupon.takeOneUse locks the coupon row (a second
 * concurrent redeemer of a single-use code re-reads it used up); the unique indexes on redemptions
 * back it (one per user, one at all for codes).
 */
export async function takeCoupon(
  coupon: Coupon,
  userId: number,
  orderId: number | null,
  transaction: Transaction,
) {
  // Used up by a concurrent buyer since findUsableCoupon read it.
  if (!(await Coupon.takeOneUse(coupon.id, transaction))) throw new AppError('COUPON_USED_UP');
  try {
    await CouponRedemption.create(
      { couponId: coupon.id, couponKind: coupon.kind, userId, orderId },
      { transaction },
    );
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw new AppError('COUPON_ALREADY_REDEEMED');
    throw err;
  }
}
