import {
  type CreationOptional,
  col,
  DataTypes,
  fn,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  Op,
  type Sequelize,
  type WhereOptions,
} from 'sequelize';
import { jsonObject, optionalId, optionalText, requiredText } from './columns.ts';

export const ANALYTICS_RANGES = { week: 7, month: 30, quarter: 91, year: 365 } as const;
export type AnalyticsRange = keyof typeof ANALYTICS_RANGES;

/** One tracked event (page view, play, purchase...). Append-only; BRIN-indexed on occurredAt. */
export class AnalyticsEvent extends Model<
  InferAttributes<AnalyticsEvent>,
  InferCreationAttributes<AnalyticsEvent>
> {
  declare id: CreationOptional<number>;
  declare occurredAt: CreationOptional<Date>;
  declare userId: number | null;
  declare sessionId: string | null;
  declare type: string;
  declare path: string | null;
  declare productId: number | null;
  declare channelId: number | null;
  declare referrer: string | null;
  declare country: string | null;
  declare device: string | null;
  declare properties: CreationOptional<Record<string, unknown>>;

  /** The start of an analytics range (spec 9: week, month, quarter, year) ending now. */
  static rangeStart(range: AnalyticsRange, now: Date = new Date()): Date {
    return new Date(now.getTime() - ANALYTICS_RANGES[range] * 24 * 3600 * 1000);
  }

  /** Event counts per type and day since a date, optionally for some products or channels. */
  static async countByDay(opts: { since: Date; productIds?: number[]; channelIds?: number[] }) {
    const where: WhereOptions<AnalyticsEvent> = {
      occurredAt: { [Op.gte]: opts.since },
      ...(opts.productIds ? { productId: { [Op.in]: opts.productIds } } : {}),
      ...(opts.channelIds ? { channelId: { [Op.in]: opts.channelIds } } : {}),
    };
    const rows = (await AnalyticsEvent.findAll({
      attributes: [[fn('date_trunc', 'day', col('occurred_at')), 'day'], 'type', [fn('count', '*'), 'count']],
      where,
      group: [fn('date_trunc', 'day', col('occurred_at')), 'type'],
      order: [[fn('date_trunc', 'day', col('occurred_at')), 'ASC']],
      raw: true,
    })) as unknown as { day: Date; type: string; count: number }[];
    return rows.map((r) => ({ day: r.day, type: r.type, count: Number(r.count) }));
  }

  toFormattedJSON() {
    return {
      id: this.id,
      occurredAt: this.occurredAt,
      userId: this.userId,
      sessionId: this.sessionId,
      type: this.type,
      path: this.path,
      productId: this.productId,
      channelId: this.channelId,
      referrer: this.referrer,
      country: this.country,
      device: this.device,
      properties: this.properties,
    };
  }

  static initModel(sequelize: Sequelize) {
    AnalyticsEvent.init(
      {
        id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
        occurredAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        userId: optionalId(),
        sessionId: optionalText(),
        type: requiredText(),
        path: optionalText(),
        productId: optionalId(),
        channelId: optionalId(),
        referrer: optionalText(),
        country: optionalText(),
        device: optionalText(),
        properties: jsonObject(),
      },
      { sequelize, tableName: 'analytics_events', modelName: 'AnalyticsEvent', timestamps: false },
    );
  }
}
