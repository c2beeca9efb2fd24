import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';
import { position, primaryId, requiredText, type Translations, translations } from './columns.ts';
import type { Language } from './user.ts';

/** A browsable category of products, with its name per language: {"en": {"name": "Music"}}. */
export class Category extends Model<InferAttributes<Category>, InferCreationAttributes<Category>> {
  declare id: CreationOptional<number>;
  declare slug: string;
  declare name: string;
  declare translations: CreationOptional<Translations>;
  declare position: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static findBySlug(slug: string) {
    return Category.findOne({ where: { slug } });
  }

  static listOrdered() {
    return Category.findAll({
      order: [
        ['position', 'ASC'],
        ['name', 'ASC'],
      ],
    });
  }

  nameIn(lang: Language): string {
    return this.translations[lang]?.name ?? this.name;
  }

  toFormattedJSON() {
    return {
      id: this.id,
      slug: this.slug,
      name: this.name,
      translations: this.translations,
      position: this.position,
    };
  }

  static initModel(sequelize: Sequelize) {
    Category.init(
      {
        id: primaryId(),
        slug: { type: DataTypes.TEXT, allowNull: false, unique: true },
        name: requiredText(),
        translations: translations(),
        position: position(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'categories', modelName: 'Category' },
    );
  }
}
