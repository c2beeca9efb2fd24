import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { optionalId, primaryId, requiredId } from './columns.ts';
import type { Order } from './order.ts';
import type { Product } from './product.ts';

/** One product line of an order, with the unit price actually charged (after any coupon). */
export class OrderItem extends Model<InferAttributes<OrderItem>, InferCreationAttributes<OrderItem>> {
  declare id: CreationOptional<number>;
  declare orderId: number;
  declare productId: number;
  declare sessionId: number | null;
  declare couponId: number | null;
  declare unitNet: number;
  declare unitTax: number;
  declare unitTotal: number;
  declare quantity: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare order?: NonAttribute<Order>;
  declare product?: NonAttribute<Product>;

  static listByOrder(orderId: number) {
    return OrderItem.findAll({ where: { orderId }, order: [['id', 'ASC']] });
  }

  lineTotal(): number {
    return this.unitTotal * this.quantity;
  }

  toFormattedJSON() {
    return {
      id: this.id,
      orderId: this.orderId,
      productId: this.productId,
      product: this.product
        ? { id: this.product.id, title: this.product.title, slug: this.product.slug }
        : undefined,
      sessionId: this.sessionId,
      couponId: this.couponId,
      unitNet: this.unitNet,
      unitTax: this.unitTax,
      unitTotal: this.unitTotal,
      quantity: this.quantity,
      total: this.lineTotal(),
    };
  }

  static initModel(sequelize: Sequelize) {
    OrderItem.init(
      {
        id: primaryId(),
        orderId: requiredId(),
        productId: requiredId(),
        sessionId: optionalId(),
        couponId: optionalId(),
        unitNet: { type: DataTypes.INTEGER, allowNull: false },
        unitTax: { type: DataTypes.INTEGER, allowNull: false },
        unitTotal: { type: DataTypes.INTEGER, allowNull: false },
        quantity: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'order_items', modelName: 'OrderItem', updatedAt: false },
    );
  }
}
