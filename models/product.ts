import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  Op,
  type Sequelize,
} from 'sequelize';
import type { AgeClass, ProductPlan, ProductStatus, ProductType } from '../api/src/shared/catalogue.ts';
import type { AdBanner } from './ad-banner.ts';
import type { Category } from './category.ts';
import type { Channel } from './channel.ts';
import {
  cents,
  currency,
  flag,
  jsonObject,
  language,
  optionalCents,
  optionalDate,
  optionalId,
  optionalInteger,
  optionalText,
  primaryId,
  requiredId,
  requiredText,
  type Translations,
  textArray,
  translations,
} from './columns.ts';
import type { ProductSession } from './product-session.ts';
import type { Speaker } from './speaker.ts';
import type { Language } from './user.ts';

// The enums live with the catalogue's answers, where the site and the back office read them too.
export {
  AGE_CLASSES,
  type AgeClass,
  PRODUCT_PLANS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  type ProductPlan,
  type ProductStatus,
  type ProductType,
} from '../api/src/shared/catalogue.ts';

export const SHORT_DESCRIPTION_MAX = 240;

export interface ProductMetadata {
  /** Listeners may download a podcast's MP3 (spec 3: the exportable flag). */
  exportable?: boolean;
  /** Fake live: after the session the recording stays available to ticket holders. */
  replay?: boolean;
  [key: string]: unknown;
}

/**
 * Anything sold or given away on a channel. Once published the database keeps type and channel fixed, never
 * lets the status return to draft and refuses deletion (constraints products_published_immutable and
 * products_published_not_deletable).
 */
export class Product extends Model<InferAttributes<Product>, InferCreationAttributes<Product>> {
  declare id: CreationOptional<number>;
  declare channelId: number;
  declare type: ProductType;
  declare plan: CreationOptional<ProductPlan>;
  declare status: CreationOptional<ProductStatus>;
  declare title: string;
  declare description: string | null;
  declare shortDescription: string | null;
  declare priceNote: string | null;
  declare slug: string;
  declare language: CreationOptional<Language>;
  declare translations: CreationOptional<Translations>;
  declare netPrice: CreationOptional<number>;
  declare tax: CreationOptional<number>;
  declare totalPrice: CreationOptional<number>;
  declare currency: CreationOptional<string>;
  declare trailerUrl: string | null;
  declare url: string | null;
  declare sourceVideoUrl: string | null;
  declare tags: CreationOptional<string[]>;
  declare productionYear: number | null;
  declare productionCountry: string | null;
  declare director: string | null;
  declare artists: string | null;
  declare ageClass: CreationOptional<AgeClass>;
  declare multiDate: CreationOptional<boolean>;
  declare saleStartAt: Date | null;
  declare saleEndAt: Date | null;
  declare expirationHours: number | null;
  declare expirationDate: Date | null;
  declare offerNet: number | null;
  declare offerTax: number | null;
  declare offerTotal: number | null;
  declare offerFrom: Date | null;
  declare offerUntil: Date | null;
  declare bundleProductIds: CreationOptional<number[]>;
  declare metadata: CreationOptional<ProductMetadata>;
  declare seoTitle: string | null;
  declare seoDescription: string | null;
  declare image: string | null;
  declare secondaryImage: string | null;
  declare adBannerId: number | null;
  /** Set by the database the first time the product leaves draft. */
  declare publishedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare channel?: NonAttribute<Channel>;
  declare sessions?: NonAttribute<ProductSession[]>;
  declare speakers?: NonAttribute<Speaker[]>;
  declare categories?: NonAttribute<Category[]>;
  declare adBanner?: NonAttribute<AdBanner | null>;

  static findBySlug(slug: string) {
    return Product.findOne({ where: { slug } });
  }

  static listByChannel(channelId: number) {
    return Product.findAll({ where: { channelId }, order: [['createdAt', 'DESC']] });
  }

  static listBundleParts(product: Product) {
    return Product.findAll({ where: { id: { [Op.in]: product.bundleProductIds } } });
  }

  // What the public may see also depends on the channel (published): ask api/src/catalogue/services/catalogue-access.ts.

  /** Whether the product was ever published: from then on type, channel and saved sessions are fixed. */
  wasPublished(): boolean {
    return this.publishedAt !== null && this.publishedAt !== undefined;
  }

  isOnSale(at: Date = new Date()): boolean {
    return isOnSale(this, at);
  }

  /** The price a buyer pays at a given moment: the offer inside its window, else the list price. */
  priceAt(at: Date = new Date()) {
    const offerOpen =
      this.offerTotal !== null &&
      (!this.offerFrom || at >= this.offerFrom) &&
      (!this.offerUntil || at <= this.offerUntil);
    return offerOpen
      ? {
          net: this.offerNet ?? 0,
          tax: this.offerTax ?? 0,
          total: this.offerTotal ?? 0,
          currency: this.currency,
        }
      : { net: this.netPrice, tax: this.tax, total: this.totalPrice, currency: this.currency };
  }

  toFormattedJSON() {
    return {
      ...this.get({ plain: true, clone: true }),
      search: undefined,
      channel: this.channel?.toFormattedJSON(),
      sessions: this.sessions?.map((s) => s.toFormattedJSON()),
      speakers: this.speakers?.map((s) => s.toFormattedJSON()),
      categories: this.categories?.map((c) => c.toFormattedJSON()),
      adBanner: this.adBanner === undefined ? undefined : (this.adBanner?.toFormattedJSON() ?? null),
    };
  }

  static initModel(sequelize: Sequelize) {
    Product.init(
      {
        id: primaryId(),
        channelId: requiredId(),
        type: requiredText(),
        plan: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'paid' },
        status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'draft' },
        title: requiredText(),
        description: optionalText(),
        shortDescription: optionalText(),
        priceNote: optionalText(),
        slug: { type: DataTypes.TEXT, allowNull: false, unique: true },
        language: language(),
        translations: translations(),
        netPrice: cents(),
        tax: cents(),
        totalPrice: cents(),
        currency: currency(),
        trailerUrl: optionalText(),
        url: optionalText(),
        sourceVideoUrl: optionalText(),
        tags: textArray(),
        productionYear: optionalInteger(),
        productionCountry: optionalText(),
        director: optionalText(),
        artists: optionalText(),
        ageClass: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'all' },
        multiDate: flag(false),
        saleStartAt: optionalDate(),
        saleEndAt: optionalDate(),
        expirationHours: optionalInteger(),
        expirationDate: optionalDate(),
        offerNet: optionalCents(),
        offerTax: optionalCents(),
        offerTotal: optionalCents(),
        offerFrom: optionalDate(),
        offerUntil: optionalDate(),
        bundleProductIds: { type: DataTypes.ARRAY(DataTypes.INTEGER), allowNull: false, defaultValue: [] },
        metadata: jsonObject(),
        seoTitle: optionalText(),
        seoDescription: optionalText(),
        image: optionalText(),
        secondaryImage: optionalText(),
        adBannerId: optionalId(),
        publishedAt: optionalDate(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'products', modelName: 'Product' },
    );
  }
}

/** On sale at `at`: published or private (not a draft) and inside its sale window. */
export function isOnSale(
  p: { status: ProductStatus; saleStartAt: Date | null; saleEndAt: Date | null },
  at: Date = new Date(),
): boolean {
  if (p.status === 'draft') return false;
  if (p.saleStartAt && at < p.saleStartAt) return false;
  if (p.saleEndAt && at > p.saleEndAt) return false;
  return true;
}
