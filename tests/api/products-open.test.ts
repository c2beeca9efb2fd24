import { beforeAll, describe, expect, it } from 'vitest';
import { listOpenProducts } from '../../api/src/catalogue/services/products-open.ts';
import { dateToMadridLocal, madridLocalToDate } from '../../api/src/lib/cet-time.ts';
import { Broadcast, MediaAsset, type Product } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { createProduct, createSession, producerWithChannel, quickUser } from './helpers/commerce.ts';

type Seller = Awaited<ReturnType<typeof producerWithChannel>>;
let seller: Seller;
let admin: Awaited<ReturnType<typeof quickUser>>;

beforeAll(async () => {
  seller = await producerWithChannel();
  admin = await quickUser('ADMIN');
});

const list = (token: string, filter: Record<string, unknown> = {}, extra = '') =>
  call('GET', `/api/products-open?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`, { token });

/** A Madrid wall time → the instant (sessions are entered in CET, spec 5). */
const cet = (local: string) => {
  const at = madridLocalToDate(local);
  if (!at) throw new Error(`not a CET time: ${local}`);
  return at;
};
/** Today and tomorrow on Madrid's calendar, "YYYY-MM-DD". */
const todayCet = () => dateToMadridLocal(new Date()).slice(0, 10);
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** Sale closed: only a session today or a live now can make it open. */
const closed = { saleEndAt: new Date(Date.now() - 86_400_000) } as Partial<Product>;

type Row = { id: number; reasons: string[]; live: string | null; sessionsToday: { startsAtLocal: string }[] };
const ids = (rows: Row[]) => rows.map((r) => r.id);

describe('/api/products-open: params and permissions', () => {
  it('is for administrators only', async () => {
    expectError(await call('GET', '/api/products-open'), 401, 'AUTH_REQUIRED');
    expectError(await list(seller.token), 403, 'FORBIDDEN');
    expectError(await list((await quickUser()).token), 403, 'FORBIDDEN');
  });

  it('refuses a bad filter or sort naming it, never a 500', async () => {
    expectError(await list(admin.token, { reason: 'tomorrow' }), 422, 'VALIDATION_ERROR', 'filter.reason');
    expectError(await list(admin.token, { type: 'film' }), 422, 'VALIDATION_ERROR', 'filter.type');
    expectError(await list(admin.token, {}, '&sort=["price","ASC"]'), 422, 'VALIDATION_ERROR', 'sort.0');
  });
});

describe('/api/products-open: what is open now', () => {
  it("a session today (CET) shows; tomorrow's does not unless the product is on sale", async () => {
    const today = todayCet();
    const tomorrow = dayAfter(today);
    const tonight = await createProduct(seller.channel, { type: 'product', ...closed });
    // 23:59 today, 90 minutes: not ended whatever the time of the run.
    await createSession(tonight, { startsAt: cet(`${today}T23:59`), durationMinutes: 90 });
    const nextDay = await createProduct(seller.channel, { type: 'product', ...closed });
    await createSession(nextDay, { startsAt: cet(`${tomorrow}T00:30`) });
    const onSale = await createProduct(seller.channel, { type: 'product' });
    await createSession(onSale, { startsAt: cet(`${tomorrow}T20:00`) });
    const draft = await createProduct(seller.channel, { type: 'product', status: 'draft' });
    await createSession(draft, { startsAt: cet(`${today}T23:59`) });

    const res = await list(admin.token, { channelId: seller.channel.id }, '&range=[0,499]');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('content-range')).toMatch(/^products-open 0-\d+\/\d+$/);
    const rows = res.body as Row[];
    const row = rows.find((r) => r.id === tonight.id);
    expect(row).toMatchObject({ reasons: ['today'], live: null });
    expect(row?.sessionsToday.map((s) => s.startsAtLocal)).toEqual([`${today}T23:59`]);
    expect(ids(rows)).not.toContain(nextDay.id);
    expect(ids(rows)).not.toContain(draft.id);
    expect(rows.find((r) => r.id === onSale.id)?.reasons).toEqual(['onSale']);

    const todayOnly = (await list(admin.token, { channelId: seller.channel.id, reason: 'today' })).body;
    expect(ids(todayOnly)).toEqual([tonight.id]);
  });

  it("the day is Madrid's: at 00:20 CET a session at 00:10 is today, one at 00:10 the next night is not", async () => {
    const { channel } = await producerWithChannel();
    // Winter: 00:20 in Madrid is 23:20 UTC of the day before.
    const at = cet('2031-01-15T00:20');
    const justNow = await createProduct(channel, { type: 'product', ...closed });
    await createSession(justNow, { startsAt: cet('2031-01-15T00:10'), durationMinutes: 60 });
    const nextNight = await createProduct(channel, { type: 'product', ...closed });
    await createSession(nextNight, { startsAt: cet('2031-01-16T00:10'), durationMinutes: 60 });
    // Yesterday in Madrid (the same UTC day as `at`) and still running: not a session of today.
    const yesterday = await createProduct(channel, { type: 'product', ...closed });
    await createSession(yesterday, { startsAt: cet('2031-01-14T10:00'), durationMinutes: 24 * 60 });
    const ended = await createProduct(channel, { type: 'product', ...closed });
    await createSession(ended, { startsAt: cet('2031-01-15T00:00'), durationMinutes: 15 });

    const open = await listOpenProducts({
      filter: { channelId: channel.id },
      sort: { field: 'reasons', order: 'DESC' },
      offset: 0,
      limit: 100,
      at,
    });
    expect(open.rows.map((r) => [r.id, r.reasons])).toEqual([[justNow.id, ['today']]]);
    expect(open.rows[0].sessionsToday[0].startsAtLocal).toBe('2031-01-15T00:10');
    expect(open.count).toBe(1);

    // Summer (CEST, +2 h): 23:30 on 15 July; 01:00 on the 16th is still the 15th in UTC.
    const summer = await producerWithChannel();
    const late = await createProduct(summer.channel, { type: 'product', ...closed });
    await createSession(late, { startsAt: cet('2031-07-16T01:00') });
    const evening = await createProduct(summer.channel, { type: 'product', ...closed });
    await createSession(evening, { startsAt: cet('2031-07-15T23:00'), durationMinutes: 120 });
    const july = await listOpenProducts({
      filter: { channelId: summer.channel.id },
      sort: { field: 'reasons', order: 'DESC' },
      offset: 0,
      limit: 100,
      at: cet('2031-07-15T23:30'),
    });
    expect(july.rows.map((r) => r.id)).toEqual([evening.id]);
  });

  it('a broadcast on air and a fake live playing now are live; a fake live whose video is over is not', async () => {
    const { channel, user } = await producerWithChannel();
    const broadcast = await createProduct(channel, { type: 'broadcast', ...closed });
    await Broadcast.create({
      productId: broadcast.id,
      mediaAssetId: null,
      keyHash: `hash-${broadcast.id}-${Date.now()}`,
      state: 'live',
      publisher: 'ingest-test:session',
      publishingSince: new Date(),
      startedAt: new Date(),
      endedAt: null,
      lastMediaAt: new Date(),
      playlistPath: null,
    });
    const idle = await createProduct(channel, { type: 'broadcast', ...closed });
    await Broadcast.create({
      productId: idle.id,
      mediaAssetId: null,
      keyHash: `hash-${idle.id}-${Date.now()}`,
      publisher: null,
      publishingSince: null,
      startedAt: null,
      endedAt: null,
      lastMediaAt: null,
      playlistPath: null,
    });

    const playing = await createProduct(channel, { type: 'live', ...closed });
    await createSession(playing, { startsAt: new Date(Date.now() - 10 * 60_000), durationMinutes: 60 });
    const over = await createProduct(channel, { type: 'live', ...closed });
    await createSession(over, { startsAt: new Date(Date.now() - 10 * 60_000), durationMinutes: 60 });
    // The player plays the video's length (5 minutes): the fake live ended 5 minutes ago.
    await MediaAsset.create({
      userId: user.id,
      productId: over.id,
      lessonId: null,
      kind: 'video',
      originalName: 'ensayo.mp4',
      mime: 'video/mp4',
      sizeBytes: 5,
      storagePath: `open-test-${over.id}`,
      status: 'ready',
      durationSeconds: 300,
    });

    const rows = (await list(admin.token, { channelId: channel.id, reason: 'live' })).body as Row[];
    expect(rows.map((r) => [r.id, r.live]).sort()).toEqual(
      [
        [broadcast.id, 'broadcast'],
        [playing.id, 'fake-live'],
      ].sort(),
    );
    // Live first in the default order, before what is only on sale.
    const onSale = await createProduct(channel, { type: 'vod' });
    const all = (await list(admin.token, { channelId: channel.id })).body as Row[];
    expect(all.at(-1)?.id).toBe(onSale.id);
    expect(all[0].reasons[0]).toBe('live');
  });

  it('on sale follows checkout: sale window, expiration, sessions left, unpublished channels', async () => {
    const { channel } = await producerWithChannel();
    const day = 86_400_000;
    const open = await createProduct(channel, {
      saleStartAt: new Date(Date.now() - day),
    } as Partial<Product>);
    const notYet = await createProduct(channel, {
      saleStartAt: new Date(Date.now() + day),
    } as Partial<Product>);
    const expired = await createProduct(channel, {
      expirationDate: new Date(Date.now() - day),
    } as Partial<Product>);
    const pastDates = await createProduct(channel, { type: 'product', multiDate: true } as Partial<Product>);
    await createSession(pastDates, { startsAt: new Date(Date.now() - 3 * day) });
    const privateOne = await createProduct(channel, { status: 'private' });
    const rows = (await list(admin.token, { channelId: channel.id, reason: 'onSale' })).body as Row[];
    expect(ids(rows).sort()).toEqual([open.id, privateOne.id].sort());
    expect(ids(rows)).not.toContain(notYet.id);
    expect(ids(rows)).not.toContain(expired.id);

    // A channel that is not published (banned, sent back, under review) takes its products off sale.
    const withdrawn = await producerWithChannel();
    await createProduct(withdrawn.channel);
    for (const status of ['banned', 'draft', 'revision'] as const) {
      await withdrawn.channel.update({ status });
      expect((await list(admin.token, { channelId: withdrawn.channel.id })).body, status).toEqual([]);
    }
  });
});
