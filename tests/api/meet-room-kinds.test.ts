import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drainQueue } from '../../api/src/jobs/index.ts';
import { createHmsRooms, setVideoRooms } from '../../api/src/meetings/providers/index.ts';
import { endIdleRehearsals } from '../../api/src/meetings/services/rooms.ts';
import { connectionOf } from '../../models/columns.ts';
import { MeetRoom, ProductAccess } from '../../models/index.ts';
import { producerWithChannel } from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { createProduct, producerWithChannel as quickProducer } from './helpers/commerce.ts';
import { type HmsStandin, startHmsStandin } from './helpers/hms-standin.ts';
import { signedIn } from './helpers/users.ts';

/**
 * Issue 22: the three kinds of room (a meet's, a lesson's, a rehearsal) share one lifecycle, so nothing
 * is left open at the provider when the thing it belongs to changes: a lesson that stops being a meeting,
 * or is deleted (alone or with its module), closes its open room (its codes disabled at the provider).
 * Against the LOCAL STAND-IN of 100ms's REST API (helpers/hms-standin.ts); media is not tested.
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

async function courseWithMeetingLessons(count: number) {
  const owner = await producerWithChannel();
  const course = await call('POST', '/api/courses', {
    token: owner.token,
    body: { title: 'Armonía', plan: 'free' },
  });
  expect(course.status, JSON.stringify(course.body)).toBe(201);
  const base = `/api/courses/${course.body.id}/modules`;
  const module = await call('POST', base, { token: owner.token, body: { title: 'Uno' } });
  expect(module.status).toBe(201);
  const lessons: number[] = [];
  for (let i = 0; i < count; i++) {
    const lesson = await call('POST', `${base}/${module.body.id}/lessons`, {
      token: owner.token,
      body: { title: `Clase ${i + 1}`, meeting: true },
    });
    expect(lesson.status, JSON.stringify(lesson.body)).toBe(201);
    expect(lesson.body.meeting).toBe(true);
    lessons.push(lesson.body.id);
  }
  return {
    owner,
    course: course.body,
    lessonsPath: `${base}/${module.body.id}/lessons`,
    modulePath: `${base}/${module.body.id}`,
    lessons,
  };
}

/** Opens a lesson's room and answers the provider's room. */
async function open(token: string, lessonId: number) {
  const res = await call('POST', `/api/lessons/${lessonId}/meet/start`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.state).toBe('open');
  const row = await MeetRoom.findOne({ where: { kind: 'lesson', lessonId, status: 'live' } });
  const room = standin.room(row?.roomId ?? '');
  expect(room?.enabled).toBe(true);
  return row?.roomId ?? '';
}

describe('rooms of lessons follow their lessons', () => {
  it('closes the open room of a lesson that stops being a meeting, or is deleted with its module', async () => {
    const { owner, lessonsPath, modulePath, lessons, course } = await courseWithMeetingLessons(3);
    const [first, second, third] = lessons;
    const student = await signedIn('USER');
    await ProductAccess.create({ userId: student.user.id, productId: course.id, source: 'admin' });

    const firstRoom = await open(owner.token, first);
    const secondRoom = await open(owner.token, second);
    const thirdRoom = await open(owner.token, third);
    expect(new Set([firstRoom, secondRoom, thirdRoom]).size).toBe(3);

    // No longer a meeting: the room closes with the change, and the lesson refuses to be joined.
    const unmark = await call('PUT', `${lessonsPath}/${first}`, {
      token: owner.token,
      body: { meeting: false },
    });
    expect(unmark.status, JSON.stringify(unmark.body)).toBe(200);
    expect(await drainQueue(sql(), 'meets.close-room')).toBe(1);
    expect(standin.room(firstRoom)?.enabled).toBe(false);
    expect(standin.room(secondRoom)?.enabled).toBe(true);
    const refused = await call('POST', `/api/lessons/${first}/meet/join`, {
      token: student.token,
      lang: 'es',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('LESSON_NOT_MEETING');
    expect(refused.body.error.message).toBe('Esta lección no se imparte como reunión');

    // Deleted alone, then with its module: each room closes at the provider.
    expect((await call('DELETE', `${lessonsPath}/${second}`, { token: owner.token })).status).toBe(200);
    expect(await drainQueue(sql(), 'meets.close-room')).toBe(1);
    expect(standin.room(secondRoom)?.enabled).toBe(false);
    expect(standin.room(thirdRoom)?.enabled).toBe(true);
    expect((await call('DELETE', modulePath, { token: owner.token })).status).toBe(200);
    expect(await drainQueue(sql(), 'meets.close-room')).toBe(1);
    expect(standin.room(thirdRoom)?.enabled).toBe(false);
  });
});

describe('a rehearsal left open with nobody in', () => {
  const now = Date.now();
  const ago = (minutes: number) => new Date(now - minutes * 60_000);
  /** Opens a rehearsal of a new vod product, its opening moved `minutesAgo` back. */
  async function rehearsal(minutesAgo: number) {
    const owner = await quickProducer();
    const product = await createProduct(owner.channel, { type: 'vod', title: 'Ensayo' });
    const res = await call('POST', `/api/products/${product.id}/rehearsal/start`, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.state).toBe('open');
    const room = await MeetRoom.findOne({
      where: { productId: product.id, kind: 'rehearsal', status: 'live' },
    });
    if (!room) throw new Error('no rehearsal room');
    await sql().query('UPDATE meet_rooms SET started_at = $2 WHERE id = $1', {
      bind: [room.id, ago(minutesAgo)],
    });
    return { owner, product, room };
  }

  it('ends by itself, metered up to the last one out, unless someone is still in', async () => {
    // Nobody ever came: it ends at its opening and costs nothing.
    const empty = await rehearsal(40);
    // The organizer came in, and left 20 minutes later; nobody since.
    const left = await rehearsal(40);
    const seat = await call('POST', `/api/products/${left.product.id}/rehearsal/join`, {
      token: left.owner.token,
    });
    expect(seat.status, JSON.stringify(seat.body)).toBe(200);
    await sql().query(
      'UPDATE meet_seats SET issued_at = $2, joined_at = $2, left_at = $3, expires_at = $4 WHERE meet_room_id = $1',
      { bind: [left.room.id, ago(39), ago(20), ago(34)] },
    );
    // Someone in by the team's link (no seat of ours): the provider counts them, so it stays open.
    const team = await rehearsal(40);
    await standin.join(team.room.roomId, { code: standin.room(team.room.roomId).codes[0].code });
    // Opened 5 minutes ago: not idle yet.
    const fresh = await rehearsal(5);

    expect(await endIdleRehearsals()).toBe(2);
    await empty.room.reload();
    expect(empty.room.status).toBe('ended');
    expect(empty.room.billedMinutes).toBe(0);
    expect(empty.room.chargeCents).toBe(0);
    await left.room.reload();
    expect(left.room.status).toBe('ended');
    expect(left.room.billedMinutes).toBe(20);
    // 20 minutes at 5 €/hour: 166.67 cents, rounded up.
    expect(left.room.chargeCents).toBe(167);
    for (const open of [team, fresh]) {
      await open.room.reload();
      expect(open.room.status).toBe('live');
    }
    // Closed at the provider too.
    expect(await drainQueue(sql(), 'meets.close-room')).toBe(2);
    expect(standin.room(left.room.roomId).enabled).toBe(false);
    expect(standin.room(team.room.roomId).enabled).toBe(true);

    // The organizer's view says what it cost.
    const view = await call('GET', `/api/products/${left.product.id}/rehearsal`, { token: left.owner.token });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ state: 'idle', usedMinutes: 20, chargedCents: 167, teamUrl: null });
    expect(view.body.history).toHaveLength(1);
  });
});
