import { beforeAll, describe, expect, it } from 'vitest';
import { Order, Subscription } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import {
  fakeStripe,
  producerWithChannel,
  quickUser,
  STRIPE_TEST,
  subscribeWithDemo,
  withMediaPay,
} from './helpers/commerce.ts';

type Seller = Awaited<ReturnType<typeof producerWithChannel>>;
let seller: Seller;
const monthly = {
  subscriptionActive: true,
  subscriptionNet: 909,
  subscriptionTax: 91,
  subscriptionTotal: 1000,
};
beforeAll(async () => {
  seller = await producerWithChannel(monthly);
});

// Subscribing sends the buyer to the payment page; these tests start from the month paid there.
const subscribe = (token: string, channelId = seller.channel.id) => subscribeWithDemo(token, channelId);
const cancel = (token: string, id: number) => call('POST', `/api/subscriptions/${id}/cancel`, { token });
const resume = (token: string | undefined, id: number, lang?: string) =>
  call('POST', `/api/subscriptions/${id}/resume`, { token, lang });

/** A demo subscription, paid for a month, then cancelled by its subscriber. */
async function cancelledSubscription() {
  const viewer = await quickUser();
  const started = await subscribe(viewer.token);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const id = started.body.id as number;
  expect((await cancel(viewer.token, id)).status).toBe(200);
  return { ...viewer, id };
}

describe('POST /api/subscriptions/:id/resume: params and permissions', () => {
  it('needs sign-in, and only the subscriber may resume (404 for anyone else)', async () => {
    const { id } = await cancelledSubscription();
    expectError(await resume(undefined, id), 401, 'AUTH_REQUIRED');
    const stranger = await quickUser();
    expectError(await resume(stranger.token, id), 404, 'NOT_FOUND');
    expectError(await resume(seller.token, id), 404, 'NOT_FOUND');
    expectError(await resume(stranger.token, 99_999_999), 404, 'NOT_FOUND');
  });
});

describe('POST /api/subscriptions/:id/resume: behaviour', () => {
  it('a cancelled subscription inside its paid period is live again, same date, nothing charged', async () => {
    const { token, user, id } = await cancelledSubscription();
    const before = (await Subscription.findByPk(id)) as Subscription;
    const orders = await Order.count({ where: { userId: user.id } });
    const res = await resume(token, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('subscribed');
    const after = (await Subscription.findByPk(id)) as Subscription;
    expect(after.status).toBe('subscribed');
    expect(after.cancelledAt).toBeNull();
    expect(after.validUntil?.getTime()).toBe(before.validUntil?.getTime());
    expect(await Order.count({ where: { userId: user.id } })).toBe(orders);
    // Live again: it can be cancelled again, and a second resume of a live one is refused.
    const again = await resume(token, id, 'en');
    expectError(again, 409, 'SUBSCRIPTION_NOT_RESUMABLE');
    expect(again.body.error.message).toBe(
      'This subscription has ended and cannot be resumed: subscribe again from the channel',
    );
    expect((await cancel(token, id)).status).toBe(200);
  });

  it('past its paid period there is nothing to resume: the viewer subscribes afresh', async () => {
    const { token, id } = await cancelledSubscription();
    await Subscription.update({ validUntil: new Date(Date.now() - 60_000) }, { where: { id } });
    const res = await resume(token, id, 'es');
    expectError(res, 409, 'SUBSCRIPTION_NOT_RESUMABLE');
    expect(res.body.error.message).toMatch(/vuelve a suscribirte desde el canal/);
    expect((await subscribe(token)).status).toBe(201);
  });

  it('refuses when the channel no longer offers subscriptions', async () => {
    const other = await producerWithChannel(monthly);
    const viewer = await quickUser();
    const started = await subscribe(viewer.token, other.channel.id);
    expect((await cancel(viewer.token, started.body.id)).status).toBe(200);
    await other.channel.update({ subscriptionActive: false });
    expectError(await resume(viewer.token, started.body.id), 422, 'CHANNEL_NOT_SUBSCRIBABLE');
  });

  it('tells Stripe to go on at the end of the period', async () => {
    const { token, id } = await cancelledSubscription();
    await Subscription.update({ provider: 'stripe', providerRef: 'sub_resume_1' }, { where: { id } });
    const stripe = fakeStripe();
    const restore = await withMediaPay({
      stripe: { active: true, publicKey: 'pk_test_platea', ...STRIPE_TEST },
    });
    try {
      const res = await resume(token, id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(stripe.calls.updates).toEqual([{ id: 'sub_resume_1', params: { cancel_at_period_end: false } }]);
    } finally {
      stripe.restore();
      await restore();
    }
  });
});
