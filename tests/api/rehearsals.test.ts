import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drainQueue } from '../../api/src/jobs/index.ts';
import { createHmsRooms, HMS_WEBHOOK_HEADER, setVideoRooms } from '../../api/src/meetings/providers/index.ts';
import type { ProductType } from '../../api/src/shared/catalogue.ts';
import { connectionOf } from '../../models/columns.ts';
import { MeetRoom, type Product, ProductAccess } from '../../models/index.ts';
import { app, call } from './helpers/client.ts';
import { createChannel, createProduct, quickUser } from './helpers/commerce.ts';
import { type HmsStandin, StandinRefused, startHmsStandin } from './helpers/hms-standin.ts';

/**
 * Issue 22 (spec 9: "Rehearsal room: 1 hour free if broadcasting, else 5 euro per hour"): the private
 * rehearsal room any product's organizer may open for their team. The real 100ms provider runs against
 * its LOCAL STAND-IN (helpers/hms-standin.ts); media is not tested. What is tested: only the product's
 * organizer (or an administrator) reaches it, the team's guest link while it is open, its minutes metered
 * and priced when it ends (by its organizer or by the provider saying everyone left, once), one room under
 * concurrent opens, and a meet's own meeting room left alone by its rehearsals.
 */

let standin: HmsStandin;
const sql = () => connectionOf(MeetRoom);

beforeAll(async () => {
  standin = await startHmsStandin({ roles: ['host', 'guest'] });
});
beforeEach(() => setVideoRooms(createHmsRooms(standin.config({ subdomain: 'platea-test' }))));
afterAll(async () => {
  setVideoRooms(undefined);
  await standin.close();
});

const path = (id: number, action = '') => `/api/products/${id}/rehearsal${action ? `/${action}` : ''}`;
const view = (token: string, id: number) => call('GET', path(id), { token });
const start = (token: string, id: number, lang?: string) => call('POST', path(id, 'start'), { token, lang });
const stop = (token: string, id: number) => call('POST', path(id, 'stop'), { token });
const join = (token: string, id: number) => call('POST', path(id, 'join'), { token });
const peers = (token: string, id: number) => call('GET', path(id, 'peers'), { token });

/** A producer's product of `type` (their channel's), with a ticket holder. */
async function productOf(type: ProductType) {
  const owner = await quickUser('PRODUCER', { name: 'Ana Ensayo' });
  const product = await createProduct(await createChannel(owner.user), { type, title: `Obra ${type}` });
  const holder = await quickUser();
  await ProductAccess.create({ userId: holder.user.id, productId: product.id, source: 'admin' });
  return { owner, product, holder };
}

const liveRehearsal = (product: Product) =>
  MeetRoom.findOne({ where: { productId: product.id, kind: 'rehearsal', status: 'live' } });

/** The running rehearsal's start moved back, as if it had been open that long. */
async function openedAgo(product: Product, ms: number): Promise<Date> {
  const room = await liveRehearsal(product);
  expect(room).not.toBeNull();
  const startedAt = new Date(Date.now() - ms);
  await room?.update({ startedAt });
  return startedAt;
}

/** Posts a 100ms-shaped event to the webhook route, with the webhook's secret header. */
async function webhook(type: string, data: Record<string, unknown>, opts: { id?: string; at?: Date } = {}) {
  const event = {
    ...standin.event(type, data),
    ...(opts.id ? { id: opts.id } : {}),
    ...(opts.at ? { timestamp: opts.at.toISOString() } : {}),
  };
  const res = await app.request('/api/meetings/webhooks/hms', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HMS_WEBHOOK_HEADER]: standin.webhookSecret },
    body: JSON.stringify(event),
  });
  return { status: res.status, body: await res.json() };
}

describe('the rehearsal room', () => {
  it('opens on a video product for its organizer, who enters as host and hands the team a guest link', async () => {
    const { owner, product } = await productOf('vod');

    const idle = await view(owner.token, product.id);
    expect(idle.status, JSON.stringify(idle.body)).toBe(200);
    expect(idle.body).toMatchObject({
      productId: product.id,
      state: 'idle',
      teamUrl: null,
      pricing: { centsPerHour: 500, freeMinutes: 0, freeMinutesLeft: 0 },
      usedMinutes: 0,
      chargedCents: 0,
      history: [],
    });
    // Nobody to enter before it opens.
    expect((await join(owner.token, product.id)).body.error.code).toBe('MEET_NOT_STARTED');

    const opened = await start(owner.token, product.id);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({ state: 'open', provider: '100ms', seatsTaken: 0 });
    expect(opened.body.startedAt).not.toBeNull();
    const row = await liveRehearsal(product);
    const room = standin.room(row?.roomId ?? '');
    expect(room.enabled).toBe(true);
    expect(room.name.startsWith(`platea-rehearsal-${product.id}-`)).toBe(true);
    const guestCode = room.codes.find((c) => c.role === 'guest')?.code;
    const hostCode = room.codes.find((c) => c.role === 'host')?.code;
    expect(opened.body.teamUrl).toBe(`https://platea-test.app.100ms.live/meeting/${guestCode}`);
    expect((await view(owner.token, product.id)).body.teamUrl).toBe(opened.body.teamUrl);

    const host = await join(owner.token, product.id);
    expect(host.status, JSON.stringify(host.body)).toBe(200);
    expect(host.body).toMatchObject({
      provider: '100ms',
      role: 'host',
      roomCode: hostCode,
      roomUrl: `https://platea-test.app.100ms.live/meeting/${hostCode}`,
    });
    expect((await view(owner.token, product.id)).body.seatsTaken).toBe(1);

    // In the room: the organizer (by their credential) and a team member by the link, named where known.
    await standin.join(room.id, { code: host.body.roomCode, userId: String(owner.user.id) });
    await standin.join(room.id, { code: guestCode ?? '', name: 'Técnico' });
    const inRoom = await peers(owner.token, product.id);
    expect(inRoom.status).toBe(200);
    expect(inRoom.body).toHaveLength(2);
    expect(inRoom.body.find((p: { role: string }) => p.role === 'host')).toMatchObject({
      userId: String(owner.user.id),
      name: 'Ana Ensayo',
    });

    // Closed: a started minute of a non-broadcast product is 9 cents; the link goes and stops working.
    const closed = await stop(owner.token, product.id);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      state: 'idle',
      teamUrl: null,
      usedMinutes: 1,
      chargedCents: 9,
      history: [{ minutes: 1, chargeCents: 9 }],
    });
    expect(await drainQueue(sql(), 'meets.close-room')).toBe(1);
    expect(standin.room(room.id).enabled).toBe(false);
    await expect(standin.join(room.id, { code: guestCode ?? '' })).rejects.toBeInstanceOf(StandinRefused);
    expect((await join(owner.token, product.id)).status).toBe(409);
  });

  it('answers 404 on every route to a ticket holder and another producer; an administrator manages it', async () => {
    const { owner, product, holder } = await productOf('broadcast');
    const other = await quickUser('PRODUCER');
    await createChannel(other.user);
    expect((await start(owner.token, product.id)).status).toBe(200);
    for (const stranger of [holder, other]) {
      for (const res of [
        await view(stranger.token, product.id),
        await start(stranger.token, product.id),
        await join(stranger.token, product.id),
        await peers(stranger.token, product.id),
        await stop(stranger.token, product.id),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('NOT_FOUND');
        expect(JSON.stringify(res.body)).not.toContain('100ms.live');
      }
    }
    // Their attempts changed nothing: still open.
    expect((await view(owner.token, product.id)).body.state).toBe('open');
    const admin = await quickUser('ADMIN');
    expect((await view(admin.token, product.id)).body).toMatchObject({ state: 'open' });
    expect((await join(admin.token, product.id)).body.role).toBe('host');
    expect((await call('GET', path(999_999_999), { token: owner.token })).status).toBe(404);
    expect((await call('GET', path(product.id))).status).toBe(401);
  });

  it('meters and prices each rehearsal when it ends: a broadcast’s first hour free over all of them', async () => {
    const { owner, product } = await productOf('broadcast');
    const fresh = await view(owner.token, product.id);
    expect(fresh.body.pricing).toEqual({ centsPerHour: 500, freeMinutes: 60, freeMinutesLeft: 60 });

    // 90 minutes (the start moved back 89 min 30 s: the half minute left is the test's own time).
    expect((await start(owner.token, product.id)).status).toBe(200);
    const startedAt = await openedAgo(product, 89.5 * 60_000);
    const first = await stop(owner.token, product.id);
    expect(first.status).toBe(200);
    const ended = await MeetRoom.findOne({ where: { productId: product.id, kind: 'rehearsal' } });
    expect(ended).toMatchObject({ status: 'ended', billedMinutes: 90, chargeCents: 250 });
    expect(first.body).toMatchObject({
      state: 'idle',
      usedMinutes: 90,
      chargedCents: 250,
      pricing: { freeMinutes: 60, freeMinutesLeft: 0 },
      history: [{ startedAt: startedAt.toISOString(), minutes: 90, chargeCents: 250 }],
    });

    // The free hour is spent: a second rehearsal of 10 minutes pays them all (83.33 → 84 cents).
    expect((await start(owner.token, product.id)).body.state).toBe('open');
    await openedAgo(product, 9.5 * 60_000);
    expect((await stop(owner.token, product.id)).status).toBe(200);
    const after = await view(owner.token, product.id);
    expect(after.body).toMatchObject({
      state: 'idle',
      usedMinutes: 100,
      chargedCents: 334,
      pricing: { freeMinutesLeft: 0 },
    });
    // Newest first.
    expect(
      after.body.history.map((h: { minutes: number; chargeCents: number }) => [h.minutes, h.chargeCents]),
    ).toEqual([
      [10, 84],
      [90, 250],
    ]);
    // Stopping again bills nothing more.
    expect((await stop(owner.token, product.id)).body).toMatchObject({ usedMinutes: 100, chargedCents: 334 });
  });

  it('runs beside a meet’s own meeting room without touching it', async () => {
    const { owner, product, holder } = await productOf('meet');
    const meetRoom = () => call('GET', `/api/products/${product.id}/meet/room`, { token: owner.token });

    // A rehearsal open: the meet itself is still not open, and its ticket holder cannot enter it.
    expect((await start(owner.token, product.id)).body.state).toBe('open');
    expect((await meetRoom()).body).toMatchObject({ state: 'scheduled', seatsTaken: 0 });
    const early = await call('POST', `/api/products/${product.id}/meet/join`, { token: holder.token });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('MEET_NOT_STARTED');
    expect((await join(owner.token, product.id)).status).toBe(200);
    expect((await meetRoom()).body.seatsTaken).toBe(0);

    // The meet opens too: two rooms at the provider, each with its own seats.
    const meet = await call('POST', `/api/products/${product.id}/meet/start`, { token: owner.token });
    expect(meet.body).toMatchObject({ state: 'open', seatsTaken: 0 });
    const guest = await call('POST', `/api/products/${product.id}/meet/join`, { token: holder.token });
    expect(guest.status, JSON.stringify(guest.body)).toBe(200);
    const rows = await MeetRoom.findAll({ where: { productId: product.id, status: 'live' } });
    expect(rows.map((r) => r.kind).sort()).toEqual(['meet', 'rehearsal']);
    expect(new Set(rows.map((r) => r.roomId)).size).toBe(2);
    const rehearsalRoom = rows.find((r) => r.kind === 'rehearsal');
    expect(guest.body.roomCode).not.toBe(
      standin.room(rehearsalRoom?.roomId ?? '').codes.find((c) => c.role === 'guest')?.code,
    );
    expect((await view(owner.token, product.id)).body.seatsTaken).toBe(1);
    expect((await meetRoom()).body.seatsTaken).toBe(1);

    // The rehearsal ends: the meet goes on, open, its guest still seated.
    expect((await stop(owner.token, product.id)).body.state).toBe('idle');
    expect((await meetRoom()).body).toMatchObject({ state: 'open', seatsTaken: 1 });
    expect(
      (await call('POST', `/api/products/${product.id}/meet/join`, { token: holder.token })).status,
    ).toBe(200);

    // The meet ends: a rehearsal can open again, the meet stays ended.
    expect(
      (await call('POST', `/api/products/${product.id}/meet/stop`, { token: owner.token })).body.state,
    ).toBe('ended');
    expect((await start(owner.token, product.id)).body.state).toBe('open');
    expect((await meetRoom()).body.state).toBe('ended');
    expect((await view(owner.token, product.id)).body.history).toHaveLength(1);
  });

  it('ends when the provider says everyone left, billed once however many times it says so', async () => {
    await drainQueue(sql(), 'meets.close-room'); // the earlier tests' closings
    const { owner, product } = await productOf('vod');
    expect((await start(owner.token, product.id)).status).toBe(200);
    const startedAt = await openedAgo(product, 20 * 60_000);
    const row = await liveRehearsal(product);
    const roomId = row?.roomId ?? '';
    const leftAt = new Date(startedAt.getTime() + 15 * 60_000);
    const closed = { room_id: roomId, session_id: 's-1' };

    const first = await webhook('session.close.success', closed, { id: 'ev-close-1', at: leftAt });
    expect(first).toEqual({ status: 200, body: { received: true, duplicate: false } });
    const answer = await view(owner.token, product.id);
    expect(answer.body).toMatchObject({
      state: 'idle',
      teamUrl: null,
      usedMinutes: 15,
      chargedCents: 125,
      history: [{ endedAt: leftAt.toISOString(), minutes: 15, chargeCents: 125 }],
    });
    // The provider's room is closed, as when its organizer closes it.
    expect(await drainQueue(sql(), 'meets.close-room')).toBe(1);
    expect(standin.room(roomId).enabled).toBe(false);

    // The same event again, another one saying so later, and a late stop: nothing more is billed.
    const again = await webhook('session.close.success', closed, { id: 'ev-close-1', at: leftAt });
    expect(again.body).toEqual({ received: true, duplicate: true });
    const later = new Date(leftAt.getTime() + 60 * 60_000);
    expect((await webhook('session.close.success', closed, { id: 'ev-close-2', at: later })).status).toBe(
      200,
    );
    expect((await stop(owner.token, product.id)).body).toMatchObject({ usedMinutes: 15, chargedCents: 125 });
    const rows = await MeetRoom.findAll({ where: { productId: product.id, kind: 'rehearsal' } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'ended', billedMinutes: 15, chargeCents: 125 });
    expect(rows[0].endedAt?.toISOString()).toBe(leftAt.toISOString());
  });

  it('makes one room of many opens at once', async () => {
    const { owner, product } = await productOf('broadcast');
    const answers = await Promise.all(Array.from({ length: 4 }, () => start(owner.token, product.id)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await MeetRoom.count({ where: { productId: product.id, kind: 'rehearsal' } })).toBe(1);
    expect(
      [...standin.rooms.values()].filter((r) => r.name.startsWith(`platea-rehearsal-${product.id}-`)),
    ).toHaveLength(1);
    expect((await view(owner.token, product.id)).body.state).toBe('open');
  });

  it('without a video provider, tells its organizer how to configure one, in their language', async () => {
    setVideoRooms(null);
    const { owner, product } = await productOf('vod');
    const refused = await start(owner.token, product.id, 'es');
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('MEET_NOT_CONFIGURED');
    expect(refused.body.error.message).toMatch(/^Las reuniones no están configuradas: .*HMS_ACCESS_KEY/);
    // Its view still answers, with its price.
    const idle = await view(owner.token, product.id);
    expect(idle.status).toBe(200);
    expect(idle.body).toMatchObject({ state: 'idle', teamUrl: null, pricing: { centsPerHour: 500 } });
    expect(await MeetRoom.count({ where: { productId: product.id } })).toBe(0);
  });
});
