import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  QueryTypes,
  type Sequelize,
  type Transaction,
} from 'sequelize';
import type { CouponKind } from '../api/src/shared/enums.ts';
import {
  connectionOf,
  currency,
  optionalCents,
  optionalDate,
  optionalId,
  optionalInteger,
  primaryId,
  requiredId,
  requiredText,
} from './columns.ts';
import type { Product } from './product.ts';
import type { ProductSession } from './product-session.ts';

/** coupon: a discount with a stock of uses, once per user. code: a single-use access code (private products). */
export { COUPON_KINDS, type CouponKind } from '../api/src/shared/enums.ts';

/** A coupon or code for one product (and optionally one session). Codes are stored upper-case. */
export class Coupon extends Model<InferAttributes<Coupon>, InferCreationAttributes<Coupon>> {
  declare id: CreationOptional<number>;
  declare productId: number;
  declare sessionId: number | null;
  declare kind: CreationOptional<CouponKind>;
  declare code: string;
  declare discountPercent: number | null;
  declare netPrice: number | null;
  declare tax: number | null;
  declare totalPrice: number | null;
  declare currency: CreationOptional<string>;
  /** Uses in stock; null: no limit (still once per user). A code has exactly 1. */
  declare quantity: CreationOptional<number | null>;
  declare redeemedCount: CreationOptional<number>;
  declare createdBy: number | null;
  declare validFrom: Date | null;
  declare validUntil: Date | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare product?: NonAttribute<Product>;
  declare session?: NonAttribute<ProductSession | null>;

  /** The form codes are stored in; every look-up and insert goes through it. */
  static normalizeCode(code: string): string {
    return code.trim().toUpperCase();
  }

  static findByCode(code: string, transaction?: Transaction) {
    return Coupon.findOne({ where: { code: Coupon.normalizeCode(code) }, transaction });
  }

  static listByProduct(productId: number) {
    return Coupon.findAll({ where: { productId }, order: [['createdAt', 'DESC']] });
  }

  /**
   * Takes one use inside the caller's transaction. The UPDATE locks the coupon row until commit, so of two
   * concurrent redeemers of a single-use code the second re-reads redeemed_count = quantity and gets false;
   * the coupons_not_over_redeemed CHECK backs it. Record the CouponRedemption in the same transaction.
   */
  static async takeOneUse(couponId: number, transaction: Transaction): Promise<boolean> {
    const rows = await connectionOf(Coupon).query(
      `UPDATE coupons SET redeemed_count = redeemed_count + 1, updated_at = now()
       WHERE id = $1 AND (quantity IS NULL OR redeemed_count < quantity) RETURNING id`,
      { bind: [couponId], transaction, type: QueryTypes.SELECT },
    );
    return rows.length === 1;
  }

  isUsedUp(): boolean {
    return this.quantity !== null && this.redeemedCount >= this.quantity;
  }

  isValidAt(at: Date = new Date()): boolean {
    if (this.validFrom && at < this.validFrom) return false;
    if (this.validUntil && at > this.validUntil) return false;
    return true;
  }

  /** The price with this coupon applied to a list price (net, tax, total in cents). */
  applyTo(price: { net: number; tax: number; total: number }) {
    if (this.totalPrice !== null)
      return { net: this.netPrice ?? 0, tax: this.tax ?? 0, total: this.totalPrice };
    const keep = (100 - (this.discountPercent ?? 0)) / 100;
    const total = Math.round(price.total * keep);
    const net = Math.round(price.net * keep);
    return { net, tax: total - net, total };
  }

  toFormattedJSON() {
    return {
      id: this.id,
      productId: this.productId,
      sessionId: this.sessionId,
      kind: this.kind,
      code: this.code,
      discountPercent: this.discountPercent,
      netPrice: this.netPrice,
      tax: this.tax,
      totalPrice: this.totalPrice,
      currency: this.currency,
      quantity: this.quantity,
      redeemedCount: this.redeemedCount,
      redeemed: this.isUsedUp(),
      validFrom: this.validFrom,
      validUntil: this.validUntil,
      createdBy: this.createdBy,
      createdAt: this.createdAt,
    };
  }

  static initModel(sequelize: Sequelize) {
    Coupon.init(
      {
        id: primaryId(),
        productId: requiredId(),
        sessionId: optionalId(),
        kind: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'coupon' },
        code: {
          ...requiredText(),
          unique: true,
          set(value: string) {
            this.setDataValue('code', Coupon.normalizeCode(value));
          },
        },
        discountPercent: optionalInteger(),
        netPrice: optionalCents(),
        tax: optionalCents(),
        totalPrice: optionalCents(),
        currency: currency(),
        quantity: { type: DataTypes.INTEGER, allowNull: true, defaultValue: 1 },
        redeemedCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        createdBy: optionalId(),
        validFrom: optionalDate(),
        validUntil: optionalDate(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'coupons', modelName: 'Coupon' },
    );
  }
}
