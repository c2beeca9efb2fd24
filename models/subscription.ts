import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  Op,
  type Sequelize,
  type Transaction,
} from 'sequelize';
import type { SubscriptionStatus } from '../api/src/shared/enums.ts';
import type { Channel } from './channel.ts';
import {
  cents,
  currency,
  optionalDate,
  optionalText,
  primaryId,
  requiredId,
  requiredText,
} from './columns.ts';
import type { PaymentProvider } from './order.ts';

export { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../api/src/shared/enums.ts';

/**
 * A monthly channel subscription. A partial UNIQUE (user_id, channel_id) WHERE status = 'subscribed' allows one
 * live subscription per user and channel; a cancelled one keeps giving access until validUntil (spec 4).
 */
export class Subscription extends Model<
  InferAttributes<Subscription>,
  InferCreationAttributes<Subscription>
> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare channelId: number;
  declare status: CreationOptional<SubscriptionStatus>;
  declare subscribedSince: CreationOptional<Date>;
  declare validUntil: Date | null;
  declare price: CreationOptional<number>;
  declare currency: CreationOptional<string>;
  declare provider: PaymentProvider;
  declare providerRef: string | null;
  declare cancelledAt: Date | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare channel?: NonAttribute<Channel>;

  static findActive(userId: number, channelId: number, transaction?: Transaction) {
    return Subscription.findOne({ where: { userId, channelId, status: 'subscribed' }, transaction });
  }

  static listByUser(userId: number) {
    return Subscription.findAll({ where: { userId }, order: [['subscribedSince', 'DESC']] });
  }

  static countActiveByChannel(channelId: number) {
    return Subscription.count({ where: { channelId, status: 'subscribed' } });
  }

  /** Whether some subscription (live, or cancelled but paid through) gives the user the channel's content. */
  static async givesAccess(userId: number, channelId: number, at: Date = new Date()): Promise<boolean> {
    const found = await Subscription.count({
      where: {
        userId,
        channelId,
        [Op.or]: [
          { status: 'subscribed', [Op.or]: [{ validUntil: null }, { validUntil: { [Op.gt]: at } }] },
          { status: 'cancelled', validUntil: { [Op.gt]: at } },
        ],
      },
    });
    return found > 0;
  }

  toFormattedJSON() {
    return {
      id: this.id,
      userId: this.userId,
      channelId: this.channelId,
      channel: this.channel?.toFormattedJSON(),
      status: this.status,
      subscribedSince: this.subscribedSince,
      validUntil: this.validUntil,
      price: this.price,
      currency: this.currency,
      provider: this.provider,
      cancelledAt: this.cancelledAt,
    };
  }

  static initModel(sequelize: Sequelize) {
    Subscription.init(
      {
        id: primaryId(),
        userId: requiredId(),
        channelId: requiredId(),
        status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'subscribed' },
        subscribedSince: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        validUntil: optionalDate(),
        price: cents(),
        currency: currency(),
        provider: requiredText(),
        providerRef: optionalText(),
        cancelledAt: optionalDate(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'subscriptions', modelName: 'Subscription' },
    );
  }
}
