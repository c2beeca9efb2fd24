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
import type { ChannelStatus } from '../api/src/shared/catalogue.ts';
import {
  cents,
  currency,
  language,
  optionalDate,
  optionalId,
  optionalText,
  primaryId,
  requiredId,
  requiredText,
  type Translations,
  textArray,
  translations,
} from './columns.ts';
import type { Product } from './product.ts';
import type { Language, User } from './user.ts';

export { CHANNEL_STATUSES, type ChannelStatus } from '../api/src/shared/catalogue.ts';
export const CHANNEL_DESCRIPTION_MAX = 400;

/** An organizer's channel. Reviewed by staff (draft -> revision -> published) before its products can be published. */
export class Channel extends Model<InferAttributes<Channel>, InferCreationAttributes<Channel>> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare status: CreationOptional<ChannelStatus>;
  declare title: string;
  declare description: string | null;
  declare businessName: string | null;
  declare classification: string | null;
  declare tags: CreationOptional<string[]>;
  declare slug: string;
  declare language: CreationOptional<Language>;
  declare translations: CreationOptional<Translations>;
  declare subscriptionActive: CreationOptional<boolean>;
  declare subscriptionNet: CreationOptional<number>;
  declare subscriptionTax: CreationOptional<number>;
  declare subscriptionTotal: CreationOptional<number>;
  declare currency: CreationOptional<string>;
  declare billingNif: string | null;
  declare billingPrefix: string | null;
  declare billingPhone: string | null;
  declare billingAddress: string | null;
  declare billingCity: string | null;
  declare billingPostalCode: string | null;
  declare billingCountry: string | null;
  declare billingIban: string | null;
  declare spotify: string | null;
  declare youtube: string | null;
  declare facebook: string | null;
  declare instagram: string | null;
  declare twitter: string | null;
  declare website: string | null;
  declare marketplaceUrl: string | null;
  declare logo: string | null;
  declare profileImage: string | null;
  declare coverImage: string | null;
  /** The channel's own ad banner (advertising module), shown on its page instead of the area's. */
  declare adBannerId: CreationOptional<number | null>;
  declare reviewRequestedAt: Date | null;
  declare reviewedAt: Date | null;
  declare reviewedBy: number | null;
  /** Why an admin sent the channel back to draft; kept for its owner until the channel moves on. */
  declare returnReason: CreationOptional<string | null>;
  declare returnedAt: CreationOptional<Date | null>;
  /** Set by the database the first time the channel is published. */
  declare publishedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare owner?: NonAttribute<User>;
  declare products?: NonAttribute<Product[]>;

  static findBySlug(slug: string) {
    return Channel.findOne({ where: { slug } });
  }

  static listByOwner(userId: number) {
    return Channel.findAll({ where: { userId }, order: [['createdAt', 'DESC']] });
  }

  static listPublished() {
    return Channel.findAll({ where: { status: 'published' }, order: [['publishedAt', 'DESC']] });
  }

  static listAwaitingReview() {
    return Channel.findAll({ where: { status: 'revision' }, order: [['reviewRequestedAt', 'ASC']] });
  }

  static countPublishedByOwner(userId: number) {
    return Channel.count({ where: { userId, status: 'published' } });
  }

  static listWithSubscription() {
    return Channel.findAll({
      where: { status: 'published', subscriptionActive: true, subscriptionTotal: { [Op.gt]: 0 } },
      order: [['title', 'ASC']],
    });
  }

  isPublic(): boolean {
    return this.status === 'published';
  }

  /** The public shape: what any visitor of /channels/{slug} may see. Billing data stays out. */
  toFormattedJSON() {
    return {
      id: this.id,
      userId: this.userId,
      status: this.status,
      title: this.title,
      description: this.description,
      businessName: this.businessName,
      classification: this.classification,
      tags: this.tags,
      slug: this.slug,
      language: this.language,
      translations: this.translations,
      subscription: {
        active: this.subscriptionActive,
        net: this.subscriptionNet,
        tax: this.subscriptionTax,
        total: this.subscriptionTotal,
        currency: this.currency,
      },
      social: {
        spotify: this.spotify,
        youtube: this.youtube,
        facebook: this.facebook,
        instagram: this.instagram,
        twitter: this.twitter,
        website: this.website,
      },
      marketplaceUrl: this.marketplaceUrl,
      logo: this.logo,
      profileImage: this.profileImage,
      coverImage: this.coverImage,
      publishedAt: this.publishedAt,
      createdAt: this.createdAt,
      updatedAt: this.updatedAt,
    };
  }

  /** The owner's and staff's shape: the public one plus billing and review data. */
  toOwnerJSON() {
    return {
      ...this.toFormattedJSON(),
      billing: {
        nif: this.billingNif,
        prefix: this.billingPrefix,
        phone: this.billingPhone,
        address: this.billingAddress,
        city: this.billingCity,
        postalCode: this.billingPostalCode,
        country: this.billingCountry,
        iban: this.billingIban,
      },
      reviewRequestedAt: this.reviewRequestedAt,
      reviewedAt: this.reviewedAt,
      reviewedBy: this.reviewedBy,
      returnReason: this.returnReason,
      returnedAt: this.returnedAt,
    };
  }

  static initModel(sequelize: Sequelize) {
    Channel.init(
      {
        id: primaryId(),
        userId: requiredId(),
        status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'draft' },
        title: requiredText(),
        description: optionalText(),
        businessName: optionalText(),
        classification: optionalText(),
        tags: textArray(),
        slug: { type: DataTypes.TEXT, allowNull: false, unique: true },
        language: language(),
        translations: translations(),
        subscriptionActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        subscriptionNet: cents(),
        subscriptionTax: cents(),
        subscriptionTotal: cents(),
        currency: currency(),
        billingNif: optionalText(),
        billingPrefix: optionalText(),
        billingPhone: optionalText(),
        billingAddress: optionalText(),
        billingCity: optionalText(),
        billingPostalCode: optionalText(),
        billingCountry: optionalText(),
        billingIban: optionalText(),
        spotify: optionalText(),
        youtube: optionalText(),
        facebook: optionalText(),
        instagram: optionalText(),
        twitter: optionalText(),
        website: optionalText(),
        marketplaceUrl: optionalText(),
        logo: optionalText(),
        profileImage: optionalText(),
        coverImage: optionalText(),
        reviewRequestedAt: optionalDate(),
        reviewedAt: optionalDate(),
        reviewedBy: optionalId(),
        adBannerId: optionalId(),
        returnReason: optionalText(),
        returnedAt: optionalDate(),
        publishedAt: optionalDate(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'channels', modelName: 'Channel' },
    );
  }
}
