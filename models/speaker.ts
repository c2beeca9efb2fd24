import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  literal,
  Model,
  type NonAttribute,
  Op,
  type Sequelize,
} from 'sequelize';
import {
  connectionOf,
  optionalId,
  optionalText,
  prefixSearchQuery,
  primaryId,
  requiredText,
  type Translations,
  translations,
} from './columns.ts';
import type { Product } from './product.ts';
import { ProductSpeaker } from './product-speaker.ts';
import { ScheduleSection } from './schedule-section.ts';

/**
 * A person shown on products, courses and schedule sections. Needs at least one tag (CHECK), and cannot be
 * deleted while a product or schedule section uses it (ON DELETE RESTRICT).
 */
export class Speaker extends Model<InferAttributes<Speaker>, InferCreationAttributes<Speaker>> {
  declare id: CreationOptional<number>;
  declare userId: number | null;
  declare channelId: number | null;
  declare name: string;
  declare title: string | null;
  declare slug: string;
  declare bio: string | null;
  declare image: string | null;
  declare tags: CreationOptional<string[]>;
  declare instagram: string | null;
  declare facebook: string | null;
  declare twitter: string | null;
  declare youtube: string | null;
  declare linkedin: string | null;
  declare translations: CreationOptional<Translations>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare products?: NonAttribute<Product[]>;

  static findBySlug(slug: string) {
    return Speaker.findOne({ where: { slug } });
  }

  static listByOwner(userId: number) {
    return Speaker.findAll({ where: { userId }, order: [['name', 'ASC']] });
  }

  static listByChannels(channelIds: number[]) {
    return Speaker.findAll({ where: { channelId: { [Op.in]: channelIds } }, order: [['name', 'ASC']] });
  }

  static async searchByName(term: string, limit = 24) {
    const query = prefixSearchQuery(term);
    if (!query) return [];
    const tsQuery = `to_tsquery('simple', ${connectionOf(Speaker).escape(query)})`;
    return Speaker.findAll({
      where: literal(`"Speaker"."search" @@ ${tsQuery}`),
      order: [[literal(`ts_rank("Speaker"."search", ${tsQuery})`), 'DESC']],
      limit,
    });
  }

  /** Whether deleting would be refused: the speaker is on a product or a schedule section. */
  static async isInUse(speakerId: number): Promise<boolean> {
    const [onProducts, onSections] = await Promise.all([
      ProductSpeaker.count({ where: { speakerId } }),
      ScheduleSection.count({ where: { speakerId } }),
    ]);
    return onProducts + onSections > 0;
  }

  toFormattedJSON() {
    return {
      id: this.id,
      userId: this.userId,
      channelId: this.channelId,
      name: this.name,
      title: this.title,
      slug: this.slug,
      bio: this.bio,
      image: this.image,
      tags: this.tags,
      social: {
        instagram: this.instagram,
        facebook: this.facebook,
        twitter: this.twitter,
        youtube: this.youtube,
        linkedin: this.linkedin,
      },
      translations: this.translations,
      createdAt: this.createdAt,
      updatedAt: this.updatedAt,
    };
  }

  static initModel(sequelize: Sequelize) {
    Speaker.init(
      {
        id: primaryId(),
        userId: optionalId(),
        channelId: optionalId(),
        name: requiredText(),
        title: optionalText(),
        slug: { type: DataTypes.TEXT, allowNull: false, unique: true },
        bio: optionalText(),
        image: optionalText(),
        tags: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false },
        instagram: optionalText(),
        facebook: optionalText(),
        twitter: optionalText(),
        youtube: optionalText(),
        linkedin: optionalText(),
        translations: translations(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'speakers', modelName: 'Speaker' },
    );
  }
}
