import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';
import {
  flag,
  language,
  optionalText,
  primaryId,
  requiredText,
  type Translations,
  translations,
} from './columns.ts';
import type { Language } from './user.ts';

/** A static page served at /page/{slug}, with per-language overrides of name and content. */
export class Page extends Model<InferAttributes<Page>, InferCreationAttributes<Page>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare slug: string;
  declare language: CreationOptional<Language>;
  declare translations: CreationOptional<Translations>;
  declare content: string | null;
  declare published: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static findPublishedBySlug(slug: string) {
    return Page.findOne({ where: { slug, published: true } });
  }

  static listAll() {
    return Page.findAll({ order: [['name', 'ASC']] });
  }

  toFormattedJSON() {
    return {
      id: this.id,
      name: this.name,
      slug: this.slug,
      language: this.language,
      translations: this.translations,
      content: this.content,
      published: this.published,
      createdAt: this.createdAt,
      updatedAt: this.updatedAt,
    };
  }

  static initModel(sequelize: Sequelize) {
    Page.init(
      {
        id: primaryId(),
        name: requiredText(),
        slug: { type: DataTypes.TEXT, allowNull: false, unique: true },
        language: language(),
        translations: translations(),
        content: optionalText(),
        published: flag(false),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'pages', modelName: 'Page' },
    );
  }
}
