import {
  type Language,
  MEET_MAX_PARTICIPANTS,
  MeetRoom,
  Product,
  ProductSession,
  type User,
} from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import { sessionJson } from './product-json.ts';
import { productView } from './product-queries.ts';

/**
 * The state of a meet (spec 2 /meets/{slug}; spec 4: a meet starts and stops, and ended exists): open
 * while its room is live; scheduled while a session is still ahead (or under way, its room not started
 * yet) and no room ended after that session began; ended once no session is left. A meet without
 * sessions nor rooms is scheduled with no date yet. Joining the room itself comes with the live issue.
 */

export type MeetState = 'scheduled' | 'open' | 'ended';

/** A session without a duration is taken to last an hour (the length of the demo meets). */
const DEFAULT_MINUTES = 60;
/** How long before its session a room may open and still be that session's meeting. */
const EARLY_MINUTES = 30;

export interface MeetFacts {
  room: Pick<MeetRoom, 'status' | 'startedAt' | 'endedAt'> | null;
  sessions: Pick<ProductSession, 'id' | 'startsAt' | 'durationMinutes'>[];
}

/** The state and the session it is about (the one under way or next), decided at `now`. */
export function meetState<S extends MeetFacts['sessions'][number]>(
  room: MeetFacts['room'],
  sessions: S[],
  now: Date,
): { state: MeetState; session: S | null } {
  const sorted = [...sessions].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const endOf = (s: S) => s.startsAt.getTime() + (s.durationMinutes ?? DEFAULT_MINUTES) * 60_000;
  if (room?.status === 'live') {
    const current = sorted.find((s) => s.startsAt <= now && endOf(s) > now.getTime()) ?? null;
    return { state: 'open', session: current };
  }
  const endedAt = room?.status === 'ended' ? room.endedAt : null;
  // An ended room was that session's meeting when it ended after the session began, or opened in the
  // half hour before it (organizers open a little early); a room opened days before was a rehearsal.
  const openedAt = room?.status === 'ended' ? room.startedAt : null;
  const held = (s: S) =>
    (!!endedAt && endedAt >= s.startsAt) ||
    (!!openedAt &&
      openedAt.getTime() >= s.startsAt.getTime() - EARLY_MINUTES * 60_000 &&
      openedAt.getTime() < endOf(s));
  const ahead = sorted.find((s) => endOf(s) > now.getTime() && !held(s));
  if (ahead) return { state: 'scheduled', session: ahead };
  if (sorted.length === 0 && !room) return { state: 'scheduled', session: null };
  return { state: 'ended', session: null };
}

/** GET /api/products/{id}/meet: what the meet's page shows, for whoever may see the product. */
export async function meetView(user: User | null, productId: number, lang: Language, now = new Date()) {
  const meet = await Product.findByPk(productId, { attributes: ['id', 'type'] });
  if (meet?.type !== 'meet') throw new AppError('NOT_FOUND');
  // The product's own visibility rule (drafts and others' private products are 404).
  await productView(user, { id: productId }, lang);
  const [room, sessions] = await Promise.all([
    MeetRoom.findLatestByProduct(productId),
    ProductSession.listByProduct(productId),
  ]);
  const { state, session } = meetState(room, sessions, now);
  return {
    productId,
    state,
    session: session ? sessionJson(session, lang) : null,
    room: room ? { status: room.status, startedAt: room.startedAt, endedAt: room.endedAt } : null,
    maxParticipants: MEET_MAX_PARTICIPANTS,
  };
}
