import type { Language, User } from '../../../../models/index.ts';
import { MEET_MAX_PARTICIPANTS } from '../../../../models/index.ts';
import { meetState } from '../../catalogue/services/meets.ts';
import { AppError } from '../../errors.ts';
import { lessonContext, requireCourseAccess } from '../../learning/services/learning.ts';
import { can } from '../../policy.ts';
import type { JoinCredential } from '../providers/types.ts';
import {
  closeRoom,
  latestRoom,
  type MeetRoomAnswer,
  openRoom,
  peersOf,
  type RoomTarget,
  roomAnswer,
  takeSeat,
} from './rooms.ts';

/**
 * Lessons that are meetings (issue 22; spec 2: a lesson has "a live or meet url"): a lesson marked
 * `meeting` is held in Platea's own rooms, the same as a meet product's. The course's owner (or an
 * administrator) opens and closes it and enters as host; whoever may follow the course enters as a
 * guest. Its date (`meetStartsAt`, optional) is its one session: the waiting screen counts down to it.
 */

async function lessonRoom(lessonId: number) {
  const { lesson, product } = await lessonContext(lessonId);
  if (!lesson.meeting) throw new AppError('LESSON_NOT_MEETING');
  const target: RoomTarget = {
    kind: 'lesson',
    productId: product.id,
    lessonId: lesson.id,
    title: `${product.title} · ${lesson.title}`,
    sessions: async () =>
      lesson.meetStartsAt
        ? [{ id: lesson.id, startsAt: lesson.meetStartsAt, durationMinutes: lesson.durationMinutes }]
        : [],
  };
  return { lesson, product, target };
}

/** The lesson's room, for its course's manager (404 for anyone else, as the course's editing is). */
async function managedLesson(user: User, lessonId: number) {
  const found = await lessonRoom(lessonId);
  const verdict = await can(user, 'meeting.manage', found.product);
  if (!verdict.allowed) throw new AppError(verdict.error);
  return found.target;
}

/** POST /api/lessons/{id}/meet/start */
export async function startLessonMeet(user: User, lessonId: number): Promise<MeetRoomAnswer> {
  const target = await managedLesson(user, lessonId);
  await openRoom(user, target);
  return roomAnswer(target);
}

/** POST /api/lessons/{id}/meet/stop */
export async function stopLessonMeet(user: User, lessonId: number): Promise<MeetRoomAnswer> {
  const target = await managedLesson(user, lessonId);
  await closeRoom(target);
  return roomAnswer(target);
}

/** GET /api/lessons/{id}/meet/peers */
export async function lessonMeetPeers(user: User, lessonId: number) {
  return peersOf(await managedLesson(user, lessonId));
}

/**
 * GET /api/lessons/{id}/meet: the lesson's meeting as its page shows it, for its students and its
 * course's manager (`host` says which): open, scheduled (with its date, if it has one) or ended.
 */
export async function lessonMeetView(user: User, lessonId: number) {
  const { lesson, product, target } = await lessonRoom(lessonId);
  const host = (await can(user, 'meeting.manage', product)).allowed;
  if (!host) await requireCourseAccess(user, product);
  const [room, answer] = await Promise.all([latestRoom(target), roomAnswer(target)]);
  const { session } = meetState(room, await target.sessions(), new Date());
  return {
    lessonId: lesson.id,
    state: answer.state,
    startsAt: session?.startsAt ?? lesson.meetStartsAt ?? null,
    startedAt: answer.state === 'open' ? answer.startedAt : null,
    endedAt: answer.state === 'ended' ? answer.endedAt : null,
    host,
    seatsTaken: host ? answer.seatsTaken : null,
    maxParticipants: MEET_MAX_PARTICIPANTS,
  };
}

/** POST /api/lessons/{id}/meet/join: the course's manager as host, its students as guests. */
export async function joinLessonMeet(user: User, lessonId: number, lang: Language): Promise<JoinCredential> {
  const { product, target } = await lessonRoom(lessonId);
  const host = (await can(user, 'meeting.manage', product)).allowed;
  if (!host) await requireCourseAccess(user, product);
  return takeSeat(user, target, host ? 'host' : 'guest', lang);
}
