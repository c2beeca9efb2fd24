import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  QueryTypes,
  type Sequelize,
} from 'sequelize';
import { connectionOf, optionalId, primaryId, requiredId, requiredText } from './columns.ts';
import type { Coupon, CouponKind } from './coupon.ts';

/** A coupon's latest use and who made it (latestByCoupons). */
export interface LatestRedemption {
  couponId: number;
  redeemedAt: Date;
  orderId: number | null;
  orderStatus: string | null;
  userId: number;
  email: string;
  name: string | null;
  surname: string | null;
}

/**
 * One use of a coupon or code. UNIQUE (coupon_id, user_id): a user redeems a coupon once. couponKind must
 * equal the coupon's kind (composite foreign key); for codes a partial UNIQUE (coupon_id) allows one row at all.
 */
export class CouponRedemption extends Model<
  InferAttributes<CouponRedemption>,
  InferCreationAttributes<CouponRedemption>
> {
  declare id: CreationOptional<number>;
  declare couponId: number;
  declare couponKind: CouponKind;
  declare userId: number;
  declare orderId: number | null;
  declare redeemedAt: CreationOptional<Date>;
  declare coupon?: NonAttribute<Coupon>;

  static findByCouponAndUser(couponId: number, userId: number) {
    return CouponRedemption.findOne({ where: { couponId, userId } });
  }

  static listByCoupon(couponId: number) {
    return CouponRedemption.findAll({ where: { couponId }, order: [['redeemedAt', 'DESC']] });
  }

  /**
   * The latest redemption of each of these coupons with its redeemer, in one query (a list page asks for
   * all its rows at once): for a code its only one, for a coupon with stock the most recent. orderStatus
   * tells a use still waiting for its payment ('pending') from one that is done.
   */
  static async latestByCoupons(couponIds: number[]): Promise<Map<number, LatestRedemption>> {
    if (couponIds.length === 0) return new Map();
    const rows = await connectionOf(CouponRedemption).query<LatestRedemption>(
      `SELECT DISTINCT ON (r.coupon_id) r.coupon_id AS "couponId", r.redeemed_at AS "redeemedAt",
         r.order_id AS "orderId", o.status AS "orderStatus", u.id AS "userId", u.email, u.name, u.surname
       FROM coupon_redemptions r
       JOIN users u ON u.id = r.user_id
       LEFT JOIN orders o ON o.id = r.order_id
       WHERE r.coupon_id = ANY($1::integer[])
       ORDER BY r.coupon_id, r.redeemed_at DESC, r.id DESC`,
      { bind: [couponIds], type: QueryTypes.SELECT },
    );
    return new Map(rows.map((r) => [r.couponId, r]));
  }

  toFormattedJSON() {
    return {
      id: this.id,
      couponId: this.couponId,
      userId: this.userId,
      orderId: this.orderId,
      redeemedAt: this.redeemedAt,
    };
  }

  static initModel(sequelize: Sequelize) {
    CouponRedemption.init(
      {
        id: primaryId(),
        couponId: requiredId(),
        couponKind: requiredText(),
        userId: requiredId(),
        orderId: optionalId(),
        redeemedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
      },
      { sequelize, tableName: 'coupon_redemptions', modelName: 'CouponRedemption', timestamps: false },
    );
  }
}
