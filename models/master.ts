import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { jsonArray, optionalText, primaryId, requiredId } from './columns.ts';
import type { Course, Faq } from './course.ts';
import type { Product } from './product.ts';

/** The master part of a product of type master: an ordered bundle of courses (see MasterCourse). */
export class Master extends Model<InferAttributes<Master>, InferCreationAttributes<Master>> {
  declare id: CreationOptional<number>;
  declare productId: number;
  declare requirements: string | null;
  declare faqs: CreationOptional<Faq[]>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare product?: NonAttribute<Product>;
  declare courses?: NonAttribute<Course[]>;

  static findByProduct(productId: number) {
    return Master.findOne({ where: { productId } });
  }

  toFormattedJSON() {
    return {
      id: this.id,
      productId: this.productId,
      product: this.product?.toFormattedJSON(),
      requirements: this.requirements,
      faqs: this.faqs,
      courses: this.courses?.map((c) => c.toFormattedJSON()),
      createdAt: this.createdAt,
      updatedAt: this.updatedAt,
    };
  }

  static initModel(sequelize: Sequelize) {
    Master.init(
      {
        id: primaryId(),
        productId: { ...requiredId(), unique: true },
        requirements: optionalText(),
        faqs: jsonArray(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'masters', modelName: 'Master' },
    );
  }
}
