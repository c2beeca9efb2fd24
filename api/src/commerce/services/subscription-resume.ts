import { Op, UniqueConstraintError } from 'sequelize';
import { Channel, Subscription, type User } from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import { getSetting } from '../../settings/services/config.ts';
import { stripeClient } from '../payments/stripe.ts';
import { isPaidThrough } from './subscriptions.ts';

/**
 * Resumes a cancelled subscription still inside its paid period ("subscribe again" before it runs out):
 * live again on the same paid-through date, nothing charged now, the next renewal as before; a Stripe
 * subscription is told not to stop at the end of its period. Once the period is over there is nothing
 * to resume (SUBSCRIPTION_NOT_RESUMABLE): the viewer subscribes afresh, and pays, from the channel.
 */
export async function resumeSubscription(user: User, id: number) {
  const sub = await Subscription.findOne({ where: { id, userId: user.id } });
  if (!sub) throw new AppError('NOT_FOUND');
  const now = new Date();
  if (sub.status !== 'cancelled' || !isPaidThrough(sub, now))
    throw new AppError('SUBSCRIPTION_NOT_RESUMABLE');
  const channel = await Channel.findByPk(sub.channelId);
  const mp = await getSetting('media-pay');
  if (!channel?.isPublic() || !channel.subscriptionActive || !mp.subscriptionChannels) {
    throw new AppError('CHANNEL_NOT_SUBSCRIBABLE');
  }
  if (sub.provider === 'stripe' && sub.providerRef?.startsWith('sub_')) {
    try {
      await stripeClient(mp.stripe).subscriptions.update(sub.providerRef, { cancel_at_period_end: false });
    } catch {
      throw new AppError('PAYMENT_ERROR');
    }
  }
  try {
    // Conditional on what was checked: a concurrent resume, or the period running out meanwhile, loses.
    const [count] = await Subscription.update(
      { status: 'subscribed', cancelledAt: null },
      { where: { id: sub.id, userId: user.id, status: 'cancelled', validUntil: { [Op.gt]: now } } },
    );
    if (count === 0) throw new AppError('SUBSCRIPTION_NOT_RESUMABLE');
  } catch (err) {
    // Another live subscription to the channel (subscriptions_one_active) already exists.
    if (err instanceof UniqueConstraintError) throw new AppError('ALREADY_SUBSCRIBED');
    throw err;
  }
  return sub.reload();
}
