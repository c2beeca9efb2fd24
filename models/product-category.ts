import {
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

/** Which categories a product is listed under. */
export class ProductCategory extends Model<
  InferAttributes<ProductCategory>,
  InferCreationAttributes<ProductCategory>
> {
  declare productId: number;
  declare categoryId: number;

  static listByProduct(productId: number) {
    return ProductCategory.findAll({ where: { productId } });
  }

  toFormattedJSON() {
    return { productId: this.productId, categoryId: this.categoryId };
  }

  static initModel(sequelize: Sequelize) {
    ProductCategory.init(
      {
        productId: { type: DataTypes.INTEGER, primaryKey: true },
        categoryId: { type: DataTypes.INTEGER, primaryKey: true },
      },
      { sequelize, tableName: 'product_categories', modelName: 'ProductCategory', timestamps: false },
    );
  }
}
