import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';
import { jsonObject, optionalId, optionalText, primaryId, requiredText } from './columns.ts';

/** An organization's own landing page (/store/{slug}), defined by name and slug. */
export class Entity extends Model<InferAttributes<Entity>, InferCreationAttributes<Entity>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare slug: string;
  declare userId: number | null;
  declare description: string | null;
  declare logo: string | null;
  declare content: CreationOptional<Record<string, unknown>>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static findBySlug(slug: string) {
    return Entity.findOne({ where: { slug } });
  }

  static listByOwner(userId: number) {
    return Entity.findAll({ where: { userId }, order: [['name', 'ASC']] });
  }

  toFormattedJSON() {
    return {
      id: this.id,
      name: this.name,
      slug: this.slug,
      userId: this.userId,
      description: this.description,
      logo: this.logo,
      content: this.content,
      createdAt: this.createdAt,
      updatedAt: this.updatedAt,
    };
  }

  static initModel(sequelize: Sequelize) {
    Entity.init(
      {
        id: primaryId(),
        name: requiredText(),
        slug: { type: DataTypes.TEXT, allowNull: false, unique: true },
        userId: optionalId(),
        description: optionalText(),
        logo: optionalText(),
        content: jsonObject(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'entities', modelName: 'Entity' },
    );
  }
}
