import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  Op,
  type Sequelize,
} from 'sequelize';
import {
  flag,
  jsonArray,
  optionalDate,
  optionalId,
  optionalText,
  primaryId,
  requiredText,
} from './columns.ts';

export const AD_BANNER_MAX_COLUMNS = 6;

/** The display areas of the site where a banner can be shown (migration 0041 holds the list). */
export const AD_DISPLAY_AREAS = ['home', 'product', 'channel', 'player', 'course'] as const;
export type AdDisplayArea = (typeof AD_DISPLAY_AREAS)[number];

/** One column of a banner: an uploaded image, where it leads (http/https) and its alt text. */
export interface AdBannerImage {
  url: string;
  link?: string;
  alt?: string;
  /** The image's size in pixels, read from its bytes when saved (the site reserves its room). */
  width?: number;
  height?: number;
}

/** An advertising banner (advertising module): a format, 1..6 columns of images, shown in one display area. */
export class AdBanner extends Model<InferAttributes<AdBanner>, InferCreationAttributes<AdBanner>> {
  declare id: CreationOptional<number>;
  declare name: string | null;
  declare format: string;
  declare columns: CreationOptional<number>;
  declare images: CreationOptional<AdBannerImage[]>;
  declare displayArea: string;
  declare link: string | null;
  declare active: CreationOptional<boolean>;
  declare startsAt: Date | null;
  declare endsAt: Date | null;
  declare createdBy: number | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  /** Banners to show now in a display area: active and inside their optional date window. */
  static listShowing(displayArea: string, at: Date = new Date()) {
    return AdBanner.findAll({
      where: {
        displayArea,
        active: true,
        [Op.and]: [
          { [Op.or]: [{ startsAt: null }, { startsAt: { [Op.lte]: at } }] },
          { [Op.or]: [{ endsAt: null }, { endsAt: { [Op.gt]: at } }] },
        ],
      },
      order: [['id', 'ASC']],
    });
  }

  toFormattedJSON() {
    return {
      id: this.id,
      name: this.name,
      format: this.format,
      columns: this.columns,
      images: this.images,
      displayArea: this.displayArea,
      link: this.link,
      active: this.active,
      startsAt: this.startsAt,
      endsAt: this.endsAt,
    };
  }

  static initModel(sequelize: Sequelize) {
    AdBanner.init(
      {
        id: primaryId(),
        name: optionalText(),
        format: requiredText(),
        columns: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        images: jsonArray(),
        displayArea: requiredText(),
        link: optionalText(),
        active: flag(true),
        startsAt: optionalDate(),
        endsAt: optionalDate(),
        createdBy: optionalId(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'ad_banners', modelName: 'AdBanner' },
    );
  }
}
