import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  Op,
  QueryTypes,
  type Sequelize,
  type Transaction,
} from 'sequelize';
import type { AccessSource } from '../api/src/shared/enums.ts';
import { connectionOf, optionalDate, optionalId, primaryId, requiredId, requiredText } from './columns.ts';
import type { Product } from './product.ts';

export { ACCESS_SOURCES, type AccessSource } from '../api/src/shared/enums.ts';

/**
 * The ticket: a user's right to a product, whatever gave it. UNIQUE (user_id, product_id) is the
 * "one ticket per user per product" rule of spec 5, held by the database.
 */
export class ProductAccess extends Model<
  InferAttributes<ProductAccess>,
  InferCreationAttributes<ProductAccess>
> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare productId: number;
  declare sessionId: number | null;
  declare source: AccessSource;
  declare orderId: number | null;
  declare couponId: number | null;
  declare grantedAt: CreationOptional<Date>;
  declare expiresAt: Date | null;
  declare revokedAt: Date | null;
  declare product?: NonAttribute<Product>;

  static findByUserAndProduct(userId: number, productId: number, transaction?: Transaction) {
    return ProductAccess.findOne({ where: { userId, productId }, transaction });
  }

  /** The access that lets the user watch now: not revoked, not expired. */
  static findValid(userId: number, productId: number, at: Date = new Date()) {
    return ProductAccess.findOne({
      where: {
        userId,
        productId,
        revokedAt: null,
        [Op.or]: [{ expiresAt: null }, { expiresAt: { [Op.gt]: at } }],
      },
    });
  }

  static listByUser(userId: number) {
    return ProductAccess.findAll({ where: { userId, revokedAt: null }, order: [['grantedAt', 'DESC']] });
  }

  static countByProduct(productId: number) {
    return ProductAccess.count({ where: { productId, revokedAt: null } });
  }

  /**
   * Grants the ticket unless the user already has one: INSERT ... ON CONFLICT (user_id, product_id) DO NOTHING,
   * so concurrent grants cannot both insert. Returns the new row's id, or null when a ticket already existed.
   */
  static async grantOnce(
    values: {
      userId: number;
      productId: number;
      source: AccessSource;
      sessionId?: number | null;
      orderId?: number | null;
      couponId?: number | null;
      expiresAt?: Date | null;
    },
    transaction?: Transaction,
  ): Promise<number | null> {
    const rows = await connectionOf(ProductAccess).query<{ id: number }>(
      `INSERT INTO product_accesses (user_id, product_id, source, session_id, order_id, coupon_id, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id, product_id) DO NOTHING RETURNING id`,
      {
        bind: [
          values.userId,
          values.productId,
          values.source,
          values.sessionId ?? null,
          values.orderId ?? null,
          values.couponId ?? null,
          values.expiresAt ?? null,
        ],
        transaction,
        type: QueryTypes.SELECT,
      },
    );
    return rows[0]?.id ?? null;
  }

  isValidAt(at: Date = new Date()): boolean {
    return this.revokedAt === null && (this.expiresAt === null || this.expiresAt > at);
  }

  toFormattedJSON() {
    return {
      id: this.id,
      userId: this.userId,
      productId: this.productId,
      product: this.product?.toFormattedJSON(),
      sessionId: this.sessionId,
      source: this.source,
      orderId: this.orderId,
      couponId: this.couponId,
      grantedAt: this.grantedAt,
      expiresAt: this.expiresAt,
      revokedAt: this.revokedAt,
    };
  }

  static initModel(sequelize: Sequelize) {
    ProductAccess.init(
      {
        id: primaryId(),
        userId: requiredId(),
        productId: requiredId(),
        sessionId: optionalId(),
        source: requiredText(),
        orderId: optionalId(),
        couponId: optionalId(),
        grantedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        expiresAt: optionalDate(),
        revokedAt: optionalDate(),
      },
      { sequelize, tableName: 'product_accesses', modelName: 'ProductAccess', timestamps: false },
    );
  }
}
