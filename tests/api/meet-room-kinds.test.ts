import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drainQueue } from '../../api/src/jobs/index.ts';
import { createHmsRooms, setVideoRooms } from '../../api/src/meetings/providers/index.ts';
import { connectionOf } from '../../models/columns.ts';
import { MeetRoom, ProductAccess } from '../../models/index.ts';
import { producerWithChannel } from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
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
