import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  QueryTypes,
  type Sequelize,
  type Transaction,
} from 'sequelize';
import { connectionOf, flag, optionalId, optionalText, primaryId, requiredText } from './columns.ts';

/** A contact who left an email (landing page, product interest...). UNIQUE (email, source). */
export class Lead extends Model<InferAttributes<Lead>, InferCreationAttributes<Lead>> {
  declare id: CreationOptional<number>;
  declare email: string;
  declare name: string | null;
  declare source: string;
  declare productId: number | null;
  declare channelId: number | null;
  declare consent: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;

  static listRecent(limit = 100) {
    return Lead.findAll({ order: [['createdAt', 'DESC']], limit });
  }

  /**
   * Stores the lead, or refreshes name and consent when the email already came from that source. Given a
   * transaction, the lead is written in it (a lean test's sign-up and its lead stand or fall together).
   */
  static async capture(values: {
    email: string;
    name?: string | null;
    source: string;
    productId?: number | null;
    channelId?: number | null;
    consent?: boolean;
    transaction?: Transaction;
  }): Promise<void> {
    await connectionOf(Lead).query(
      `INSERT INTO leads (email, name, source, product_id, channel_id, consent) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (email, source) DO UPDATE
       SET name = coalesce(EXCLUDED.name, leads.name), consent = EXCLUDED.consent`,
      {
        bind: [
          values.email.trim().toLowerCase(),
          values.name ?? null,
          values.source,
          values.productId ?? null,
          values.channelId ?? null,
          values.consent ?? false,
        ],
        type: QueryTypes.INSERT,
        transaction: values.transaction,
      },
    );
  }

  toFormattedJSON() {
    return {
      id: this.id,
      email: this.email,
      name: this.name,
      source: this.source,
      productId: this.productId,
      channelId: this.channelId,
      consent: this.consent,
      createdAt: this.createdAt,
    };
  }

  static initModel(sequelize: Sequelize) {
    Lead.init(
      {
        id: primaryId(),
        email: requiredText(),
        name: optionalText(),
        source: requiredText(),
        productId: optionalId(),
        channelId: optionalId(),
        consent: flag(false),
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'leads', modelName: 'Lead', updatedAt: false },
    );
  }
}
