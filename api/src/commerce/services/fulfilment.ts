import type { Transaction } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import {
  Coupon,
  CouponRedemption,
  InvoiceCounter,
  Order,
  OrderItem,
  PaymentEvent,
  type PaymentProvider,
  Product,
  ProductAccess,
  ProductSession,
  Sale,
  User,
} from '../../../../models/index.ts';
import { publicUrl } from '../../env.ts';
import { AppError } from '../../errors.ts';
import { logger } from '../../lib/logger.ts';
import { sendActionMail } from '../../mail/mailer.ts';
import { notify } from '../../realtime/notify.ts';
import { splitFees } from '../../shared/fees.ts';
import type { VerifiedEvent } from '../payments/types.ts';
import { invoiceSeries } from './invoices.ts';
import {
  endSubscription,
  paySubscriptionOrder,
  renewSubscription,
  startSubscription,
} from './subscriptions.ts';

const sequelize = () => connectionOf(Order);

/** Gives the order's coupon use back (order cancelled, failed or superseded): stock and redemption. */
export async function releaseCoupon(order: Order, transaction: Transaction) {
  const redemptions = await CouponRedemption.findAll({ where: { orderId: order.id }, transaction });
  for (const r of redemptions) {
    await r.destroy({ transaction });
    await Coupon.decrement('redeemedCount', { by: 1, where: { id: r.couponId }, transaction });
  }
}

/**
 * Marks an order paid inside the caller's transaction: invoice number (when money changed hands),
 * one sale per item with the fee split frozen, the ticket, the seat. Idempotent: a paid order is left
 * as it is. `onOwned: 'throw'` (free checkouts) refuses when the buyer already has the ticket; for a
 * verified payment the money is in, so it is kept paid and logged for a refund instead.
 */
export async function markPaid(
  order: Order,
  transaction: Transaction,
  opts: { onOwned: 'throw' | 'log'; at?: Date } = { onOwned: 'log' },
) {
  if (order.status === 'paid' || order.status === 'refunded') return { alreadyPaid: true };
  const at = opts.at ?? new Date();
  // A subscription's month paid on the payment page: the subscription runs, the order is its invoice.
  if (order.subscriptionId) {
    await paySubscriptionOrder(order, transaction, at);
    return { alreadyPaid: false };
  }
  const items = await OrderItem.findAll({
    where: { orderId: order.id },
    include: [
      { model: Product, as: 'product' },
      { model: Coupon, as: 'coupon' },
    ],
    order: [['id', 'ASC']],
    transaction,
  });
  const buyer = await User.findByPk(order.userId, { transaction });
  const itemsTotal = items.reduce((sum, i) => sum + i.lineTotal(), 0);
  // The fixed fee the buyer paid on top (0 when the organizer bears it): frozen at checkout time.
  const buyerFee = order.total - itemsTotal - order.supportAmount;

  order.status = 'paid';
  order.paidAt = at;
  if (order.total > 0) {
    order.invoiceSeries = invoiceSeries(at);
    order.invoiceNumber = await InvoiceCounter.next(order.invoiceSeries, transaction);
  }
  await order.save({ transaction });

  for (const [index, item] of items.entries()) {
    const product = item.product as Product;
    const amount = item.lineTotal();
    const support = index === 0 ? order.supportAmount : 0;
    const split = splitFees({
      amount,
      support,
      feePaidBy: buyerFee > 0 || amount === 0 ? 'buyer' : 'organizer',
    });
    const session = item.sessionId ? await ProductSession.findByPk(item.sessionId, { transaction }) : null;
    if (item.sessionId && !(await ProductSession.takeSeat(item.sessionId, transaction))) {
      if (opts.onOwned === 'throw') throw new AppError('SESSION_SOLD_OUT');
      logger.warn('payment.session_full', { orderId: order.id, sessionId: item.sessionId });
    }
    const coupon = (item as OrderItem & { coupon?: Coupon | null }).coupon;
    const source = !coupon
      ? amount > 0
        ? 'purchase'
        : 'free'
      : coupon.kind === 'code'
        ? 'code'
        : amount > 0
          ? 'purchase'
          : 'coupon';
    const granted = await ProductAccess.grantOnce(
      {
        userId: order.userId,
        productId: item.productId,
        sessionId: item.sessionId,
        source,
        orderId: order.id,
        couponId: item.couponId,
        expiresAt: product.expirationHours
          ? new Date(at.getTime() + product.expirationHours * 3600_000)
          : null,
      },
      transaction,
    );
    if (granted === null) {
      if (opts.onOwned === 'throw') throw new AppError('ALREADY_OWNED');
      logger.warn('payment.already_owned', { orderId: order.id, productId: item.productId });
    }
    await Sale.create(
      {
        orderId: order.id,
        orderItemId: item.id,
        productId: item.productId,
        channelId: product.channelId,
        userId: order.userId,
        buyerEmail: buyer?.email ?? '',
        amount,
        support,
        feePlatform: split.feePlatform,
        feeFixed: split.feeFixed,
        organizerAmount: split.organizerAmount,
        currency: order.currency,
        paidAt: at,
        eventAt: session?.startsAt ?? (await firstSessionStart(item.productId, transaction)),
        country: order.country,
      },
      { transaction },
    );
  }
  return { alreadyPaid: false };
}

async function firstSessionStart(productId: number, transaction: Transaction): Promise<Date | null> {
  const first = await ProductSession.findOne({
    where: { productId },
    order: [['startsAt', 'ASC']],
    transaction,
  });
  return first?.startsAt ?? null;
}

async function findOrder(
  event: { orderId: number | null; providerRef: string | null },
  provider: PaymentProvider,
  transaction: Transaction,
) {
  let id = event.orderId;
  if (!id && event.providerRef) {
    id = (await Order.findByProviderRef(provider, event.providerRef, transaction))?.id ?? null;
  }
  return id ? Order.findForUpdate(id, transaction) : null;
}

/**
 * Applies a verified provider event exactly once: PaymentEvent.recordOnce in the same transaction as
 * its effects, so a replay does nothing and a failure leaves the event unrecorded for the retry.
 */
export async function applyPaymentEvent(
  event: VerifiedEvent,
): Promise<{ duplicate: boolean; error?: string }> {
  return sequelize().transaction(async (transaction) => {
    const eventRowId = await PaymentEvent.recordOnce(event, transaction);
    if (eventRowId === null) return { duplicate: true };
    let orderId: number | null = null;
    let error: string | null = null;
    switch (event.action) {
      case 'order.paid': {
        const order = await findOrder(event, event.provider, transaction);
        orderId = order?.id ?? null;
        if (!order) error = 'order not found';
        else if (order.provider !== event.provider) error = 'provider mismatch';
        else if (event.amount !== null && event.amount !== order.total) error = 'amount mismatch';
        else {
          const { alreadyPaid } = await markPaid(order, transaction, { onOwned: 'log' });
          // The receipt is queued with the payment: it exists exactly when the payment commits.
          if (!alreadyPaid) await queueOrderPaidMail(order, transaction);
        }
        break;
      }
      case 'order.failed': {
        const order = await findOrder(event, event.provider, transaction);
        orderId = order?.id ?? null;
        if (order && order.provider === event.provider && order.status === 'pending') {
          order.status = 'failed';
          await order.save({ transaction });
          await releaseCoupon(order, transaction);
        }
        break;
      }
      case 'subscription.started':
        error = await startSubscription(event.subscriptionId, event.providerRef, transaction, {
          paymentRef: event.paymentRef ?? null,
        });
        break;
      case 'subscription.renewed':
        error = await renewSubscription(event.provider, event.providerRef, event.paidThrough, transaction, {
          paymentRef: event.paymentRef,
        });
        break;
      case 'subscription.ended':
        error = await endSubscription(event.provider, event.providerRef, event.paidThrough, transaction);
        break;
      case 'ignored':
        break;
    }
    if (error) logger.warn('payment.event_not_applied', { eventId: event.eventId, error });
    await PaymentEvent.update(
      { processedAt: new Date(), orderId, error },
      { where: { id: eventRowId }, transaction },
    );
    return { duplicate: false, ...(error ? { error } : {}) };
  });
}

/** Tells the buyer the payment arrived and where the purchase and its invoice are (my stuff). */
async function queueOrderPaidMail(order: Order, transaction: Transaction) {
  const buyer = await User.findByPk(order.userId, { transaction });
  if (!buyer) return;
  // The bell too (a job: nothing but the queue row is written in the payment's transaction).
  await notify(
    {
      to: 'user',
      userId: buyer.id,
      type: 'order.paid',
      values: { order: `#${order.id}` },
      payload: { orderId: order.id },
    },
    transaction,
  );
  await sendActionMail(
    {
      type: 'orderPaid',
      to: buyer.email,
      userId: buyer.id,
      lang: buyer.language,
      name: buyer.name,
      link: `${publicUrl}/mystuff/orders`,
      // The order's channel: its organizer sees the receipt in their email tracking.
      channelId: order.channelId,
    },
    transaction,
  );
}
