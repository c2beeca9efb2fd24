import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

/** queued → sent | logged (no SMTP) | retrying → … → failed (after the last retry). */
export const EMAIL_STATUSES = ['queued', 'retrying', 'sent', 'logged', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** Every email the platform sends (or only logs, when no SMTP server is configured). */
export class EmailLog extends Model<InferAttributes<EmailLog>, InferCreationAttributes<EmailLog>> {
  declare id: CreationOptional<number>;
  declare userId: number | null;
  declare toEmail: string;
  declare subject: string;
  declare type: string;
  declare language: string;
  declare bodyText: string;
  declare bodyHtml: string;
  declare links: CreationOptional<string[]>;
  declare transport: 'smtp' | 'log';
  declare status: EmailStatus;
  declare error: string | null;
  declare trackingId: string;
  declare sentAt: CreationOptional<Date>;
  declare openedAt: Date | null;
  declare openCount: CreationOptional<number>;
  declare attempts: CreationOptional<number>;
  declare lastAttemptAt: CreationOptional<Date | null>;
  /** When the mail job sent it through SMTP, or only logged it (no SMTP). */
  declare deliveredAt: CreationOptional<Date | null>;
  /** People's opens only: a mail privacy proxy's or a scanner's fetch counts in machineOpenCount. */
  declare lastOpenedAt: CreationOptional<Date | null>;
  declare machineOpenCount: CreationOptional<number>;
  declare clickedAt: CreationOptional<Date | null>;
  declare lastClickedAt: CreationOptional<Date | null>;
  declare clickCount: CreationOptional<number>;
  /** The channel the mail is about (an order of its product, its publication): its organizer reads it. */
  declare channelId: CreationOptional<number | null>;

  toFormattedJSON() {
    return {
      id: this.id,
      userId: this.userId,
      to: this.toEmail,
      subject: this.subject,
      type: this.type,
      language: this.language,
      transport: this.transport,
      status: this.status,
      error: this.error,
      sentAt: this.sentAt,
      deliveredAt: this.deliveredAt,
      openedAt: this.openedAt,
      lastOpenedAt: this.lastOpenedAt,
      openCount: this.openCount,
      machineOpens: this.machineOpenCount,
      clickedAt: this.clickedAt,
      lastClickedAt: this.lastClickedAt,
      clickCount: this.clickCount,
      channelId: this.channelId,
      attempts: this.attempts,
      lastAttemptAt: this.lastAttemptAt,
    };
  }

  static initModel(sequelize: Sequelize) {
    EmailLog.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        userId: { type: DataTypes.INTEGER, allowNull: true },
        toEmail: { type: DataTypes.TEXT, allowNull: false },
        subject: { type: DataTypes.TEXT, allowNull: false },
        type: { type: DataTypes.TEXT, allowNull: false },
        language: { type: DataTypes.TEXT, allowNull: false },
        bodyText: { type: DataTypes.TEXT, allowNull: false },
        bodyHtml: { type: DataTypes.TEXT, allowNull: false },
        links: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
        transport: { type: DataTypes.TEXT, allowNull: false },
        status: { type: DataTypes.TEXT, allowNull: false },
        error: { type: DataTypes.TEXT, allowNull: true },
        trackingId: { type: DataTypes.TEXT, allowNull: false },
        sentAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        openedAt: { type: DataTypes.DATE, allowNull: true },
        openCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        lastAttemptAt: { type: DataTypes.DATE, allowNull: true },
        deliveredAt: { type: DataTypes.DATE, allowNull: true },
        lastOpenedAt: { type: DataTypes.DATE, allowNull: true },
        machineOpenCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        clickedAt: { type: DataTypes.DATE, allowNull: true },
        lastClickedAt: { type: DataTypes.DATE, allowNull: true },
        clickCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        channelId: { type: DataTypes.INTEGER, allowNull: true },
      },
      { sequelize, tableName: 'email_logs', modelName: 'EmailLog', timestamps: false },
    );
  }
}
