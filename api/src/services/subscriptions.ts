import { Op, type Transaction, UniqueConstraintError } from 'sequelize';
import { connectionOf } from '../../../models/columns.ts';
import { Channel, type PaymentProvider, Subscription, type User } from '../../../models/index.ts';
import { AppError } from '../errors.ts';
import { chooseGateway, demoAllowed, type GatewayName, paymentUrls } from '../payments/index.ts';
import { stripeClient } from '../payments/stripe.ts';
import { getSetting } from './config.ts';

/** One month later, same day (clamped by the calendar: 31 Jan + 1 month = 3 Mar, as Date does). */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

const later = (a: Date | null, b: Date) => (a && a > b ? a : b);

/** Whether the subscription is paid through `at` (a live one, or a cancelled one still in its period). */
export function isPaidThrough(sub: Subscription, at: Date = new Date()): boolean {
  return sub.validUntil !== null && sub.validUntil > at;
}

/**
 * Subscribes the user to a channel's monthly plan. A new subscription is stored unpaid (validUntil =
 * now, which gives no access) until the provider confirms the first payment; the partial UNIQUE index
 * subscriptions_one_active keeps one live subscription per user and channel under concurrency.
 * demo (non-production): paid at once for a month. stripe: a Checkout Session in subscription mode.
 */
export async function subscribe(input: { user: User; channelId: number; provider?: GatewayName }) {
  const channel = await Channel.findByPk(input.channelId);
  if (!channel?.isPublic()) throw new AppError('NOT_FOUND');
  const mp = await getSetting('media-pay');
  if (!channel.subscriptionActive || channel.subscriptionTotal <= 0 || !mp.subscriptionChannels) {
    throw new AppError('CHANNEL_NOT_SUBSCRIBABLE');
  }
  const now = new Date();
  // Redsys recurring charges are not set up: subscriptions go through Stripe, or demo outside production.
  const requested = input.provider ?? (mp.stripe.active && mp.stripe.secretKey ? 'stripe' : 'demo');
  if (requested === 'redsys' || (requested === 'demo' && !demoAllowed())) {
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
  }
  const gw = chooseGateway(mp, requested);

  let sub: Subscription;
  try {
    sub = await connectionOf(Subscription).transaction(async (transaction) => {
      const existing = await Subscription.findActive(input.user.id, channel.id, transaction);
      if (existing && isPaidThrough(existing, now)) throw new AppError('ALREADY_SUBSCRIBED');
      // An unpaid attempt (the buyer left the payment page) is reused for the new attempt.
      const row =
        existing ??
        Subscription.build({
          userId: input.user.id,
          channelId: channel.id,
          provider: gw.name,
          providerRef: null,
          validUntil: now,
          cancelledAt: null,
        });
      row.provider = gw.name;
      row.price = channel.subscriptionTotal;
      row.currency = channel.currency;
      row.subscribedSince = now;
      if (gw.name === 'demo') {
        row.validUntil = addMonth(now);
        row.providerRef = `demo_sub_${input.user.id}_${channel.id}_${now.getTime()}`;
      }
      return row.save({ transaction });
    });
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw new AppError('ALREADY_SUBSCRIBED');
    throw err;
  }
  if (gw.name === 'demo') return { subscription: sub, redirectUrl: null };

  const start = await gw.createPayment({
    kind: 'subscription',
    id: sub.id,
    amount: sub.price,
    currency: sub.currency,
    description: channel.title,
    buyerEmail: input.user.email,
    language: input.user.language,
    successUrl: paymentUrls.subscriptionSuccess(),
    cancelUrl: paymentUrls.subscriptionCancel(channel.slug),
    attempt: String(sub.subscribedSince.getTime()),
  });
  return { subscription: sub, redirectUrl: start.redirectUrl };
}

/**
 * Cancels: status cancelled now, but validUntil stays, so the content remains available until the
 * paid-through date (spec 4). A Stripe subscription is told to stop at the end of its period.
 */
export async function cancelSubscription(user: User, id: number) {
  const sub = await Subscription.findOne({ where: { id, userId: user.id } });
  if (!sub) throw new AppError('NOT_FOUND');
  if (sub.status !== 'subscribed') throw new AppError('SUBSCRIPTION_NOT_ACTIVE');
  if (sub.provider === 'stripe' && sub.providerRef?.startsWith('sub_')) {
    const mp = await getSetting('media-pay');
    try {
      await stripeClient(mp.stripe).subscriptions.update(sub.providerRef, { cancel_at_period_end: true });
    } catch {
      throw new AppError('PAYMENT_ERROR');
    }
  }
  sub.status = 'cancelled';
  sub.cancelledAt = new Date();
  return sub.save();
}

/** Demo renewal (non-production): one more month, as a provider's renewal would. */
export async function renewDemoSubscription(user: User, id: number) {
  const sub = await Subscription.findOne({ where: { id, userId: user.id, provider: 'demo' } });
  if (!sub) throw new AppError('NOT_FOUND');
  if (sub.status !== 'subscribed') throw new AppError('SUBSCRIPTION_NOT_ACTIVE');
  sub.validUntil = addMonth(later(sub.validUntil, new Date()));
  return sub.save();
}

/** First payment confirmed (Stripe checkout completed in subscription mode). Null or an error text. */
export async function startSubscription(id: number, providerRef: string | null, transaction: Transaction) {
  const sub = await Subscription.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
  if (!sub) return 'subscription not found';
  if (providerRef) sub.providerRef = providerRef;
  sub.validUntil = later(sub.validUntil, addMonth(new Date()));
  await sub.save({ transaction });
  return null;
}

/** A renewal was paid: the subscription is valid through the new period end. */
export async function renewSubscription(
  provider: PaymentProvider,
  providerRef: string,
  paidThrough: Date,
  transaction: Transaction,
) {
  const sub = await Subscription.findOne({
    where: { provider, providerRef },
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  if (!sub) return 'subscription not found';
  sub.validUntil = later(sub.validUntil, paidThrough);
  await sub.save({ transaction });
  return null;
}

/** The provider ended it (cancelled at period end, or unpaid): cancelled, valid to what was paid. */
export async function endSubscription(
  provider: PaymentProvider,
  providerRef: string,
  paidThrough: Date | null,
  transaction: Transaction,
) {
  const sub = await Subscription.findOne({
    where: { provider, providerRef },
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  if (!sub) return 'subscription not found';
  if (sub.status === 'subscribed') {
    sub.status = 'cancelled';
    sub.cancelledAt = new Date();
  }
  if (paidThrough) sub.validUntil = later(sub.validUntil, paidThrough);
  await sub.save({ transaction });
  return null;
}

/** Back-office list: subscriptions of the channels in scope (null = all). */
export function listChannelSubscriptions(opts: {
  scope: number[] | null;
  filter: { channelId?: number; status?: 'subscribed' | 'cancelled' };
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}) {
  const where = {
    ...(opts.scope ? { channelId: { [Op.in]: opts.scope } } : {}),
    ...(opts.filter.channelId ? { channelId: opts.filter.channelId } : {}),
    ...(opts.filter.status ? { status: opts.filter.status } : {}),
  };
  if (opts.filter.channelId && opts.scope && !opts.scope.includes(opts.filter.channelId)) {
    return Promise.resolve({ rows: [] as Subscription[], count: 0 });
  }
  return Subscription.findAndCountAll({
    where,
    include: [{ model: Channel, as: 'channel' }],
    order: [
      [opts.sort.field, opts.sort.order],
      ['id', 'ASC'],
    ],
    offset: opts.offset,
    limit: opts.limit,
  });
}
