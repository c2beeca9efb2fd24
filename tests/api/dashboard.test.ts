import { beforeAll, describe, expect, it } from 'vitest';
import { Channel, MeetRoom, Notification, Order, Product } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import {
  buyWithDemo,
  checkoutBody,
  createChannel,
  createProduct,
  createSession,
  producerWithChannel,
  quickUser,
} from './helpers/commerce.ts';

type Seller = Awaited<ReturnType<typeof producerWithChannel>>;
type Someone = Awaited<ReturnType<typeof quickUser>>;

let a: Seller;
let b: Seller;
let admin: Someone;
let viewer: Someone;

const DAY = 86_400_000;

const dashboard = async (token: string) => {
  const res = await call('GET', '/api/me/dashboard', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const counts = async (token: string) => (await dashboard(token)).counts;

/** A checkout started with the demo provider and left unpaid: a pending order. */
async function startCheckout(token: string, productId: number) {
  const res = await call('POST', '/api/checkout', {
    token,
    body: checkoutBody(productId, { provider: 'demo' }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.orderId as number;
}

beforeAll(async () => {
  a = await producerWithChannel({ title: 'Canal A' } as Partial<Channel>);
  b = await producerWithChannel({ title: 'Canal B' } as Partial<Channel>);
  admin = await quickUser('ADMIN');
  viewer = await quickUser('USER');
});

describe('GET /api/me/dashboard: permissions', () => {
  it('needs a producer or an administrator', async () => {
    expectError(await call('GET', '/api/me/dashboard'), 401, 'AUTH_REQUIRED');
    expectError(await call('GET', '/api/me/dashboard', { token: viewer.token }), 403, 'FORBIDDEN');
  });

  it("counts only the caller's own channels and products, an administrator's too", async () => {
    const product = await createProduct(b.channel, { title: 'Sólo de B' });
    const buyer = await quickUser();
    await buyWithDemo(buyer.token, product.id);
    const mine = await dashboard(b.token);
    expect(mine.counts.ticketsSold).toBe(1);
    expect(mine.products.map((p: { id: number }) => p.id)).toContain(product.id);

    const other = await dashboard(admin.token);
    expect(other.counts).toEqual({
      newChannels: 0,
      newProducts: 0,
      ticketsSold: 0,
      codes: 0,
      opportunities: 0,
    });
    expect(other.channels).toEqual([]);
    expect(other.products).toEqual([]);
    const ownChannel = await createChannel(admin.user, { title: 'Canal del admin' } as Partial<Channel>);
    const adminView = await dashboard(admin.token);
    expect(adminView.counts.newChannels).toBe(1);
    expect(adminView.channels.map((c: { id: number }) => c.id)).toEqual([ownChannel.id]);
  });
});

describe('GET /api/me/dashboard: counts', () => {
  it('a new organizer starts from zero, with empty tables', async () => {
    const fresh = await quickUser('PRODUCER');
    const body = await dashboard(fresh.token);
    expect(body.days).toBe(30);
    // Midnight UTC, 30 whole days back (and less than a day more).
    const since = new Date(body.since);
    expect(since.toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(Date.now() - since.getTime()).toBeGreaterThanOrEqual(30 * DAY);
    expect(Date.now() - since.getTime()).toBeLessThan(31 * DAY);
    expect(body.counts).toEqual({
      newChannels: 0,
      newProducts: 0,
      ticketsSold: 0,
      codes: 0,
      opportunities: 0,
    });
    expect(body.totals).toEqual({ channels: 0, products: 0 });
    expect(body).toMatchObject({ channels: [], products: [], meets: [] });
  });

  it('counts channels and products created in the last 30 days as new; older ones only in the totals', async () => {
    const seller = await producerWithChannel();
    const old = await createChannel(seller.user);
    await Channel.update({ createdAt: new Date(Date.now() - 40 * DAY) }, { where: { id: old.id } });
    const oldProduct = await createProduct(old);
    await Product.update({ createdAt: new Date(Date.now() - 31 * DAY) }, { where: { id: oldProduct.id } });
    await createProduct(seller.channel);
    const body = await dashboard(seller.token);
    expect(body.counts.newChannels).toBe(1);
    expect(body.counts.newProducts).toBe(1);
    expect(body.totals).toEqual({ channels: 2, products: 2 });
  });

  it('a sale adds a ticket, a generated code adds a code; the other organizer sees neither', async () => {
    const product = await createProduct(a.channel, { title: 'Función de A' });
    const before = await counts(a.token);
    const othersBefore = await counts(b.token);

    const buyer = await quickUser();
    await buyWithDemo(buyer.token, product.id);
    expect((await counts(a.token)).ticketsSold).toBe(before.ticketsSold + 1);

    // Access codes are for private products (spec 4).
    const privateOne = await createProduct(a.channel, { status: 'private' });
    const generated = await call('POST', '/api/coupons/generate', {
      token: a.token,
      body: { productId: privateOne.id, count: 3 },
    });
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    const after = await counts(a.token);
    expect(after.codes).toBe(before.codes + 3);
    expect(after.ticketsSold).toBe(before.ticketsSold + 1);

    expect(await counts(b.token)).toEqual(othersBefore);
    const row = (await dashboard(a.token)).products.find((p: { id: number }) => p.id === product.id);
    expect(row).toMatchObject({
      title: 'Función de A',
      slug: product.slug,
      ticketsSold: 1,
      channel: { id: a.channel.id, slug: a.channel.slug, title: 'Canal A' },
    });
  });

  it('an unpaid checkout is an opportunity until the buyer pays; expired ones count once per buyer', async () => {
    const product = await createProduct(a.channel);
    const before = (await counts(a.token)).opportunities;
    const buyer = await quickUser();

    const first = await startCheckout(buyer.token, product.id);
    expect((await counts(a.token)).opportunities).toBe(before + 1);
    // Left for two days: an expired pending order, still the same lost sale.
    await Order.update({ createdAt: new Date(Date.now() - 2 * DAY) }, { where: { id: first } });
    // A second try supersedes the first (cancelled): still one opportunity for this buyer and product.
    await startCheckout(buyer.token, product.id);
    expect((await counts(a.token)).opportunities).toBe(before + 1);
    expect((await Order.findByPk(first))?.status).toBe('cancelled');

    const other = await quickUser();
    const failed = await startCheckout(other.token, product.id);
    await Order.update({ status: 'failed' }, { where: { id: failed } });
    expect((await counts(a.token)).opportunities).toBe(before + 2);

    // Orders older than the period are not new opportunities.
    const late = await quickUser();
    const old = await startCheckout(late.token, product.id);
    await Order.update({ createdAt: new Date(Date.now() - 45 * DAY) }, { where: { id: old } });
    expect((await counts(a.token)).opportunities).toBe(before + 2);

    // The first buyer comes back and pays: no longer an opportunity, one more ticket.
    const tickets = (await counts(a.token)).ticketsSold;
    await buyWithDemo(buyer.token, product.id);
    const after = await counts(a.token);
    expect(after.opportunities).toBe(before + 1);
    expect(after.ticketsSold).toBe(tickets + 1);
    expect((await counts(b.token)).opportunities).toBe(0);
  });

  it('agrees with the sales and opportunities lists filtered from the same day', async () => {
    const body = await dashboard(a.token);
    const from = body.since.slice(0, 10);
    const total = async (path: string) => {
      const filter = encodeURIComponent(JSON.stringify({ from }));
      const res = await call('GET', `${path}?filter=${filter}`, { token: a.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return Number(res.headers.get('content-range')?.split('/')[1]);
    };
    expect(body.counts.ticketsSold).toBeGreaterThan(0);
    expect(body.counts.opportunities).toBeGreaterThan(0);
    expect(await total('/api/sales')).toBe(body.counts.ticketsSold);
    expect(await total('/api/opportunities')).toBe(body.counts.opportunities);
  });

  it('lists the meets of meet products with their latest room', async () => {
    const seller = await producerWithChannel();
    const withRoom = await createProduct(seller.channel, { type: 'meet', title: 'Ensayo abierto' });
    const withoutRoom = await createProduct(seller.channel, { type: 'meet', title: 'Charla' });
    await createProduct(seller.channel, { type: 'vod' });
    await MeetRoom.create({
      productId: withRoom.id,
      roomId: `room-${withRoom.id}-1`,
      status: 'ended',
    });
    await MeetRoom.create({
      productId: withRoom.id,
      roomId: `room-${withRoom.id}-2`,
      status: 'live',
      startedAt: new Date(),
    });
    // A third with a session over and one to come: after the open one, before the one without a date.
    const dated = await createProduct(seller.channel, { type: 'meet', title: 'Tertulia' });
    await createSession(dated, { startsAt: new Date(Date.now() - 3 * 86_400_000), durationMinutes: 60 });
    const next = await createSession(dated, {
      startsAt: new Date(Date.now() + 2 * 86_400_000),
      durationMinutes: 60,
    });
    const all = (await dashboard(seller.token)).meets;
    expect(all.map((m: { productId: number }) => m.productId)).toEqual([
      withRoom.id,
      dated.id,
      withoutRoom.id,
    ]);
    expect(all[1].nextSession).toBe(next.startsAt.toISOString());
    expect(all[2].nextSession).toBeNull();
    const { meets } = await dashboard(seller.token);
    expect(meets).toHaveLength(3);
    const byId = new Map(meets.map((m: { productId: number }) => [m.productId, m]));
    expect(byId.get(withRoom.id)).toMatchObject({
      title: 'Ensayo abierto',
      channel: { slug: seller.channel.slug },
      room: { roomId: `room-${withRoom.id}-2`, status: 'live' },
    });
    expect(byId.get(withoutRoom.id)).toMatchObject({ title: 'Charla', room: null });
    const other = await dashboard(a.token);
    expect(other.meets.map((m: { productId: number }) => m.productId)).not.toContain(withRoom.id);
  });

  it('says which meets are open now, so the global view offers to enter them (issue 22)', async () => {
    const seller = await producerWithChannel();
    const open = await createProduct(seller.channel, { type: 'meet', title: 'Abierta' });
    const starting = await createProduct(seller.channel, { type: 'meet', title: 'Abriéndose' });
    const ended = await createProduct(seller.channel, { type: 'meet', title: 'Terminada' });
    const never = await createProduct(seller.channel, { type: 'meet', title: 'Sin sala' });
    await MeetRoom.create({
      productId: open.id,
      roomId: `room-${open.id}`,
      status: 'live',
      startedAt: new Date(),
    });
    // A start still under way (its claim, before the provider made the room) is not open yet.
    await MeetRoom.create({ productId: starting.id, roomId: `pending:${starting.id}`, status: 'live' });
    await MeetRoom.create({ productId: ended.id, roomId: `room-${ended.id}`, status: 'ended' });
    const { meets } = await dashboard(seller.token);
    const openOf = new Map(meets.map((m: { productId: number; open: boolean }) => [m.productId, m.open]));
    expect(Object.fromEntries(openOf)).toEqual({
      [open.id]: true,
      [starting.id]: false,
      [ended.id]: false,
      [never.id]: false,
    });
    // The open one comes first.
    expect(meets[0].productId).toBe(open.id);
  });

  it('gives titles in the asked language where translated', async () => {
    const seller = await producerWithChannel({
      title: 'Canal español',
      translations: { en: { title: 'English channel' } },
    } as Partial<Channel>);
    await createProduct(seller.channel, {
      title: 'Obra',
      language: 'es',
      translations: { en: { title: 'Play' } },
    } as Partial<Product>);
    const res = await call('GET', '/api/me/dashboard', { token: seller.token, lang: 'en' });
    expect(res.body.channels[0]).toMatchObject({ title: 'English channel', products: 1 });
    expect(res.body.products[0]).toMatchObject({ title: 'Play', channel: { title: 'English channel' } });
  });
});

describe('/api/me/notifications', () => {
  let owner: Someone;
  let stranger: Someone;
  let ids: number[];
  let systemId: number;

  beforeAll(async () => {
    owner = await quickUser('PRODUCER');
    stranger = await quickUser('PRODUCER');
    const t0 = Date.now() - 10 * 60_000;
    const rows = await Notification.bulkCreate(
      [1, 2, 3].map((n) => ({
        userId: owner.user.id,
        type: 'sale',
        subject: `Aviso ${n}`,
        content: `Texto ${n}`,
        readOn: null,
        createdAt: new Date(t0 + n * 1000),
      })),
      { returning: true },
    );
    ids = rows.map((r) => r.id);
    await Notification.create({ userId: stranger.user.id, type: 'sale', subject: 'Ajeno' });
    systemId = (await Notification.create({ userId: null, type: 'system', subject: 'Para todos' })).id;
  });

  it('needs a session', async () => {
    expectError(await call('GET', '/api/me/notifications'), 401, 'AUTH_REQUIRED');
    expectError(await call('DELETE', `/api/me/notifications/${ids[0]}`), 401, 'AUTH_REQUIRED');
  });

  it("lists the caller's own notifications, newest first, paged by nextToken", async () => {
    const res = await call('GET', '/api/me/notifications', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.notifications.map((n: { subject: string }) => n.subject)).toEqual([
      'Aviso 3',
      'Aviso 2',
      'Aviso 1',
    ]);
    expect(res.body.notifications[0]).toMatchObject({
      id: ids[2],
      type: 'sale',
      user: owner.user.id,
      content: 'Texto 3',
      readOn: null,
    });
    expect(typeof res.body.notifications[0].timestamp).toBe('string');
    expect(res.body.nextToken).toBeNull();

    const first = await call('GET', '/api/me/notifications?limit=2', { token: owner.token });
    expect(first.body.notifications).toHaveLength(2);
    expect(first.body.nextToken).toEqual(expect.any(String));
    const second = await call(
      'GET',
      `/api/me/notifications?limit=2&nextToken=${encodeURIComponent(first.body.nextToken)}`,
      { token: owner.token },
    );
    expect(second.body.notifications.map((n: { subject: string }) => n.subject)).toEqual(['Aviso 1']);
    expect(second.body.nextToken).toBeNull();

    // Only the unread ones when asked (spec 7: getUnreadUserNotifications).
    await Notification.markRead(owner.user.id, [ids[1]]);
    const unread = await call('GET', '/api/me/notifications?unreadOnly=true', { token: owner.token });
    expect(unread.body.notifications.map((n: { id: number }) => n.id)).toEqual([ids[2], ids[0]]);

    // An attendee has notifications too (the list is not only for organizers).
    const plain = await call('GET', '/api/me/notifications', { token: viewer.token });
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual({ notifications: [], nextToken: null });
  });

  it('refuses bad paging parameters with a field error', async () => {
    expectError(
      await call('GET', '/api/me/notifications?limit=0', { token: owner.token }),
      422,
      'VALIDATION_ERROR',
      'limit',
    );
    expectError(
      await call('GET', '/api/me/notifications?page=2', { token: owner.token }),
      422,
      'VALIDATION_ERROR',
    );
  });

  it("removes one of the caller's notifications; another's or a system one is not found", async () => {
    expectError(
      await call('DELETE', `/api/me/notifications/${ids[0]}`, { token: stranger.token }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call('DELETE', `/api/me/notifications/${systemId}`, { token: owner.token }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call('DELETE', '/api/me/notifications/abc', { token: owner.token }),
      400,
      'INVALID_PARAMETER',
    );
    expect(await Notification.findByPk(ids[0])).not.toBeNull();
    expect(await Notification.findByPk(systemId)).not.toBeNull();

    const removed = await call('DELETE', `/api/me/notifications/${ids[0]}`, { token: owner.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ id: ids[0], subject: 'Aviso 1' });
    const left = await call('GET', '/api/me/notifications', { token: owner.token });
    expect(left.body.notifications.map((n: { id: number }) => n.id)).toEqual([ids[2], ids[1]]);
    expectError(
      await call('DELETE', `/api/me/notifications/${ids[0]}`, { token: owner.token }),
      404,
      'NOT_FOUND',
    );
    // The stranger's own list never showed the owner's.
    const theirs = await call('GET', '/api/me/notifications', { token: stranger.token });
    expect(theirs.body.notifications.map((n: { subject: string }) => n.subject)).toEqual(['Ajeno']);
  });
});
