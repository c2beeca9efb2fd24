import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { position } from './columns.ts';
import type { Speaker } from './speaker.ts';

/** Which speakers appear on a product (course, master, event...), in order. */
export class ProductSpeaker extends Model<
  InferAttributes<ProductSpeaker>,
  InferCreationAttributes<ProductSpeaker>
> {
  declare productId: number;
  declare speakerId: number;
  declare position: CreationOptional<number>;
  declare speaker?: NonAttribute<Speaker>;

  static listByProduct(productId: number) {
    return ProductSpeaker.findAll({ where: { productId }, order: [['position', 'ASC']] });
  }

  toFormattedJSON() {
    return { productId: this.productId, speakerId: this.speakerId, position: this.position };
  }

  static initModel(sequelize: Sequelize) {
    ProductSpeaker.init(
      {
        productId: { type: DataTypes.INTEGER, primaryKey: true },
        speakerId: { type: DataTypes.INTEGER, primaryKey: true },
        position: position(),
      },
      { sequelize, tableName: 'product_speakers', modelName: 'ProductSpeaker', timestamps: false },
    );
  }
}
