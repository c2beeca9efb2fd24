import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  Op,
  type Sequelize,
} from 'sequelize';
import type { SessionUserRecord } from '../api/src/shared/contracts.ts';
import type { Role, UserStatus } from '../api/src/shared/enums.ts';
import { LOCALES, type Locale } from '../api/src/shared/locale.ts';
import { SITE_TIME_ZONE } from '../api/src/shared/time-zone.ts';

// The account enums are the API's shared ones (the back office reads the same lists).
export { ROLES, type Role, USER_STATUSES, type UserStatus } from '../api/src/shared/enums.ts';
export const LANGUAGES = LOCALES;
export type Language = Locale;

/** Profile fields a user may change about themselves (spec 3, Session). */
export const PROFILE_FIELDS = [
  'name',
  'surname',
  'country',
  'language',
  'timezone',
  'avatar',
  'description',
  'youtube',
  'twitter',
  'facebook',
  'instagram',
  'linkedin',
  'web',
  'publicProfile',
  'newsletter',
  'promoConsent',
  'company',
  'job',
  'billingCompany',
  'billingNif',
  'billingAddress',
  'billingCity',
  'billingPostalCode',
  'billingCountry',
  'billingPrefix',
  'billingPhone',
] as const;

export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<number>;
  declare email: string;
  declare passwordHash: string;
  declare roles: CreationOptional<Role[]>;
  declare status: CreationOptional<UserStatus>;
  declare activatedAt: Date | null;
  declare name: string | null;
  declare surname: string | null;
  declare country: string | null;
  declare language: CreationOptional<Language>;
  declare timezone: CreationOptional<string>;
  declare avatar: string | null;
  declare description: string | null;
  declare youtube: string | null;
  declare twitter: string | null;
  declare facebook: string | null;
  declare instagram: string | null;
  declare linkedin: string | null;
  declare web: string | null;
  declare publicProfile: CreationOptional<boolean>;
  declare billingCompany: string | null;
  declare billingNif: string | null;
  declare billingAddress: string | null;
  declare billingCity: string | null;
  declare billingPostalCode: string | null;
  declare billingCountry: string | null;
  declare billingPrefix: string | null;
  declare billingPhone: string | null;
  declare newsletter: CreationOptional<boolean>;
  declare promoConsent: CreationOptional<boolean>;
  declare privacyAcceptedAt: Date | null;
  declare external: CreationOptional<boolean>;
  declare recommendedBy: string | null;
  declare company: string | null;
  declare job: string | null;
  declare extra: CreationOptional<Record<string, string>>;
  declare organizerRequestedAt: Date | null;
  /** When an administrator made the user an organizer (analytics: organizers approved per day). */
  declare organizerApprovedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  hasRole(role: Role): boolean {
    return this.roles.includes(role);
  }

  static findByEmail(email: string) {
    return User.findOne({ where: { email: email.trim().toLowerCase() } });
  }

  static listPendingApproval() {
    return User.findAll({
      where: { status: 'pending', activatedAt: { [Op.ne]: null } },
      order: [['id', 'ASC']],
    });
  }

  /** The session shape of spec 3: what the clients keep after login. Never carries secrets. */
  toSessionJSON(): SessionUserRecord {
    return {
      id: this.id,
      email: this.email,
      user: this.email,
      roles: this.roles,
      status: this.status,
      name: this.name,
      surname: this.surname,
      newsletter: this.newsletter,
      promoConsent: this.promoConsent,
      country: this.country,
      language: this.language,
      timezone: this.timezone,
      avatar: this.avatar,
      description: this.description,
      youtube: this.youtube,
      twitter: this.twitter,
      facebook: this.facebook,
      instagram: this.instagram,
      linkedin: this.linkedin,
      web: this.web,
      publicProfile: this.publicProfile,
      company: this.company,
      job: this.job,
      billingCompany: this.billingCompany,
      billingNif: this.billingNif,
      billingAddress: this.billingAddress,
      billingCity: this.billingCity,
      billingPostalCode: this.billingPostalCode,
      billingCountry: this.billingCountry,
      billingPrefix: this.billingPrefix,
      billingPhone: this.billingPhone,
      extra: this.extra,
      organizerRequestedAt: this.organizerRequestedAt,
    };
  }

  /** What anybody may see of a user whose profile is public. */
  toPublicJSON() {
    return {
      id: this.id,
      name: this.name,
      surname: this.surname,
      avatar: this.avatar,
      description: this.description,
      country: this.country,
      company: this.company,
      job: this.job,
      youtube: this.youtube,
      twitter: this.twitter,
      facebook: this.facebook,
      instagram: this.instagram,
      linkedin: this.linkedin,
      web: this.web,
      organizer: this.roles.includes('PRODUCER'),
      publicProfile: this.publicProfile,
      memberSince: this.createdAt,
    };
  }

  /** The admin list shape (spec 3, User). */
  toFormattedJSON() {
    return {
      ...this.toSessionJSON(),
      approved: this.status === 'approved',
      activated: this.activatedAt !== null,
      activatedAt: this.activatedAt,
      external: this.external,
      recommendedBy: this.recommendedBy,
      created: this.createdAt,
      createdAt: this.createdAt,
      updatedAt: this.updatedAt,
    };
  }

  static initModel(sequelize: Sequelize) {
    // A fresh object per attribute: Sequelize writes the column name into the definition it is given.
    const text = () => ({ type: DataTypes.TEXT, allowNull: true });
    User.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        email: { type: DataTypes.TEXT, allowNull: false, unique: true },
        passwordHash: { type: DataTypes.TEXT, allowNull: false },
        roles: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false, defaultValue: ['USER'] },
        status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'pending' },
        activatedAt: { type: DataTypes.DATE, allowNull: true },
        name: text(),
        surname: text(),
        country: text(),
        language: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'es' },
        timezone: { type: DataTypes.TEXT, allowNull: false, defaultValue: SITE_TIME_ZONE },
        avatar: text(),
        description: text(),
        youtube: text(),
        twitter: text(),
        facebook: text(),
        instagram: text(),
        linkedin: text(),
        web: text(),
        publicProfile: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        billingCompany: text(),
        billingNif: text(),
        billingAddress: text(),
        billingCity: text(),
        billingPostalCode: text(),
        billingCountry: text(),
        billingPrefix: text(),
        billingPhone: text(),
        newsletter: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        promoConsent: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        privacyAcceptedAt: { type: DataTypes.DATE, allowNull: true },
        external: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        recommendedBy: text(),
        company: text(),
        job: text(),
        extra: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
        organizerRequestedAt: { type: DataTypes.DATE, allowNull: true },
        organizerApprovedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'users', modelName: 'User' },
    );
  }
}
