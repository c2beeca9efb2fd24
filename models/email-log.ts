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
      openedAt: this.openedAt,
      openCount: this.openCount,
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
      },
      { sequelize, tableName: 'email_logs', modelName: 'EmailLog', timestamps: false },
    );
  }
}
