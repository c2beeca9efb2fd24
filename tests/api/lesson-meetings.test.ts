import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drainQueue } from '../../api/src/jobs/index.ts';
import { createHmsRooms, setVideoRooms } from '../../api/src/meetings/providers/index.ts';
import { connectionOf } from '../../models/columns.ts';
import { Channel, MeetRoom, ProductAccess } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { producerWithChannel } from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { createProduct } from './helpers/commerce.ts';
import { type HmsStandin, StandinRefused, startHmsStandin } from './helpers/hms-standin.ts';
import { type CourseFixture, courseWithLessons } from './helpers/learning.ts';
import { signedIn } from './helpers/users.ts';

/**
 * Issue 22: course lessons held as meetings. The course's owner marks a lesson as a meeting (with an
 * optional date), opens and closes its room; whoever may follow the course enters it as a guest. The
 * real provider (100ms) runs against its LOCAL STAND-IN (helpers/hms-standin.ts); media is not tested.
 */

let standin: HmsStandin;

beforeAll(async () => {
  standin = await startHmsStandin({ roles: ['host', 'guest'] });
});
beforeEach(() => setVideoRooms(createHmsRooms(standin.config({ subdomain: 'platea-test' }))));
afterAll(async () => {
  setVideoRooms(undefined);
  await standin.close();
});

const meet = (token: string, lessonId: number, lang?: string) =>
  call('GET', `/api/lessons/${lessonId}/meet`, { token, lang });
const join = (token: string, lessonId: number, lang?: string) =>
  call('POST', `/api/lessons/${lessonId}/meet/join`, { token, lang });
const start = (token: string, lessonId: number) =>
  call('POST', `/api/lessons/${lessonId}/meet/start`, { token });
const stop = (token: string, lessonId: number) =>
  call('POST', `/api/lessons/${lessonId}/meet/stop`, { token });

/** The owner edits the lesson through the console's route (PUT …/modules/{m}/lessons/{l}). */
async function markMeeting(course: CourseFixture, index: number, body: Record<string, unknown>) {
  const lesson = course.lessons[index];
  const res = await call('PUT', `/api/courses/${course.id}/modules/${lesson.moduleId}/lessons/${lesson.id}`, {
    token: course.owner.token,
    body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function student(course: CourseFixture) {
  const s = await signedIn('USER');
  await ProductAccess.grantOnce({ userId: s.user.id, productId: course.productId, source: 'admin' });
  return s;
}

async function providerRoomOfLesson(lessonId: number) {
  const row = await MeetRoom.findOne({ where: { lessonId }, order: [['createdAt', 'DESC']] });
  expect(row).not.toBeNull();
  return standin.room(row?.roomId ?? '');
}

describe('a course lesson held as a meeting (100ms, against its local stand-in; media not tested)', () => {
  it('is refused while the lesson is not a meeting, then waits for its date once marked', async () => {
    const course = await courseWithLessons();
    const pupil = await student(course);
    const lessonId = course.lessons[0].id;

    const notMeeting = await join(pupil.token, lessonId, 'es');
    expectError(notMeeting, 409, 'LESSON_NOT_MEETING');
    expectError(await meet(pupil.token, lessonId), 409, 'LESSON_NOT_MEETING');

    const at = new Date(Date.now() + 2 * 86400_000);
    const saved = await markMeeting(course, 0, { meeting: true, meetStartsAt: at.toISOString() });
    expect(saved).toMatchObject({ meeting: true, meetStartsAt: at.toISOString() });
    // The lesson's page answer says so.
    const page = await call('GET', `/api/lessons/${lessonId}`, { token: pupil.token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ meeting: true, meetStartsAt: at.toISOString() });

    const view = await meet(pupil.token, lessonId);
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body).toMatchObject({
      lessonId,
      state: 'scheduled',
      startsAt: at.toISOString(),
      startedAt: null,
      endedAt: null,
      host: false,
      seatsTaken: null,
      maxParticipants: 70,
    });
    const early = await join(pupil.token, lessonId, 'es');
    expectError(early, 409, 'MEET_NOT_OPEN_YET');
    expect(early.body.error.message).toContain(String(at.getUTCFullYear()));

    // Without a date: scheduled, no countdown, not started.
    await markMeeting(course, 0, { meetStartsAt: null });
    expect((await meet(pupil.token, lessonId)).body).toMatchObject({ state: 'scheduled', startsAt: null });
    expectError(await join(pupil.token, lessonId), 409, 'MEET_NOT_STARTED');

    // The owner sees it as its host.
    const ownerView = await meet(course.owner.token, lessonId);
    expect(ownerView.body).toMatchObject({ host: true, seatsTaken: 0, state: 'scheduled' });
  });

  it('keeps strangers out and lets only its course’s owner open it', async () => {
    const course = await courseWithLessons();
    const lessonId = course.lessons[0].id;
    await markMeeting(course, 0, { meeting: true });
    const stranger = await signedIn('USER');
    const other = await producerWithChannel();

    expectError(await meet(stranger.token, lessonId), 403, 'COURSE_NO_ACCESS');
    expectError(await join(stranger.token, lessonId), 403, 'COURSE_NO_ACCESS');
    expectError(await start(other.token, lessonId), 404, 'NOT_FOUND');
    expectError(await start(stranger.token, lessonId), 404, 'NOT_FOUND');
    expect((await start(course.owner.token, lessonId)).status).toBe(200);
    // Open, still closed to strangers; a non-owner producer cannot close it either.
    expectError(await join(stranger.token, lessonId), 403, 'COURSE_NO_ACCESS');
    expectError(await stop(other.token, lessonId), 404, 'NOT_FOUND');
    expect((await meet(course.owner.token, lessonId)).body.state).toBe('open');
  });

  it('opens, lets in students as guests and its owner as host, apart from other lessons and meets, and ends', async () => {
    const course = await courseWithLessons({ modules: [3] });
    const pupil = await student(course);
    const [first, second] = course.lessons;
    await markMeeting(course, 0, { meeting: true });
    await markMeeting(course, 1, { meeting: true });
    // A meet product of the same owner: its room is another one.
    const channel = (await Channel.findByPk(course.owner.channel.id)) as Channel;
    const meetProduct = await createProduct(channel, { type: 'meet', title: 'Reunión del canal' });

    const opened = await start(course.owner.token, first.id);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({ state: 'open', provider: '100ms', seatsTaken: 0 });
    const room = await providerRoomOfLesson(first.id);
    expect(room.enabled).toBe(true);
    expect(room.name.startsWith(`platea-lesson-${course.productId}-`)).toBe(true);

    // The other lesson and the meet product stay closed.
    expect((await meet(pupil.token, second.id)).body.state).toBe('scheduled');
    expectError(await join(pupil.token, second.id), 409, 'MEET_NOT_STARTED');
    expect(await MeetRoom.count({ where: { lessonId: second.id } })).toBe(0);
    const meetRoom = await call('GET', `/api/products/${meetProduct.id}/meet/room`, {
      token: course.owner.token,
    });
    expect(meetRoom.body).toMatchObject({ state: 'scheduled', seatsTaken: 0 });
    expect(await MeetRoom.count({ where: { productId: meetProduct.id } })).toBe(0);

    const view = await meet(pupil.token, first.id);
    expect(view.body).toMatchObject({ state: 'open', host: false, seatsTaken: null });
    expect(view.body.startedAt).not.toBeNull();

    const guest = await join(pupil.token, first.id);
    expect(guest.status, JSON.stringify(guest.body)).toBe(200);
    const guestCode = room.codes.find((c) => c.role === 'guest')?.code;
    expect(guest.body).toMatchObject({ provider: '100ms', role: 'guest', roomCode: guestCode });
    expect(guest.body.roomUrl).toBe(`https://platea-test.app.100ms.live/meeting/${guestCode}`);
    const host = await join(course.owner.token, first.id);
    expect(host.body).toMatchObject({
      role: 'host',
      roomCode: room.codes.find((c) => c.role === 'host')?.code,
    });
    expect((await meet(course.owner.token, first.id)).body).toMatchObject({ host: true, seatsTaken: 2 });
    const peer = await standin.join(room.id, { code: guest.body.roomCode, userId: String(pupil.user.id) });
    expect(peer.role).toBe('guest');

    // The second lesson opened now gets a room of its own.
    expect((await start(course.owner.token, second.id)).status).toBe(200);
    const secondRoom = await providerRoomOfLesson(second.id);
    expect(secondRoom.id).not.toBe(room.id);
    const secondGuest = await join(pupil.token, second.id);
    expect(secondGuest.body.roomCode).toBe(secondRoom.codes.find((c) => c.role === 'guest')?.code);
    expect(secondGuest.body.roomCode).not.toBe(guestCode);

    const ended = await stop(course.owner.token, first.id);
    expect(ended.body).toMatchObject({ state: 'ended', seatsTaken: 0 });
    expect(await drainQueue(connectionOf(MeetRoom), 'meets.close-room')).toBe(1);
    expect(standin.room(room.id).enabled).toBe(false);
    expect(standin.room(room.id).codes.every((c) => !c.enabled)).toBe(true);
    await expect(standin.join(room.id, { code: guest.body.roomCode })).rejects.toBeInstanceOf(StandinRefused);

    const endedView = await meet(pupil.token, first.id);
    expect(endedView.body).toMatchObject({ state: 'ended', startedAt: null });
    expect(endedView.body.endedAt).not.toBeNull();
    const after = await join(pupil.token, first.id, 'pt');
    expectError(after, 409, 'MEET_ENDED');
    expect(after.body.error.message).toBe('Esta reunião terminou');
    // Closing one lesson leaves the other open.
    expect((await meet(pupil.token, second.id)).body.state).toBe('open');
    expect(standin.room(secondRoom.id).enabled).toBe(true);
  });
});
