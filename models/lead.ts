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
import { LEAD_STATUSES, type LeadSource, type LeadStatus } from '../api/src/shared/leads.ts';
import {
  connectionOf,
  flag,
  optionalDate,
  optionalId,
  optionalText,
  primaryId,
  requiredText,
} from './columns.ts';

/**
 * A contact who asked to hear from Platea or an organizer (issue 24): the contact form, a sign-up with the
 * promotional consent, a lean test, a product's "notify me". One per address, source and channel
 * (NULLS NOT DISTINCT: the platform's own have no channel); a lead always has the contact's consent.
 */
export class Lead extends Model<InferAttributes<Lead>, InferCreationAttributes<Lead>> {
  declare id: CreationOptional<number>;
  declare email: string;
  declare name: string | null;
  declare source: LeadSource | (string & {});
  declare productId: number | null;
  declare channelId: number | null;
  declare consent: CreationOptional<boolean>;
  declare consentedAt: Date | null;
  declare status: CreationOptional<LeadStatus>;
  declare notes: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static listRecent(limit = 100) {
    return Lead.findAll({ order: [['createdAt', 'DESC']], limit });
  }

  /**
   * Stores the lead, or, when the address already came from that source to that channel, refreshes its
   * name, product and consent time (one statement: concurrent captures of one address make one row).
   * Without the contact's consent nothing is written and this answers false (a form that asks for it says
   * so first, in the user's language: api/src/leads/services/capture.ts; the table's CHECK holds it too).
   * Pass the caller's transaction to capture with the rest of its work (a sign-up).
   */
  static async capture(values: {
    email: string;
    name?: string | null;
    /** One of LEAD_SOURCES (api/src/shared/leads.ts); the table's CHECK refuses any other. */
    source: LeadSource | (string & {});
    productId?: number | null;
    channelId?: number | null;
    consent?: boolean;
    transaction?: Transaction;
  }): Promise<boolean> {
    if (values.consent !== true) return false;
    await connectionOf(Lead).query(
      `INSERT INTO leads (email, name, source, product_id, channel_id, consent, consented_at)
       VALUES ($1, $2, $3, $4, $5, true, now())
       ON CONFLICT ON CONSTRAINT leads_email_source_channel_unique DO UPDATE
       SET name = coalesce(EXCLUDED.name, leads.name),
           product_id = coalesce(EXCLUDED.product_id, leads.product_id),
           consent = true, consented_at = now(), updated_at = now()`,
      {
        bind: [
          values.email.trim().toLowerCase(),
          values.name?.trim() || null,
          values.source,
          values.productId ?? null,
          values.channelId ?? null,
        ],
        type: QueryTypes.INSERT,
        transaction: values.transaction,
      },
    );
    return true;
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
      consentedAt: this.consentedAt,
      status: this.status,
      notes: this.notes,
      createdAt: this.createdAt,
      updatedAt: this.updatedAt,
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
        consentedAt: optionalDate(),
        status: {
          type: DataTypes.TEXT,
          allowNull: false,
          defaultValue: 'new',
          validate: { isIn: [[...LEAD_STATUSES]] },
        },
        notes: optionalText(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'leads', modelName: 'Lead' },
    );
  }
}
