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
import {
  connectionOf,
  jsonObject,
  optionalDate,
  optionalId,
  optionalText,
  primaryId,
  requiredText,
} from './columns.ts';
import type { PaymentProvider } from './order.ts';

/** A webhook event received from a payment provider. UNIQUE (provider, event_id): processed once. */
export class PaymentEvent extends Model<
  InferAttributes<PaymentEvent>,
  InferCreationAttributes<PaymentEvent>
> {
  declare id: CreationOptional<number>;
  declare provider: PaymentProvider;
  declare eventId: string;
  declare type: string;
  declare payload: CreationOptional<Record<string, unknown>>;
  declare orderId: number | null;
  declare receivedAt: CreationOptional<Date>;
  declare processedAt: Date | null;
  declare error: string | null;

  /**
   * Stores the event unless it was seen before (INSERT ... ON CONFLICT DO NOTHING). Returns the new row's id,
   * or null for a replay, which the webhook answers with 200 and does nothing else.
   */
  static async recordOnce(
    event: {
      provider: PaymentProvider;
      eventId: string;
      type: string;
      payload: unknown;
      orderId?: number | null;
    },
    transaction?: Transaction,
  ): Promise<number | null> {
    const rows = await connectionOf(PaymentEvent).query<{ id: number }>(
      `INSERT INTO payment_events (provider, event_id, type, payload, order_id) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (provider, event_id) DO NOTHING RETURNING id`,
      {
        bind: [
          event.provider,
          event.eventId,
          event.type,
          JSON.stringify(event.payload ?? {}),
          event.orderId ?? null,
        ],
        transaction,
        type: QueryTypes.SELECT,
      },
    );
    return rows[0]?.id ?? null;
  }

  static listByOrder(orderId: number) {
    return PaymentEvent.findAll({ where: { orderId }, order: [['receivedAt', 'ASC']] });
  }

  toFormattedJSON() {
    return {
      id: this.id,
      provider: this.provider,
      eventId: this.eventId,
      type: this.type,
      orderId: this.orderId,
      receivedAt: this.receivedAt,
      processedAt: this.processedAt,
      error: this.error,
    };
  }

  static initModel(sequelize: Sequelize) {
    PaymentEvent.init(
      {
        id: primaryId(),
        provider: requiredText(),
        eventId: requiredText(),
        type: requiredText(),
        payload: jsonObject(),
        orderId: optionalId(),
        receivedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        processedAt: optionalDate(),
        error: optionalText(),
      },
      { sequelize, tableName: 'payment_events', modelName: 'PaymentEvent', timestamps: false },
    );
  }
}
