import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countPageView,
  flushPageViews,
  type PageRequest,
} from '../../api/src/analytics/services/page-views.ts';
import { User } from '../../models/index.ts';
import { hundredths, insertSession, qs, sql } from './helpers/analytics.ts';
import { call } from './helpers/client.ts';
import { createProduct, producerWithChannel, quickUser } from './helpers/commerce.ts';
import { putSetting } from './helpers/settings.ts';

type Seller = Awaited<ReturnType<typeof producerWithChannel>>;
let seller: Seller;
let admin: Awaited<ReturnType<typeof quickUser>>;
let vod: { id: number };
let live: { id: number };
const viewers: number[] = [];

// 2 April 2025 (Madrid is UTC+2 then): three viewers of a 100-second video, and a fourth the next day.
const PERIOD = { from: '2025-04-02', to: '2025-04-03' };

beforeAll(async () => {
  seller = await producerWithChannel();
  admin = await quickUser('ADMIN');
  vod = await createProduct(seller.channel, { type: 'vod' });
  live = await createProduct(seller.channel, { type: 'live' });
  for (let i = 0; i < 3; i++) viewers.push((await quickUser()).user.id);
  const base = { productId: vod.id, channelId: seller.channel.id, duration: 100 };
  // u1 watches the first half, then comes back and watches it all (two sessions, one viewer).
  await insertSession({
    ...base,
    userId: viewers[0],
    startedAt: '2025-04-02T10:00:00Z',
    lastSeenAt: '2025-04-02T10:01:00Z',
    seconds: 50,
    maxPosition: 50,
    watched: hundredths(0, 50),
  });
  await insertSession({
    ...base,
    userId: viewers[0],
    startedAt: '2025-04-02T10:00:30Z',
    lastSeenAt: '2025-04-02T10:02:00Z',
    seconds: 100,
    maxPosition: 100,
    watched: hundredths(0, 100),
    device: 'mobile',
    country: 'ES',
  });
  // u2 watches a quarter (and skips to 30 s).
  await insertSession({
    ...base,
    userId: viewers[1],
    startedAt: '2025-04-02T10:01:30Z',
    lastSeenAt: '2025-04-02T10:05:00Z',
    seconds: 25,
    maxPosition: 30,
    watched: hundredths(0, 25),
    device: 'mobile',
    country: 'ES',
  });
  // u3 the next day (Madrid 3 April 00:30), watching nothing.
  await insertSession({
    ...base,
    userId: viewers[2],
    startedAt: '2025-04-02T22:30:00Z',
    lastSeenAt: '2025-04-02T22:31:00Z',
    seconds: 0,
    maxPosition: 0,
    watched: [],
    device: 'tv',
    country: 'PT',
  });
  // The day before the period (Madrid 1 April 23:59): not counted.
  await insertSession({
    ...base,
    userId: viewers[2],
    startedAt: '2025-04-01T21:59:00Z',
    seconds: 999,
    watched: hundredths(0, 100),
  });

  // The live product: sessions without a duration, and its broadcast's audience peak.
  const liveBase = { productId: live.id, channelId: seller.channel.id, duration: null, kind: 'live' };
  await insertSession({
    ...liveBase,
    userId: viewers[0],
    startedAt: '2025-04-02T18:00:00Z',
    lastSeenAt: '2025-04-02T19:00:00Z',
    seconds: 3600,
  });
  await insertSession({
    ...liveBase,
    userId: viewers[1],
    startedAt: '2025-04-02T18:10:00Z',
    lastSeenAt: '2025-04-02T18:20:00Z',
    seconds: 600,
  });
  await sql(
    `INSERT INTO broadcasts (product_id, state, started_at, ended_at, peak_viewers, peak_at)
     VALUES ($1, 'ended', '2025-04-02T18:00:00Z', '2025-04-02T19:00:00Z', 42, '2025-04-02T18:15:00Z')`,
    [live.id],
  );
});

describe('analytics: viewing figures', () => {
  it('views, unique viewers, watch time, completion and peak per product', async () => {
    const res = await call('GET', `/api/analytics/products?${qs(PERIOD)}`, { token: seller.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = res.body.rows.find((r: { productId: number }) => r.productId === vod.id);
    expect(row).toMatchObject({
      views: 4,
      uniqueViewers: 3,
      watchSeconds: 175,
      tickets: 0,
      gross: 0,
      // The most sessions open at once: u1's two, from 10:00:30 (u2 joins as the first one ends).
      peakViewers: 2,
      peakAt: '2025-04-02T10:00:30.000Z',
    });
    // Mean of 0.5, 1, 0.3 and 0.
    expect(row.avgCompletion).toBeCloseTo(0.45, 10);
    const liveRow = res.body.rows.find((r: { productId: number }) => r.productId === live.id);
    expect(liveRow).toMatchObject({
      views: 2,
      uniqueViewers: 2,
      watchSeconds: 4200,
      avgCompletion: null,
      peakViewers: 42,
      peakAt: '2025-04-02T18:15:00.000Z',
    });
    // Outside the broadcast's peak day, the live product's peak is its overlapping sessions.
    const later = await call(
      'GET',
      `/api/analytics/products?${qs({ from: '2025-04-03', to: '2025-04-03' })}`,
      { token: seller.token },
    );
    expect(later.body.rows.find((r: { productId: number }) => r.productId === live.id)).toMatchObject({
      peakViewers: 0,
      peakAt: null,
    });
  });

  it("one product's retention curve, days, devices and countries", async () => {
    const res = await call('GET', `/api/analytics/products/${vod.id}?${qs(PERIOD)}`, { token: seller.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { retention, days, devices, countries } = res.body;
    expect(retention).toHaveLength(100);
    expect(retention[0]).toEqual({ at: 0, share: 0.75 });
    expect(retention[24]).toEqual({ at: 24, share: 0.75 });
    expect(retention[25]).toEqual({ at: 25, share: 0.5 });
    expect(retention[49]).toEqual({ at: 49, share: 0.5 });
    expect(retention[50]).toEqual({ at: 50, share: 0.25 });
    expect(retention[99]).toEqual({ at: 99, share: 0.25 });
    expect(days.map((d: { day: string }) => d.day)).toEqual(['2025-04-02', '2025-04-03']);
    expect(days[0]).toMatchObject({ sessions: 3, viewers: 2, watchSeconds: 175 });
    expect(days[1]).toMatchObject({ sessions: 1, viewers: 1, watchSeconds: 0 });
    expect(devices).toEqual([
      { device: 'mobile', sessions: 2 },
      { device: 'desktop', sessions: 1 },
      { device: 'tv', sessions: 1 },
    ]);
    expect(countries).toEqual([
      { country: 'ES', sessions: 2 },
      { country: 'PT', sessions: 1 },
      { country: null, sessions: 1 },
    ]);
    // A live product has no retention curve.
    const liveRes = await call('GET', `/api/analytics/products/${live.id}?${qs(PERIOD)}`, {
      token: seller.token,
    });
    expect(liveRes.body.retention).toEqual([]);
  });

  it('the global view and the channel row count distinct viewers over the period', async () => {
    const overview = await call(
      'GET',
      `/api/analytics/overview?${qs({ ...PERIOD, channelId: seller.channel.id })}`,
      {
        token: seller.token,
      },
    );
    const h = Object.fromEntries(
      overview.body.headline.map((f: { key: string; current: number }) => [f.key, f.current]),
    );
    expect(h).toMatchObject({ sessions: 6, viewers: 3, watchSeconds: 175 + 4200 });
    // The previous two days hold the session of 1 April.
    const previous = Object.fromEntries(
      overview.body.headline.map((f: { key: string; previous: number }) => [f.key, f.previous]),
    );
    expect(previous).toMatchObject({ sessions: 1, viewers: 1, watchSeconds: 999 });
    const channels = await call('GET', `/api/analytics/channels?${qs(PERIOD)}`, { token: seller.token });
    expect(channels.body.rows).toEqual([
      {
        channelId: seller.channel.id,
        title: seller.channel.title,
        organizerId: seller.user.id,
        products: 2,
        tickets: 0,
        gross: 0,
        organizer: 0,
        viewers: 3,
        watchSeconds: 4375,
        subscribers: 0,
      },
    ]);
  });
});

describe('analytics: registered users', () => {
  // 5 to 7 May 2025; the period before is 2 to 4 May.
  const ids: number[] = [];
  beforeAll(async () => {
    const make = async (
      role: 'USER' | 'PRODUCER',
      createdAt: string,
      activatedAt: string | null,
      approvedAt: string | null,
    ) => {
      const { user } = await quickUser(role);
      await sql(
        `UPDATE users SET created_at = $2, activated_at = $3, organizer_approved_at = $4 WHERE id = $1`,
        [user.id, createdAt, activatedAt, approvedAt],
      );
      ids.push(user.id);
    };
    await make('USER', '2025-05-05T10:00:00Z', '2025-05-05T10:10:00Z', null);
    await make('USER', '2025-05-05T21:30:00Z', '2025-05-06T08:00:00Z', null); // Madrid 5 May 23:30
    await make('PRODUCER', '2025-05-03T09:00:00Z', '2025-05-03T09:05:00Z', '2025-05-07T12:00:00Z');
    await make('USER', '2025-05-07T22:30:00Z', null, null); // Madrid 8 May: after the period
  });

  it('sign-ups, activations and organizers approved per Madrid day, and by role', async () => {
    const res = await call('GET', `/api/analytics/users?${qs({ from: '2025-05-05', to: '2025-05-07' })}`, {
      token: admin.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.days).toEqual([
      { day: '2025-05-05', signups: 2, activations: 1, organizersApproved: 0 },
      { day: '2025-05-06', signups: 0, activations: 1, organizersApproved: 0 },
      { day: '2025-05-07', signups: 0, activations: 0, organizersApproved: 1 },
    ]);
    const roles = Object.fromEntries(res.body.roles.map((r: { role: string }) => [r.role, r]));
    expect(Object.keys(roles).sort()).toEqual(['ADMIN', 'PRODUCER', 'USER']);
    // Every test user has USER; the producer joined in the period before.
    expect(roles.USER).toMatchObject({ current: 2, previous: 1 });
    expect(roles.PRODUCER).toMatchObject({ current: 0, previous: 1 });
    expect(roles.USER.total).toBeGreaterThanOrEqual(4);
  });

  it('an administrator making someone an organizer stamps the day', async () => {
    const { user } = await quickUser('USER');
    const res = await call('PUT', `/api/users/${user.id}`, {
      token: admin.token,
      body: { roles: ['USER', 'PRODUCER'] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const approvedAt = (await User.findByPk(user.id))?.organizerApprovedAt;
    expect(approvedAt).toBeInstanceOf(Date);
    expect(Date.now() - (approvedAt as Date).getTime()).toBeLessThan(60_000);
    const today = await call('GET', '/api/analytics/users?range=week', { token: admin.token });
    expect(today.body.days.at(-1).organizersApproved).toBeGreaterThanOrEqual(1);
  });
});

describe('analytics: web page views', () => {
  afterAll(() => putSetting('/api/config', { analytics: false }));
  const page = (extra: Partial<PageRequest> = {}): PageRequest => ({
    method: 'GET',
    path: '/products/some-film',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    status: 200,
    contentType: 'text/html; charset=utf-8',
    ...extra,
  });
  const at = new Date('2025-06-10T10:00:00Z');
  const web = async () => {
    await flushPageViews();
    const res = await call('GET', `/api/analytics/web?${qs({ from: '2025-06-10', to: '2025-06-10' })}`, {
      token: admin.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  it('counts nothing while the switch is off (the default)', async () => {
    expect((await call('GET', '/api/config')).body.analytics).toBe(false);
    await countPageView(page(), at);
    const body = await web();
    expect(body.enabled).toBe(false);
    expect(body.total.current).toBe(0);
  });

  it('counts people’s HTML pages per path and day while on; never bots, other methods, errors or non-HTML', async () => {
    await putSetting('/api/config', { analytics: true });
    for (let i = 0; i < 3; i++) await countPageView(page(), at);
    await countPageView(page({ path: '/' }), at);
    await countPageView(page({ userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }), at);
    await countPageView(page({ method: 'POST' }), at);
    await countPageView(page({ status: 404 }), at);
    await countPageView(page({ contentType: 'application/json' }), at);
    // Madrid 11 June: another day.
    await countPageView(page(), new Date('2025-06-10T22:30:00Z'));
    const body = await web();
    expect(body.enabled).toBe(true);
    expect(body.total).toEqual({ current: 4, previous: 0 });
    expect(body.days).toEqual([{ day: '2025-06-10', views: 4 }]);
    expect(body.topPages).toEqual([
      { path: '/products/some-film', views: 3 },
      { path: '/', views: 1 },
    ]);
    // Batches add up.
    await countPageView(page({ path: '/' }), at);
    expect((await web()).topPages).toEqual([
      { path: '/products/some-film', views: 3 },
      { path: '/', views: 2 },
    ]);
  });
});
