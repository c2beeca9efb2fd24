import { describe, expect, it } from 'vitest';
import { Notification } from '../../models/index.ts';
import { call } from './helpers/client.ts';
import { quickUser } from './helpers/commerce.ts';
import { listening, subscribe } from './helpers/realtime.ts';

/**
 * Issue 21: the spec's notification service on /api/graphql. Queries and mutations as JSON; the
 * subscriptions as server-sent events, fed by the database's signal on the realtime channel.
 */

const gql = (token: string | null, query: string, variables?: Record<string, unknown>, lang?: string) =>
  call('POST', '/api/graphql', { token: token ?? undefined, body: { query, variables }, lang });

const SUBSCRIBE_USER = 'subscription { onUserNotification { type id user payload subject } }';

describe('notifications over /api/graphql', () => {
  it('a user queries her own notifications only, pages them by nextToken and marks them read', async () => {
    const ana = await quickUser();
    const bea = await quickUser();
    for (let i = 0; i < 22; i++) {
      await Notification.create({
        userId: ana.user.id,
        type: 'order.paid',
        subject: `Pedido ${i}`,
        content: null,
        payload: { i },
        readOn: null,
      });
    }
    await Notification.create({
      userId: bea.user.id,
      type: 'order.paid',
      subject: 'De Bea',
      content: null,
      payload: {},
      readOn: null,
    });
    const page = `query($t: String) { getUserNotifications(nextToken: $t) {
      nextToken notifications { id subject readOn timestamp } } }`;
    const first = await gql(ana.token, page);
    expect(first.status).toBe(200);
    const one = first.body.data.getUserNotifications;
    expect(one.notifications).toHaveLength(20);
    expect(one.notifications[0].subject).toBe('Pedido 21');
    expect(one.nextToken).toBeTruthy();
    const two = (await gql(ana.token, page, { t: one.nextToken })).body.data.getUserNotifications;
    expect(two.notifications.map((n: { subject: string }) => n.subject)).toEqual(['Pedido 1', 'Pedido 0']);
    expect(two.nextToken).toBeNull();
    // Nothing of Bea's, whatever is asked: the user is the session.
    const all = [...one.notifications, ...two.notifications].map((n: { subject: string }) => n.subject);
    expect(all).not.toContain('De Bea');

    const marked = await gql(ana.token, 'mutation($ids: [ID!]!) { markNotificationsRead(ids: $ids) }', {
      ids: [one.notifications[0].id, one.notifications[1].id],
    });
    expect(marked.body.data.markNotificationsRead).toBe(2);
    const unread = await gql(
      ana.token,
      '{ unreadNotificationCount getUnreadUserNotifications { notifications { id } } }',
    );
    expect(unread.body.data.unreadNotificationCount).toBe(20);
    // Bea marking Ana's changes nothing.
    const foreign = await gql(bea.token, 'mutation($ids: [ID!]!) { markNotificationsRead(ids: $ids) }', {
      ids: [one.notifications[2].id],
    });
    expect(foreign.body.data.markNotificationsRead).toBe(0);
  });

  it('signed out: the notification operations answer why, in the visitor language', async () => {
    const res = await gql(null, '{ getUserNotifications { nextToken } }', undefined, 'es');
    expect(res.body.errors[0].extensions.code).toBe('AUTH_REQUIRED');
    expect(res.body.errors[0].message).toMatch(/sesión/i);
    const sub = await subscribe(null, SUBSCRIBE_USER);
    const [refused] = await sub.next(1);
    expect(JSON.stringify(refused)).toContain('AUTH_REQUIRED');
    await sub.close();
  });

  it('a subscription receives its user’s new notifications as they are written, never another user’s, and resumes after a drop', async () => {
    const ana = await quickUser();
    const bea = await quickUser();
    const anaStream = await subscribe(ana.token, SUBSCRIBE_USER);
    const beaStream = await subscribe(bea.token, SUBSCRIBE_USER);
    expect(anaStream.status).toBe(200);
    expect(anaStream.contentType).toMatch(/text\/event-stream/);
    // The subscriptions are listening before anything is written.
    await listening(`user:${ana.user.id}`);
    await listening(`user:${bea.user.id}`);

    const written = await Notification.create({
      userId: ana.user.id,
      type: 'channel.approved',
      subject: 'Tu canal está aprobado',
      content: null,
      payload: { channelId: 7 },
      readOn: null,
    });
    const [event] = await anaStream.next(1);
    expect(event).toEqual({
      data: {
        onUserNotification: {
          type: 'channel.approved',
          id: String(written.id),
          user: ana.user.id,
          payload: { channelId: 7 },
          subject: 'Tu canal está aprobado',
        },
      },
    });
    // Bea's stream got nothing of it.
    await new Promise((r) => setTimeout(r, 500));
    expect(beaStream.received.filter((r) => r.event === 'next')).toEqual([]);

    // Ana's connection drops; two notifications are written meanwhile; she comes back with her last id.
    await anaStream.close();
    const missed = [];
    for (const subject of ['Primera', 'Segunda']) {
      missed.push(
        await Notification.create({
          userId: ana.user.id,
          type: 'order.paid',
          subject,
          content: null,
          payload: {},
          readOn: null,
        }),
      );
    }
    const back = await subscribe(
      ana.token,
      `subscription { onUserNotification(after: "${written.id}") { id subject } }`,
    );
    const resumed = await back.next(2);
    expect(
      resumed.map(
        (e) => (e as { data: { onUserNotification: { subject: string } } }).data.onUserNotification.subject,
      ),
    ).toEqual(['Primera', 'Segunda']);
    await back.close();
    await beaStream.close();
  });

  it('a system notification reaches every subscriber, signed in or not', async () => {
    const ana = await quickUser();
    const query = 'subscription { onSystemNotification { id type payload } }';
    const visitor = await subscribe(null, query);
    const signed = await subscribe(ana.token, query);
    await listening('system', 2);
    const sent = await Notification.create({
      userId: null,
      type: 'snack.notification',
      subject: null,
      content: null,
      payload: { kind: 'info', text: 'Mantenimiento a las 22:00' },
      readOn: null,
    });
    for (const stream of [visitor, signed]) {
      const [event] = await stream.next(1);
      expect(event).toEqual({
        data: {
          onSystemNotification: {
            id: String(sent.id),
            type: 'snack.notification',
            payload: { kind: 'info', text: 'Mantenimiento a las 22:00' },
          },
        },
      });
      await stream.close();
    }
  });
});

describe('live status over /api/graphql', () => {
  it('a viewer with a ticket follows a broadcast’s state as it changes; its organizer also sees the audience; others are refused', async () => {
    const { Broadcast, ProductAccess } = await import('../../models/index.ts');
    const { createChannel, createProduct } = await import('./helpers/commerce.ts');
    const owner = await quickUser('PRODUCER');
    const product = await createProduct(await createChannel(owner.user), { type: 'broadcast' });
    const viewer = await quickUser();
    await ProductAccess.create({ userId: viewer.user.id, productId: product.id, source: 'admin' });
    const query = `subscription { onLive(productId: ${product.id}) { productId state viewers startedAt } }`;

    const stranger = await quickUser();
    const refused = await subscribe(stranger.token, query);
    expect(JSON.stringify(await refused.next(1))).toContain('PLAYBACK_NO_TICKET');
    await refused.close();

    const watching = await subscribe(viewer.token, query);
    const managing = await subscribe(owner.token, query);
    expect((await watching.next(1))[0]).toEqual({
      data: { onLive: { productId: product.id, state: 'idle', viewers: null, startedAt: null } },
    });
    expect((await managing.next(1))[0]).toMatchObject({ data: { onLive: { state: 'idle', viewers: 0 } } });

    await call('POST', `/api/products/${product.id}/broadcast/start`, { token: owner.token });
    const now = new Date();
    await Broadcast.update(
      { state: 'live', publisher: 'test:1', publishingSince: now, startedAt: now, lastMediaAt: now },
      { where: { productId: product.id } },
    );
    const [, live] = await watching.next(2);
    expect(live).toEqual({
      data: { onLive: { productId: product.id, state: 'live', viewers: null, startedAt: now.toISOString() } },
    });
    expect((await managing.next(2))[1]).toMatchObject({ data: { onLive: { state: 'live', viewers: 0 } } });
    await watching.close();
    await managing.close();
  });

  it('viewers see how many watch once the organizer shows it; the peak is kept for analytics', async () => {
    const { Broadcast, ProductAccess } = await import('../../models/index.ts');
    const { createChannel, createProduct } = await import('./helpers/commerce.ts');
    const { connectionOf } = await import('../../models/columns.ts');
    const { keepPeaks } = await import('../../api/src/live/services/viewers.ts');
    const owner = await quickUser('PRODUCER');
    const product = await createProduct(await createChannel(owner.user), { type: 'broadcast' });
    const viewers = await Promise.all([quickUser(), quickUser(), quickUser()]);
    for (const v of viewers) {
      await ProductAccess.create({ userId: v.user.id, productId: product.id, source: 'admin' });
    }
    await call('POST', `/api/products/${product.id}/broadcast/start`, { token: owner.token });
    const now = new Date();
    await Broadcast.update(
      { state: 'live', publisher: 'test:1', publishingSince: now, startedAt: now, lastMediaAt: now },
      { where: { productId: product.id } },
    );
    const row = await Broadcast.findOne({ where: { productId: product.id } });
    // Three players fetched the live playlist lately (what noteViewer writes).
    const watch = (users: { user: { id: number } }[]) =>
      connectionOf(Broadcast).query(
        `INSERT INTO live_viewers (asset_id, user_id, seen_at) SELECT $1, unnest($2::int[]), now()
         ON CONFLICT (asset_id, user_id) DO UPDATE SET seen_at = now()`,
        { bind: [row?.mediaAssetId, users.map((v) => v.user.id)] },
      );
    await watch(viewers);
    const query = `subscription { onLive(productId: ${product.id}) { state viewers } }`;
    const watching = await subscribe(viewers[0].token, query);
    expect((await watching.next(1))[0]).toEqual({ data: { onLive: { state: 'live', viewers: null } } });

    const shown = await call('PUT', `/api/products/${product.id}/broadcast/audience`, {
      token: owner.token,
      body: { showViewers: true },
    });
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body).toMatchObject({ showViewers: true, viewers: 3, peakViewers: 3 });
    expect((await watching.next(2))[1]).toEqual({ data: { onLive: { state: 'live', viewers: 3 } } });
    const refused = await call('PUT', `/api/products/${product.id}/broadcast/audience`, {
      token: viewers[0].token,
      body: { showViewers: false },
    });
    expect(refused.status).toBe(404);

    // Two leave: the count falls, the peak stays.
    await connectionOf(Broadcast).query('DELETE FROM live_viewers WHERE asset_id = $1 AND user_id <> $2', {
      bind: [row?.mediaAssetId, viewers[0].user.id],
    });
    const after = await call('GET', `/api/products/${product.id}/broadcast`, { token: owner.token });
    expect(after.body).toMatchObject({ viewers: 1, peakViewers: 3 });
    // The sweep keeps the peak of a broadcast nobody's screen asks about.
    const more = await Promise.all([quickUser(), quickUser(), quickUser()]);
    await watch([...viewers, ...more]);
    await keepPeaks();
    expect((await Broadcast.findOne({ where: { productId: product.id } }))?.peakViewers).toBe(6);
    await watching.close();
  });
});

describe('one connection for everything a page follows', () => {
  it('onEvents carries the user’s notifications, everyone’s system messages and the live status of a product she may watch', async () => {
    const { Broadcast, ProductAccess } = await import('../../models/index.ts');
    const { createChannel, createProduct } = await import('./helpers/commerce.ts');
    const owner = await quickUser('PRODUCER');
    const product = await createProduct(await createChannel(owner.user), { type: 'broadcast' });
    const viewer = await quickUser();
    await ProductAccess.create({ userId: viewer.user.id, productId: product.id, source: 'admin' });
    const stranger = await quickUser();
    const fields = `__typename
      ... on StreamCursors { after afterSystem }
      ... on UserNotification { id subject }
      ... on SystemNotification { id type }
      ... on LiveStatus { state viewers }`;
    const page = await subscribe(
      viewer.token,
      `subscription { onEvents(productId: ${product.id}) { ${fields} } }`,
    );
    const other = await subscribe(
      stranger.token,
      `subscription { onEvents(productId: ${product.id}) { ${fields} } }`,
    );
    const visitor = await subscribe(null, `subscription { onEvents { ${fields} } }`);
    // A stream given no cursors first says where it starts (the newest ids now), then the live status.
    const [cursors, idle] = await page.next(2);
    expect(cursors).toMatchObject({ data: { onEvents: { __typename: 'StreamCursors', after: '0' } } });
    const { afterSystem } = (cursors as { data: { onEvents: { afterSystem: string } } }).data.onEvents;
    expect(afterSystem).toMatch(/^\d+$/);
    expect(idle).toEqual({ data: { onEvents: { __typename: 'LiveStatus', state: 'idle', viewers: null } } });
    await listening('system', 3);
    await listening(`user:${viewer.user.id}`);

    const mine = await Notification.create({
      userId: viewer.user.id,
      type: 'order.paid',
      subject: 'Para ti',
      content: null,
      payload: {},
      readOn: null,
    });
    const forAll = await Notification.create({
      userId: null,
      type: 'home.updated',
      subject: null,
      content: null,
      payload: {},
      readOn: null,
    });
    await call('POST', `/api/products/${product.id}/broadcast/start`, { token: owner.token });
    const now = new Date();
    await Broadcast.update(
      { state: 'live', publisher: 'test:1', publishingSince: now, startedAt: now, lastMediaAt: now },
      { where: { productId: product.id } },
    );
    const events = await page.next(5);
    expect(events.slice(2)).toEqual([
      { data: { onEvents: { __typename: 'UserNotification', id: String(mine.id), subject: 'Para ti' } } },
      {
        data: { onEvents: { __typename: 'SystemNotification', id: String(forAll.id), type: 'home.updated' } },
      },
      { data: { onEvents: { __typename: 'LiveStatus', state: 'live', viewers: null } } },
    ]);
    // The stranger may not follow the product: only the system message, nothing of the viewer's.
    const systemOnly = {
      data: { onEvents: { __typename: 'SystemNotification', id: String(forAll.id), type: 'home.updated' } },
    };
    expect((await other.next(2))[1]).toEqual(systemOnly);
    expect((await visitor.next(2))[1]).toEqual(systemOnly);
    await new Promise((r) => setTimeout(r, 300));
    expect(other.received.filter((r) => r.event === 'next')).toHaveLength(2);
    for (const s of [page, other, visitor]) await s.close();

    // A visitor whose stream dropped before any message came resumes from the cursor it was given.
    const meanwhile = await Notification.create({
      userId: null,
      type: 'snack.notification',
      subject: null,
      content: 'Mantenimiento a las 22:00',
      payload: { kind: 'warning' },
      readOn: null,
    });
    const resumed = await subscribe(
      null,
      `subscription { onEvents(afterSystem: "${afterSystem}") { __typename ... on SystemNotification { id content } } }`,
    );
    expect(await resumed.next(2)).toEqual([
      { data: { onEvents: { __typename: 'SystemNotification', id: String(forAll.id), content: null } } },
      {
        data: {
          onEvents: {
            __typename: 'SystemNotification',
            id: String(meanwhile.id),
            content: 'Mantenimiento a las 22:00',
          },
        },
      },
    ]);
    await resumed.close();
  });
});

describe('live status of a free broadcast', () => {
  it('any signed-in viewer follows a free broadcast of a published channel, with no ticket row', async () => {
    const { createChannel, createProduct } = await import('./helpers/commerce.ts');
    const owner = await quickUser('PRODUCER');
    const product = await createProduct(await createChannel(owner.user), {
      type: 'broadcast',
      plan: 'free',
      netPrice: 0,
      tax: 0,
      totalPrice: 0,
    });
    const viewer = await quickUser();
    const stream = await subscribe(
      viewer.token,
      `subscription { onLive(productId: ${product.id}) { state } }`,
    );
    expect(await stream.next(1)).toEqual([{ data: { onLive: { state: 'idle' } } }]);
    await stream.close();
  });
});
