import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { optionalId, primaryId, requiredId, requiredText } from './columns.ts';
import type { Coupon, CouponKind } from './coupon.ts';

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
