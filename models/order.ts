import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  type Sequelize,
  type Transaction,
} from 'sequelize';
import type { Channel } from './channel.ts';
import {
  cents,
  currency,
  jsonObject,
  optionalDate,
  optionalId,
  optionalInteger,
  optionalText,
  primaryId,
  requiredId,
  requiredText,
} from './columns.ts';
import type { OrderItem } from './order-item.ts';

// The commerce enums are the API's shared ones (the site and the back office read the same lists).
export {
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_PROVIDERS,
  type PaymentProvider,
} from '../api/src/shared/enums.ts';

import type { OrderStatus, PaymentProvider } from '../api/src/shared/enums.ts';

/** The billing data copied onto the order at checkout, so invoices do not change with the profile. */
export interface OrderBilling {
  company?: string | null;
  nif?: string | null;
  address?: string | null;
  city?: string | null;
  postalCode?: string | null;
  country?: string | null;
  prefix?: string | null;
  phone?: string | null;
}

/**
 * A checkout. total is what the buyer pays (items plus supportAmount). (provider, providerRef) and
 * (invoiceSeries, invoiceNumber) are unique; numbers come from InvoiceCounter.next().
 */
export class Order extends Model<InferAttributes<Order>, InferCreationAttributes<Order>> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare channelId: number | null;
  declare status: CreationOptional<OrderStatus>;
  declare provider: PaymentProvider;
  declare providerRef: string | null;
  declare total: number;
  declare supportAmount: CreationOptional<number>;
  declare currency: CreationOptional<string>;
  declare termsAcceptedAt: Date;
  declare invoiceSeries: string | null;
  declare invoiceNumber: number | null;
  declare billing: CreationOptional<OrderBilling>;
  declare country: string | null;
  declare paidAt: Date | null;
  /** A paid subscription period: the subscription, the period it pays for and the tax in total. */
  declare subscriptionId: CreationOptional<number | null>;
  declare periodStart: CreationOptional<Date | null>;
  declare periodEnd: CreationOptional<Date | null>;
  declare subscriptionTax: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare items?: NonAttribute<OrderItem[]>;
  declare channel?: NonAttribute<Channel | null>;

  static listByUser(userId: number) {
    return Order.findAll({ where: { userId }, order: [['createdAt', 'DESC']] });
  }

  static findByProviderRef(provider: PaymentProvider, providerRef: string, transaction?: Transaction) {
    return Order.findOne({ where: { provider, providerRef }, transaction });
  }

  /** Loads the order with a row lock, for the payment confirmation that changes its status. */
  static findForUpdate(id: number, transaction: Transaction) {
    return Order.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
  }

  /** The invoice reference shown to the buyer, e.g. "2025-000042"; null until the order is paid. */
  invoiceReference(): string | null {
    if (this.invoiceSeries === null || this.invoiceNumber === null) return null;
    return `${this.invoiceSeries}-${String(this.invoiceNumber).padStart(6, '0')}`;
  }

  toFormattedJSON() {
    return {
      id: this.id,
      userId: this.userId,
      channelId: this.channelId,
      status: this.status,
      provider: this.provider,
      total: this.total,
      supportAmount: this.supportAmount,
      currency: this.currency,
      invoice: this.invoiceReference(),
      billing: this.billing,
      country: this.country,
      termsAcceptedAt: this.termsAcceptedAt,
      paidAt: this.paidAt,
      subscriptionId: this.subscriptionId ?? null,
      periodStart: this.periodStart ?? null,
      periodEnd: this.periodEnd ?? null,
      date: this.createdAt,
      createdAt: this.createdAt,
      items: this.items?.map((i) => i.toFormattedJSON()),
    };
  }

  static initModel(sequelize: Sequelize) {
    Order.init(
      {
        id: primaryId(),
        userId: requiredId(),
        channelId: optionalId(),
        status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'pending' },
        provider: requiredText(),
        providerRef: optionalText(),
        total: { type: DataTypes.INTEGER, allowNull: false },
        supportAmount: cents(),
        currency: currency(),
        termsAcceptedAt: { type: DataTypes.DATE, allowNull: false },
        invoiceSeries: optionalText(),
        invoiceNumber: optionalInteger(),
        billing: jsonObject(),
        country: optionalText(),
        paidAt: optionalDate(),
        subscriptionId: optionalId(),
        periodStart: optionalDate(),
        periodEnd: optionalDate(),
        subscriptionTax: optionalInteger(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'orders', modelName: 'Order' },
    );
  }
}
