import { Op, type Transaction, UniqueConstraintError } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import {
  Channel,
  InvoiceCounter,
  Order,
  PaymentEvent,
  type PaymentProvider,
  Sale,
  Subscription,
  User,
} from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import { pageQuery } from '../../lib/rest.ts';
import { assertCan } from '../../policy.ts';
import { getSetting } from '../../settings/services/config.ts';
import { splitSubscription } from '../../shared/fees.ts';
import { chooseGateway, demoAllowed, type GatewayName, paymentUrls } from '../payments/index.ts';
import { stripeClient } from '../payments/stripe.ts';
import { invoiceSeries } from './invoices.ts';

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
 * now, which gives no access) until the first payment is confirmed; the partial UNIQUE index
 * subscriptions_one_active keeps one live subscription per user and channel under concurrency. Either
 * way the buyer is sent to a payment page, as for a purchase: stripe, a Checkout Session in
 * subscription mode; demo (non-production), an unpaid order for the first month on the TEST card page.
 */
export async function subscribe(input: { user: User; channelId: number; provider?: GatewayName }) {
  const channel = await Channel.findByPk(input.channelId);
  if (!channel?.isPublic()) throw new AppError('NOT_FOUND');
  const mp = await getSetting('media-pay');
  if (!channel.subscriptionActive || channel.subscriptionTotal <= 0 || !mp.subscriptionChannels) {
    throw new AppError('CHANNEL_NOT_SUBSCRIBABLE');
  }
  const now = new Date();
  // Redsys recurring charges are not set up: subscriptions go through Stripe, or demo while it is on.
  const requested = input.provider ?? (mp.stripe.active && mp.stripe.secretKey ? 'stripe' : 'demo');
  if (requested === 'redsys' || (requested === 'demo' && !demoAllowed(mp))) {
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
  }
  const gw = chooseGateway(mp, requested);

  let attempt: { sub: Subscription; order: Order | null };
  try {
    attempt = await connectionOf(Subscription).transaction(async (transaction) => {
      // Locked: two concurrent attempts on the same unpaid subscription run one after the other.
      const existing = await Subscription.findOne({
        where: { userId: input.user.id, channelId: channel.id, status: 'subscribed' },
        transaction,
        lock: transaction.LOCK.UPDATE,
      });
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
      await row.save({ transaction });
      if (gw.name !== 'demo') return { sub: row, order: null };
      // demo: like a purchase, the first month is an order the buyer pays on the payment page (the TEST
      // card page); paying it starts the subscription (markPaid). An earlier unpaid attempt's order is void.
      await Order.update(
        { status: 'cancelled' },
        { where: { subscriptionId: row.id, status: 'pending' }, transaction },
      );
      const order = await Order.create(
        {
          ...(await periodOrderValues(row, { from: now, until: addMonth(now) }, transaction)),
          status: 'pending',
          providerRef: null,
          invoiceSeries: null,
          invoiceNumber: null,
          paidAt: null,
        },
        { transaction },
      );
      return { sub: row, order };
    });
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw new AppError('ALREADY_SUBSCRIBED');
    throw err;
  }
  const { sub, order } = attempt;
  const start = await gw.createPayment({
    kind: order ? 'order' : 'subscription',
    id: order ? order.id : sub.id,
    amount: sub.price,
    currency: sub.currency,
    description: channel.title,
    buyerEmail: input.user.email,
    language: input.user.language,
    successUrl: paymentUrls.subscriptionSuccess(),
    cancelUrl: paymentUrls.subscriptionCancel(channel.slug),
    attempt: String(sub.subscribedSince.getTime()),
  });
  if (order) {
    order.providerRef = start.providerRef;
    await order.save();
  }
  return { subscription: sub, redirectUrl: start.redirectUrl, orderId: order?.id ?? null };
}

/**
 * A subscription's month ordered on the payment page (demo) has been paid (markPaid, inside the payment
 * event's transaction): the subscription runs a month from now (or from the end of what is already
 * paid) and that pending order becomes the period's invoice and sale.
 */
export async function paySubscriptionOrder(order: Order, transaction: Transaction, at: Date = new Date()) {
  const sub = await Subscription.findByPk(order.subscriptionId as number, {
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  if (!sub) throw new Error(`subscription ${order.subscriptionId} not found`);
  const from = later(sub.validUntil, at);
  sub.validUntil = addMonth(from);
  await sub.save({ transaction });
  await billPeriod(sub, { from, until: sub.validUntil }, null, transaction, at, order);
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

/**
 * Demo renewal (non-production): one more month, paid, as a provider's renewal would. The event is
 * "renew the period ending at the validUntil the buyer saw": a repeated (double-clicked) request for
 * the same period renews and bills once.
 */
export async function renewDemoSubscription(user: User, id: number) {
  const seen = await Subscription.findOne({ where: { id, userId: user.id, provider: 'demo' } });
  if (!seen) throw new AppError('NOT_FOUND');
  if (seen.status !== 'subscribed') throw new AppError('SUBSCRIPTION_NOT_ACTIVE');
  const eventId = `demo-sub-${seen.id}-renew-${seen.validUntil?.getTime() ?? 0}`;
  return connectionOf(Subscription).transaction(async (transaction) => {
    const recorded = await PaymentEvent.recordOnce(
      { provider: 'demo', eventId, type: 'demo.subscription.renewed', payload: { subscriptionId: seen.id } },
      transaction,
    );
    const sub = (await Subscription.findByPk(seen.id, {
      transaction,
      lock: transaction.LOCK.UPDATE,
    })) as Subscription;
    if (recorded === null) return sub;
    if (sub.status !== 'subscribed') throw new AppError('SUBSCRIPTION_NOT_ACTIVE');
    const at = new Date();
    const from = later(sub.validUntil, at);
    sub.validUntil = addMonth(from);
    await sub.save({ transaction });
    await billPeriod(sub, { from, until: sub.validUntil }, eventId, transaction, at);
    return sub;
  });
}

/**
 * Bills one paid period inside the caller's transaction (the one that extends the subscription): a paid
 * order for the subscription's price with the next invoice number of the products' series, and the
 * organizer's sale with the 91% / 9% split (no fee per ticket). A payment reference already billed
 * (the provider's invoice, checkout session or demo event) is not billed again.
 */
async function billPeriod(
  sub: Subscription,
  period: { from: Date; until: Date },
  paymentRef: string | null,
  transaction: Transaction,
  at: Date = new Date(),
  /** The period's order, already made unpaid for the payment page (demo): it becomes the paid one. */
  pending?: Order,
) {
  if (sub.price <= 0) return null;
  if (paymentRef && (await Order.findByProviderRef(sub.provider, paymentRef, transaction))) return null;
  const series = invoiceSeries(at);
  const values = {
    ...(await periodOrderValues(sub, period, transaction)),
    status: 'paid' as const,
    invoiceSeries: series,
    invoiceNumber: await InvoiceCounter.next(series, transaction),
    paidAt: at,
  };
  const order = pending
    ? await pending.update(values, { transaction })
    : await Order.create({ ...values, providerRef: paymentRef }, { transaction });
  const buyer = (await User.findByPk(sub.userId, { transaction })) as User;
  const split = splitSubscription(sub.price);
  await Sale.create(
    {
      orderId: order.id,
      orderItemId: null,
      productId: null,
      subscriptionId: sub.id,
      channelId: sub.channelId,
      userId: sub.userId,
      buyerEmail: buyer.email,
      amount: sub.price,
      support: 0,
      feePlatform: split.feePlatform,
      feeFixed: 0,
      organizerAmount: split.organizerAmount,
      currency: sub.currency,
      paidAt: at,
      eventAt: null,
      country: order.country,
    },
    { transaction },
  );
  return order;
}

/** What an order for one period of a subscription says, paid or not: buyer, amount, billing, period. */
async function periodOrderValues(
  sub: Subscription,
  period: { from: Date; until: Date },
  transaction: Transaction,
) {
  const buyer = (await User.findByPk(sub.userId, { transaction })) as User;
  const channel = (await Channel.findByPk(sub.channelId, { transaction })) as Channel;
  // The tax included in the price, frozen from the channel's subscription price (net + tax = total).
  const tax =
    channel.subscriptionTotal > 0
      ? Math.min(sub.price, Math.round((sub.price * channel.subscriptionTax) / channel.subscriptionTotal))
      : 0;
  return {
    userId: sub.userId,
    channelId: sub.channelId,
    provider: sub.provider,
    total: sub.price,
    supportAmount: 0,
    currency: sub.currency,
    termsAcceptedAt: sub.subscribedSince,
    billing: {
      company: buyer.billingCompany,
      nif: buyer.billingNif,
      address: buyer.billingAddress,
      city: buyer.billingCity,
      postalCode: buyer.billingPostalCode,
      country: buyer.billingCountry,
      prefix: buyer.billingPrefix,
      phone: buyer.billingPhone,
    },
    country: buyer.billingCountry ?? buyer.country ?? null,
    subscriptionId: sub.id,
    periodStart: period.from < period.until ? period.from : period.until,
    periodEnd: period.until,
    subscriptionTax: tax,
  };
}

/**
 * First payment confirmed (Stripe checkout completed in subscription mode, or the demo): a month from
 * now, billed (order, invoice, sale) in the caller's transaction. Null or an error text.
 */
export async function startSubscription(
  id: number,
  providerRef: string | null,
  transaction: Transaction,
  opts: { paymentRef?: string | null; at?: Date } = {},
) {
  const sub = await Subscription.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
  if (!sub) return 'subscription not found';
  const at = opts.at ?? new Date();
  if (providerRef) sub.providerRef = providerRef;
  sub.validUntil = later(sub.validUntil, addMonth(at));
  await sub.save({ transaction });
  await billPeriod(sub, { from: at, until: sub.validUntil }, opts.paymentRef ?? null, transaction, at);
  return null;
}

/**
 * The subscription is valid through the new period end. With a paymentRef (a paid renewal invoice) the
 * period from the previous end to the new one is billed in the same transaction.
 */
export async function renewSubscription(
  provider: PaymentProvider,
  providerRef: string,
  paidThrough: Date,
  transaction: Transaction,
  opts: { paymentRef?: string | null } = {},
) {
  const sub = await Subscription.findOne({
    where: { provider, providerRef },
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  if (!sub) return 'subscription not found';
  const at = new Date();
  const from = sub.validUntil ?? at;
  sub.validUntil = later(sub.validUntil, paidThrough);
  await sub.save({ transaction });
  if (opts.paymentRef) {
    await billPeriod(sub, { from, until: sub.validUntil }, opts.paymentRef, transaction, at);
  }
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
    ...pageQuery(opts),
  });
}

/** One subscription, for its subscriber, the channel's producer or an admin; NOT_FOUND for anyone else. */
export async function getSubscription(user: User, id: number): Promise<Subscription> {
  const sub = await Subscription.findByPk(id);
  if (!sub) throw new AppError('NOT_FOUND');
  await assertCan(user, 'subscription.read', sub);
  return sub;
}
