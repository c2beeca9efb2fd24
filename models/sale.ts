import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  Op,
  type Sequelize,
  type WhereOptions,
} from 'sequelize';
import {
  cents,
  currency,
  optionalDate,
  optionalId,
  optionalText,
  primaryId,
  requiredId,
  requiredText,
} from './columns.ts';
import type { Product } from './product.ts';

/**
 * A paid order item, or a paid subscription period (no item nor product, but subscriptionId), as the
 * organizer sees it, with the fee split of spec 9 frozen at payment time. UNIQUE (order_item_id) and
 * UNIQUE (order_id) WHERE subscription_id IS NOT NULL: a replayed confirmation cannot count a sale twice.
 */
export class Sale extends Model<InferAttributes<Sale>, InferCreationAttributes<Sale>> {
  declare id: CreationOptional<number>;
  declare orderId: number;
  declare orderItemId: number | null;
  declare productId: number | null;
  declare subscriptionId: CreationOptional<number | null>;
  declare channelId: number;
  declare userId: number | null;
  declare buyerEmail: string;
  declare amount: number;
  declare support: CreationOptional<number>;
  declare feePlatform: CreationOptional<number>;
  declare feeFixed: CreationOptional<number>;
  declare organizerAmount: number;
  declare currency: CreationOptional<string>;
  declare paidAt: Date;
  declare eventAt: Date | null;
  declare country: string | null;
  declare createdAt: CreationOptional<Date>;
  declare product?: NonAttribute<Product>;

  static listByChannels(channelIds: number[], range: { from?: Date; to?: Date } = {}) {
    return Sale.findAll({
      where: { channelId: { [Op.in]: channelIds }, ...Sale.paidBetween(range) },
      order: [['paidAt', 'DESC']],
    });
  }

  static listByProduct(productId: number) {
    return Sale.findAll({ where: { productId }, order: [['paidAt', 'DESC']] });
  }

  static listAll(range: { from?: Date; to?: Date } = {}) {
    return Sale.findAll({ where: Sale.paidBetween(range), order: [['paidAt', 'DESC']] });
  }

  private static paidBetween(range: { from?: Date; to?: Date }): WhereOptions<Sale> {
    if (!range.from && !range.to) return {};
    return {
      paidAt: {
        ...(range.from ? { [Op.gte]: range.from } : {}),
        ...(range.to ? { [Op.lt]: range.to } : {}),
      },
    };
  }

  /** The columns of the organizer's sales list (spec 2). */
  toFormattedJSON() {
    return {
      id: this.id,
      orderId: this.orderId,
      productId: this.productId,
      subscriptionId: this.subscriptionId ?? null,
      product: this.product
        ? { id: this.product.id, title: this.product.title, slug: this.product.slug }
        : undefined,
      channelId: this.channelId,
      email: this.buyerEmail,
      amount: this.amount,
      support: this.support,
      feePlatform: this.feePlatform,
      feeFixed: this.feeFixed,
      organizerAmount: this.organizerAmount,
      currency: this.currency,
      paidAt: this.paidAt,
      eventAt: this.eventAt,
      country: this.country,
    };
  }

  static initModel(sequelize: Sequelize) {
    Sale.init(
      {
        id: primaryId(),
        orderId: requiredId(),
        orderItemId: { type: DataTypes.INTEGER, allowNull: true, unique: true },
        productId: optionalId(),
        subscriptionId: optionalId(),
        channelId: requiredId(),
        userId: optionalId(),
        buyerEmail: requiredText(),
        amount: { type: DataTypes.INTEGER, allowNull: false },
        support: cents(),
        feePlatform: cents(),
        feeFixed: cents(),
        organizerAmount: { type: DataTypes.INTEGER, allowNull: false },
        currency: currency(),
        paidAt: { type: DataTypes.DATE, allowNull: false },
        eventAt: optionalDate(),
        country: optionalText(),
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'sales', modelName: 'Sale', updatedAt: false },
    );
  }
}
