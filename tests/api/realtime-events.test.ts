import { describe, expect, it } from 'vitest';
import { drainQueue } from '../../api/src/jobs/index.ts';
import { acceptPublish } from '../../api/src/live/services/broadcasts.ts';
import { connectionOf } from '../../models/columns.ts';
import { Notification, ProductAccess, Subscription } from '../../models/index.ts';
import {
  approvedChannel,
  createChannel as createApiChannel,
  createProduct as createApiProduct,
  setChannelStatus,
} from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { buyWithDemo, createChannel, createProduct, quickUser } from './helpers/commerce.ts';
import { adminToken } from './helpers/settings.ts';
import { createUser, login } from './helpers/users.ts';

/**
 * Issue 21: the spec's events notify, by a job enqueued with the event (the worker writes each row in
 * its reader's language; the insert pushes it to the reader's subscriptions).
 */
const written = () => drainQueue(connectionOf(Notification), 'notifications.write');
const of = (userId: number) => Notification.findAll({ where: { userId }, order: [['id', 'ASC']] });

describe('notifications of the spec’s events', () => {
  it('a broadcast going on air tells its ticket holders and its channel’s subscribers, each in their language, once', async () => {
    const owner = await quickUser('PRODUCER');
    const channel = await createChannel(owner.user);
    const product = await createProduct(channel, { type: 'broadcast', title: 'Concierto de otoño' });
    const holder = await createUser({ language: 'en' });
    const subscriber = await createUser({ language: 'pt' });
    const bystander = await createUser({ language: 'es' });
    await ProductAccess.create({ userId: holder.user.id, productId: product.id, source: 'admin' });
    await Subscription.create({
      userId: subscriber.user.id,
      channelId: channel.id,
      provider: 'demo',
      price: 500,
    });
    const started = await call('POST', `/api/products/${product.id}/broadcast/start`, { token: owner.token });

    const accepted = await acceptPublish(started.body.streamKey, 'test:1');
    expect(accepted?.resumed).toBe(false);
    // Nothing is written in the publish itself: the job does it.
    expect(await of(holder.user.id)).toEqual([]);
    await written();
    expect((await of(holder.user.id)).map((n) => [n.type, n.subject])).toEqual([
      ['broadcast.live', 'Concierto de otoño is live now'],
    ]);
    expect((await of(subscriber.user.id)).map((n) => n.subject)).toEqual([
      'Concierto de otoño está em direto',
    ]);
    expect((await of(holder.user.id))[0].payload).toEqual({ productId: product.id, slug: product.slug });
    expect(await of(bystander.user.id)).toEqual([]);

    // The publisher drops and comes back: the same broadcast, no second notification.
    await connectionOf(Notification).query(
      `UPDATE broadcasts SET state = 'reconnecting', publisher = NULL, publishing_since = NULL WHERE product_id = $1`,
      { bind: [product.id] },
    );
    expect((await acceptPublish(started.body.streamKey, 'test:2'))?.resumed).toBe(true);
    await written();
    expect(await of(holder.user.id)).toHaveLength(1);
  });

  it('a paid order and a channel sent back with its reason tell their users', async () => {
    const seller = await quickUser('PRODUCER');
    const product = await createProduct(await createChannel(seller.user), { title: 'Taller de luz' });
    const buyer = await quickUser();
    await buyWithDemo(buyer.token, product.id);
    await written();
    const [paid] = await of(buyer.user.id);
    expect(paid.type).toBe('order.paid');
    expect(paid.subject).toMatch(/^Tu pedido #\d+ está confirmado$/);

    const { user, password } = await createUser({ roles: ['PRODUCER'], language: 'en' });
    const channel = await createApiChannel(await login(user.email, password));
    await setChannelStatus(channel.id, 'revision');
    const back = await call('POST', `/api/channels/${channel.id}/deactivate`, {
      token: await adminToken(),
      body: { reason: 'The logo is missing' },
    });
    expect(back.status).toBe(200);
    await written();
    const [returned] = await of(user.id);
    expect(returned).toMatchObject({
      type: 'channel.returned',
      subject: `Your channel ${channel.title} needs changes`,
      content: 'The logo is missing',
    });
  });

  it('a product published for the first time tells its channel’s subscribers, once; a private one tells nobody', async () => {
    const { user, password } = await createUser({ roles: ['PRODUCER'], language: 'es' });
    const token = await login(user.email, password);
    const channel = await approvedChannel(token, { title: 'Teatro Azul' });
    const fan = await createUser({ language: 'en' });
    const other = await createUser({ language: 'es' });
    await Subscription.create({ userId: fan.user.id, channelId: channel.id, provider: 'demo', price: 500 });

    const draft = await createApiProduct(token, { channelId: channel.id, title: 'La vida es sueño' });
    await written();
    expect(await of(fan.user.id)).toEqual([]);
    const published = await call('PUT', `/api/products/${draft.id}`, {
      token,
      body: { status: 'published' },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    await written();
    const [news] = await of(fan.user.id);
    expect(news).toMatchObject({
      type: 'product.published',
      subject: 'New in Teatro Azul: La vida es sueño',
    });
    expect(news.payload).toMatchObject({ productId: draft.id, slug: draft.slug });
    expect(await of(other.user.id)).toEqual([]);
    // Saved again while published: nothing new.
    await call('PUT', `/api/products/${draft.id}`, {
      token,
      body: { title: 'La vida es sueño (reestreno)' },
    });
    await written();
    expect(await of(fan.user.id)).toHaveLength(1);

    // Created straight as published: news too; as private: none.
    await createApiProduct(token, { channelId: channel.id, title: 'Bodas de sangre', status: 'published' });
    await createApiProduct(token, { channelId: channel.id, title: 'Ensayo privado', status: 'private' });
    await written();
    expect((await of(fan.user.id)).map((n) => n.subject)).toEqual([
      'New in Teatro Azul: La vida es sueño',
      'New in Teatro Azul: Bodas de sangre',
    ]);
  });
});
