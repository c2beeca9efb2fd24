import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

/** One JSON document per key: site config, payments, modules, home sections, registration options. */
export class Setting extends Model<InferAttributes<Setting>, InferCreationAttributes<Setting>> {
  declare key: string;
  declare value: unknown;
  declare updatedBy: number | null;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    Setting.init(
      {
        key: { type: DataTypes.TEXT, primaryKey: true },
        value: { type: DataTypes.JSONB, allowNull: false },
        updatedBy: { type: DataTypes.INTEGER, allowNull: true },
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'settings', modelName: 'Setting', createdAt: false },
    );
  }
}
