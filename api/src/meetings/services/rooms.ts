import { randomUUID } from 'node:crypto';
import { QueryTypes, type Transaction } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import {
  Channel,
  type Language,
  MEET_MAX_PARTICIPANTS,
  MeetRoom,
  type MeetRoomKind,
  Product,
  ProductSession,
  User,
} from '../../../../models/index.ts';
import { meetState } from '../../catalogue/services/meets.ts';
import { AppError } from '../../errors.ts';
import { logger } from '../../lib/logger.ts';
import { defineJob } from '../../lib/queue.ts';
import { assertCan, can } from '../../policy.ts';
import { videoRooms } from '../providers/index.ts';
import {
  type JoinCredential,
  type RoomEvent,
  RoomProviderError,
  type RoomRole,
  RoomWebhookRefused,
  type VideoRooms,
} from '../providers/types.ts';
import { meterRehearsal } from './rehearsal-pricing.ts';

/**
 * Video rooms (issue 22; spec 1, 4, 9: a video meeting of up to 70 people that its organizer starts and
 * stops; course lessons that are meetings; the rehearsal room). The provider (providers/) holds the room;
 * this keeps what Platea must decide itself: who may enter and as what, the 70 seats, and the lifecycle
 * scheduled → open → ended. Three kinds of room share it (`RoomTarget`): a meet product's, a course
 * lesson's (lessons.ts) and a product's rehearsal room (rehearsals.ts); each says who manages it and its
 * sessions, and this does the rest the same way for all.
 *
 * - Start (its manager): a row is claimed first (`meet_rooms_one_running`: one running room per product,
 *   kind and lesson, so two starts at once make one room), then the provider's room is created and
 *   opened, then the row goes live. If the provider fails, the claim is taken back and a room it did
 *   create is closed: nothing is left half-open.
 * - Stop: the row ends and its seats are given back in one transaction, which also enqueues the closing
 *   of the provider's room (`meets.close-room`, retried): its room codes stop working even when the
 *   provider is down at that moment. A rehearsal is metered and priced in that same transaction.
 * - Join: a seat is taken under the room's row lock (exact under many joins at once), then the provider
 *   issues the credential; a provider that fails gives the seat back.
 * - The provider's events (webhooks) are applied once each and in their own order.
 */

type SessionFacts = Pick<ProductSession, 'id' | 'startsAt' | 'durationMinutes'>;

/** One room's place: whose it is, what for, and how it is scheduled. */
export interface RoomTarget {
  kind: MeetRoomKind;
  /** The meet, the course's product (a lesson), or the rehearsed product. */
  productId: number;
  lessonId: number | null;
  /** Shown by the provider's dashboard. */
  title: string;
  /** Its planned sessions (a meet's sessions; a lesson's date; none for a rehearsal). */
  sessions(): Promise<SessionFacts[]>;
}

const sql = () => connectionOf(MeetRoom);

/** How long a credential never used holds its seat. */
export const SEAT_HOLD_MINUTES = 5;
/** A claim older than this whose start never finished (its process died) is taken as abandoned. */
const CLAIM_STALE_SECONDS = 60;
/** The room id of a start under way (its claim), before the provider has made the room. */
export const PENDING = 'pending:';

export function roomsOrRefuse(manager: boolean): VideoRooms {
  const rooms = videoRooms();
  if (!rooms) throw new AppError(manager ? 'MEET_NOT_CONFIGURED' : 'MEET_UNAVAILABLE');
  return rooms;
}

/** The provider's failure as the user's error (its cause logged); anything else as it is. */
function providerFailure(err: unknown, action: string): never {
  if (err instanceof RoomProviderError) {
    logger.warn('meet.provider_failed', { action, error: err.message, status: err.status });
    throw new AppError('MEET_UNABLE_TO_CONNECT');
  }
  throw err;
}

/** The rows of one target (a lesson's rooms, a product's rehearsals, a meet's meetings). */
const targetWhere = (t: Pick<RoomTarget, 'kind' | 'productId' | 'lessonId'>) => ({
  productId: t.productId,
  kind: t.kind,
  lessonId: t.lessonId,
});

/** A product with its channel's owner (for the policy); 404 when there is none. */
export async function productWithOwner(productId: number, transaction?: Transaction) {
  const product = await Product.findByPk(productId, {
    include: [{ model: Channel, as: 'channel', attributes: ['userId'] }],
    transaction,
  });
  if (!product) throw new AppError('NOT_FOUND');
  return product;
}

const meetTarget = (product: Product): RoomTarget => ({
  kind: 'meet',
  productId: product.id,
  lessonId: null,
  title: product.title,
  sessions: () => ProductSession.listByProduct(product.id),
});

async function managedMeet(user: User, productId: number) {
  const product = await productWithOwner(productId);
  await assertCan(user, 'meeting.manage', product);
  if (product.type !== 'meet') throw new AppError('MEET_NOT_MEET');
  return meetTarget(product);
}

export interface MeetRoomAnswer {
  productId: number;
  state: 'scheduled' | 'open' | 'ended';
  provider: string | null;
  startedAt: Date | null;
  endedAt: Date | null;
  /** Seats taken now (credentials held or people in), of maxParticipants. */
  seatsTaken: number;
  maxParticipants: number;
}

async function seatsTaken(meetRoomId: number, transaction?: Transaction): Promise<number> {
  const [row] = await sql().query<{ n: number }>(
    `SELECT count(*)::int AS n FROM meet_seats
      WHERE meet_room_id = $1 AND left_at IS NULL AND (joined_at IS NOT NULL OR expires_at > now())`,
    { bind: [meetRoomId], type: QueryTypes.SELECT, transaction },
  );
  return row?.n ?? 0;
}

/** The target's newest room (running or not). */
export function latestRoom(t: RoomTarget, transaction?: Transaction) {
  return MeetRoom.findOne({ where: targetWhere(t), order: [['createdAt', 'DESC']], transaction });
}

/** The room of a target now, as its manager sees it. */
export async function roomAnswer(t: RoomTarget): Promise<MeetRoomAnswer> {
  const [room, sessions] = await Promise.all([latestRoom(t), t.sessions()]);
  const live = room && room.status === 'live' && !room.roomId.startsWith(PENDING) ? room : null;
  const { state } = meetState(live ?? (room?.status === 'ended' ? room : null), sessions, new Date());
  return {
    productId: t.productId,
    state,
    provider: room?.provider ?? null,
    startedAt: room?.startedAt ?? null,
    endedAt: room?.endedAt ?? null,
    seatsTaken: live ? await seatsTaken(live.id) : 0,
    maxParticipants: MEET_MAX_PARTICIPANTS,
  };
}

/** Opens a target's room (again after it ended: a new room); `user` is its manager, already checked. */
export async function openRoom(user: User, t: RoomTarget): Promise<void> {
  const rooms = roomsOrRefuse(true);
  const claim = await claimRoom(t, user, rooms.name);
  if (!claim) return;
  let created: string | null = null;
  try {
    // Named for the provider's dashboard: platea-{product}-{row} (a lesson's and a rehearsal's say so).
    const kind = t.kind === 'meet' ? '' : `${t.kind}-`;
    const room = await rooms.createRoom({
      name: `platea-${kind}${t.productId}-${claim.id}`,
      description: t.title,
    });
    created = room.id;
    await rooms.setEnabled(room.id, true);
    await claim.update({ roomId: room.id, status: 'live', startedAt: new Date() });
  } catch (err) {
    // Nothing half-open: the claim is taken back and a room the provider made is closed.
    await claim.destroy().catch(() => undefined);
    const made = created;
    if (made)
      // Closed by the retried job (the provider may be failing right now), or at once if even that fails.
      await sql()
        .transaction((transaction) =>
          closeRoomJob.enqueue({ provider: rooms.name, roomId: made }, transaction),
        )
        .catch(() => rooms.setEnabled(made, false).catch(() => undefined));
    providerFailure(err, 'start');
  }
}

/**
 * Claims the target's one running room (a pending row), or null when one runs already or another start
 * is under way. A claim abandoned by a process that died is taken over.
 */
async function claimRoom(t: RoomTarget, user: User, provider: string): Promise<MeetRoom | null> {
  return sql().transaction(async (transaction) => {
    const running = await MeetRoom.findOne({
      where: { ...targetWhere(t), status: ['idle', 'live'] },
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (running?.status === 'live') return null;
    if (running) {
      const age = (Date.now() - running.createdAt.getTime()) / 1000;
      if (age < CLAIM_STALE_SECONDS) return null;
      await running.destroy({ transaction });
    }
    try {
      return await MeetRoom.create(
        {
          ...targetWhere(t),
          startedBy: user.id,
          provider,
          roomId: `${PENDING}${randomUUID()}`,
          startedAt: null,
          endedAt: null,
        },
        { transaction },
      );
    } catch (err) {
      if (err instanceof Error && err.name === 'SequelizeUniqueConstraintError') return null;
      throw err;
    }
  });
}

/** Closes a provider's room (stop, or a start that could not finish): retried until the provider answers. */
export const closeRoomJob = defineJob<{ provider: string; roomId: string }>(
  'meets.close-room',
  { retryLimit: 20, retryDelay: 15, retryBackoff: true, expireInSeconds: 60 },
  async ({ provider, roomId }) => {
    const rooms = videoRooms();
    if (!rooms || rooms.name !== provider) {
      logger.warn('meet.close_skipped', { provider, roomId, reason: 'provider not configured' });
      return;
    }
    await rooms.setEnabled(roomId, false);
  },
);

/**
 * Ends a live room in the caller's transaction (the row locked by the caller): its seats given back, a
 * rehearsal metered, the provider's room closed by the retried job.
 */
async function endRoom(room: MeetRoom, at: Date, transaction: Transaction) {
  await room.update({ status: 'ended', endedAt: at }, { transaction });
  await sql().query('UPDATE meet_seats SET left_at = $2 WHERE meet_room_id = $1 AND left_at IS NULL', {
    bind: [room.id, at],
    transaction,
  });
  if (room.kind === 'rehearsal') await meterRehearsal(room, transaction);
  await closeRoomJob.enqueue({ provider: room.provider, roomId: room.roomId }, transaction);
}

/** Ends a target's running room, if any; its credentials stop working. */
export async function closeRoom(t: RoomTarget): Promise<void> {
  await sql().transaction(async (transaction) => {
    const room = await MeetRoom.findOne({
      where: { ...targetWhere(t), status: 'live' },
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (room) await endRoom(room, new Date(), transaction);
  });
}

/**
 * Ends the running rooms of lessons that stop being meetings or go away (in the caller's transaction,
 * before the rows cascade): their provider rooms are closed by the retried job, nothing left open.
 */
export async function endLessonRooms(lessonIds: number[], transaction: Transaction): Promise<void> {
  if (lessonIds.length === 0) return;
  const rooms = await MeetRoom.findAll({
    where: { kind: 'lesson', lessonId: lessonIds, status: ['idle', 'live'] },
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  const now = new Date();
  for (const room of rooms)
    if (room.status === 'live' && !room.roomId.startsWith(PENDING)) await endRoom(room, now, transaction);
    else await room.destroy({ transaction });
}

/** A rehearsal nobody has been in for this long ends by itself (its minutes stop at the last one out). */
export const REHEARSAL_IDLE_MINUTES = 15;

/**
 * Ends the rehearsals left open with nobody in (maintenance sweep): no seat of ours held, the provider
 * counting nobody, and no one come or gone for REHEARSAL_IDLE_MINUTES. Each is metered up to its last
 * activity (its opening, a credential issued, the last person out), so a room forgotten open costs
 * nothing more. A provider that does not answer leaves the room for the next sweep.
 */
export async function endIdleRehearsals(idleMinutes = REHEARSAL_IDLE_MINUTES): Promise<number> {
  const idle = await sql().query<{ id: number; last: Date }>(
    `SELECT r.id, greatest(r.started_at, max(s.left_at), max(s.issued_at), max(s.joined_at)) AS last
       FROM meet_rooms r LEFT JOIN meet_seats s ON s.meet_room_id = r.id
      WHERE r.kind = 'rehearsal' AND r.status = 'live' AND r.started_at IS NOT NULL
      GROUP BY r.id
     HAVING count(s.id) FILTER (WHERE s.left_at IS NULL AND (s.joined_at IS NOT NULL OR s.expires_at > now())) = 0
        AND greatest(r.started_at, max(s.left_at), max(s.issued_at), max(s.joined_at))
            < now() - make_interval(mins => $1)`,
    { bind: [idleMinutes], type: QueryTypes.SELECT },
  );
  const rooms = videoRooms();
  let ended = 0;
  for (const { id, last } of idle) {
    const row = await MeetRoom.findByPk(id);
    if (row?.status !== 'live') continue;
    if (rooms && rooms.name === row.provider) {
      const peers = await rooms.peers(row.roomId).catch(() => null);
      if (peers === null || peers.length > 0) continue;
    }
    ended += await sql().transaction(async (transaction) => {
      const room = await MeetRoom.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
      if (room?.status !== 'live') return 0;
      await endRoom(room, new Date(last), transaction);
      return 1;
    });
  }
  return ended;
}

/** POST /api/products/{id}/meet/start: opens the meet's room (again after it ended: a new room). */
export async function startMeet(user: User, productId: number): Promise<MeetRoomAnswer> {
  const target = await managedMeet(user, productId);
  await openRoom(user, target);
  return roomAnswer(target);
}

/** POST /api/products/{id}/meet/stop: ends the meet; its credentials stop working. */
export async function stopMeet(user: User, productId: number): Promise<MeetRoomAnswer> {
  const target = await managedMeet(user, productId);
  await closeRoom(target);
  return roomAnswer(target);
}

/** GET /api/products/{id}/meet/room: the room now, for its organizer. */
export async function meetRoomView(user: User, productId: number): Promise<MeetRoomAnswer> {
  return roomAnswer(await managedMeet(user, productId));
}

const dateIn = (lang: Language, at: Date) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(
    at,
  );

/** POST /api/products/{id}/meet/join: a seat and what the browser needs to enter, as host or guest. */
export async function joinMeet(user: User, productId: number, lang: Language): Promise<JoinCredential> {
  const product = await productWithOwner(productId);
  if (product.type !== 'meet') throw new AppError('MEET_NOT_MEET');
  const manager = (await can(user, 'meeting.manage', product)).allowed;
  if (!manager) {
    // A ticket for a session still ahead is a place: the room's own state says when it opens (or lets
    // them in, when its organizer opened it early).
    const verdict = await can(user, 'meeting.join', { productId: product.id, product });
    if (!verdict.allowed && verdict.access?.reason !== 'not_yet') throw new AppError(verdict.error);
  }
  return takeSeat(user, meetTarget(product), manager ? 'host' : 'guest', lang);
}

/**
 * A seat in the target's open room and the provider's credential for it, as `role` (the caller decided
 * who may enter as what). Refuses with the room's state when it is not open.
 */
export async function takeSeat(
  user: User,
  t: RoomTarget,
  role: RoomRole,
  lang: Language,
): Promise<JoinCredential> {
  const rooms = roomsOrRefuse(role === 'host');
  const seat = await sql().transaction(async (transaction) => {
    const room = await MeetRoom.findOne({
      where: { ...targetWhere(t), status: 'live' },
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!room || room.roomId.startsWith(PENDING)) {
      if (t.kind === 'rehearsal') throw new AppError('MEET_NOT_STARTED');
      const [latest, sessions] = await Promise.all([
        MeetRoom.findOne({
          where: { ...targetWhere(t), status: 'ended' },
          order: [['endedAt', 'DESC']],
          transaction,
        }),
        t.sessions(),
      ]);
      const { state, session } = meetState(latest, sessions, new Date());
      if (state === 'ended') throw new AppError('MEET_ENDED');
      if (session) throw new AppError('MEET_NOT_OPEN_YET', { date: dateIn(lang, session.startsAt) });
      throw new AppError('MEET_NOT_STARTED');
    }
    // The seats taken by others (the user's own, if any, is theirs again).
    const [{ n }] = await sql().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM meet_seats
        WHERE meet_room_id = $1 AND user_id <> $2 AND left_at IS NULL
          AND (joined_at IS NOT NULL OR expires_at > now())`,
      { bind: [room.id, user.id], type: QueryTypes.SELECT, transaction },
    );
    if (n >= MEET_MAX_PARTICIPANTS) throw new AppError('MEET_FULL', { max: MEET_MAX_PARTICIPANTS });
    await sql().query(
      `INSERT INTO meet_seats (meet_room_id, user_id, role, issued_at, expires_at)
       VALUES ($1, $2, $3, now(), now() + make_interval(mins => $4))
       ON CONFLICT (meet_room_id, user_id) DO UPDATE
         SET role = EXCLUDED.role, issued_at = now(), left_at = NULL,
             expires_at = GREATEST(meet_seats.expires_at, EXCLUDED.expires_at)`,
      { bind: [room.id, user.id, role, SEAT_HOLD_MINUTES], transaction },
    );
    return { meetRoomId: room.id, roomId: room.roomId };
  });

  try {
    return await rooms.credential(seat.roomId, { userId: String(user.id), role, name: user.name ?? '' });
  } catch (err) {
    // No credential, no seat: it is given back (unless the provider already says they are in).
    await sql()
      .query(
        'UPDATE meet_seats SET expires_at = now() WHERE meet_room_id = $1 AND user_id = $2 AND joined_at IS NULL',
        {
          bind: [seat.meetRoomId, user.id],
        },
      )
      .catch(() => undefined);
    providerFailure(err, 'join');
  }
}

/**
 * POST /api/meetings/webhooks/{provider}: a provider's event, verified by the provider (a forged one is
 * refused), applied at most once, and only when it is newer than what its seat last heard (events come
 * late and twice): a peer that joined holds its seat, one that left gives it back, a closed session
 * gives back every seat.
 */
export async function receiveRoomEvent(
  providerName: string,
  request: Request,
): Promise<{ duplicate: boolean }> {
  const rooms = videoRooms();
  if (!rooms || rooms.name !== providerName) throw new AppError('NOT_FOUND');
  let event: RoomEvent;
  try {
    event = await rooms.readEvent(request);
  } catch (err) {
    if (err instanceof RoomWebhookRefused) throw new AppError('MEET_WEBHOOK_REFUSED');
    throw err;
  }
  return sql().transaction(async (transaction) => {
    const [fresh] = await sql().query<{ event_id: string }>(
      `INSERT INTO meet_events (provider, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
      { bind: [rooms.name, event.eventId], type: QueryTypes.SELECT, transaction },
    );
    if (!fresh) return { duplicate: true };
    if (event.type === 'ignored') return { duplicate: false };
    const room = await MeetRoom.findOne({
      where: { provider: rooms.name, roomId: event.roomId },
      transaction,
    });
    if (!room) return { duplicate: false };
    if (event.type === 'session.closed') {
      // Everyone left a rehearsal: it ends there (its minutes stop counting).
      if (room.kind === 'rehearsal' && room.status === 'live') {
        await room.reload({ transaction, lock: transaction.LOCK.UPDATE });
        if (room.status === 'live')
          await endRoom(room, event.at > new Date() ? new Date() : event.at, transaction);
        return { duplicate: false };
      }
      await sql().query(
        `UPDATE meet_seats SET left_at = $2, last_event_at = $2
          WHERE meet_room_id = $1 AND left_at IS NULL AND (last_event_at IS NULL OR last_event_at <= $2)`,
        { bind: [room.id, event.at], transaction },
      );
      return { duplicate: false };
    }
    if (event.type !== 'peer.joined' && event.type !== 'peer.left') return { duplicate: false };
    const userId = Number(event.userId);
    if (!Number.isSafeInteger(userId) || userId <= 0) return { duplicate: false };
    const joined = event.type === 'peer.joined';
    // A peer the provider let in without a credential of ours (a shared room code) still counts.
    await sql().query(
      `INSERT INTO meet_seats (meet_room_id, user_id, role, issued_at, expires_at, joined_at, left_at, last_event_at)
       SELECT $1, u.id, $3, $4, $4, CASE WHEN $5 THEN $4::timestamptz END, CASE WHEN $5 THEN NULL ELSE $4::timestamptz END, $4
         FROM users u WHERE u.id = $2
       ON CONFLICT (meet_room_id, user_id) DO UPDATE
         SET joined_at = CASE WHEN $5 THEN $4::timestamptz ELSE meet_seats.joined_at END,
             left_at = CASE WHEN $5 THEN NULL ELSE $4::timestamptz END,
             last_event_at = $4
         WHERE meet_seats.last_event_at IS NULL OR meet_seats.last_event_at <= $4`,
      {
        bind: [room.id, userId, event.role === 'host' ? 'host' : 'guest', event.at, joined],
        transaction,
      },
    );
    return { duplicate: false };
  });
}

/** Someone in a room now: the provider's count, with the name of our user it says it is. */
export interface NamedPeer {
  peerId: string;
  userId: string | null;
  name: string | null;
  role: string;
  joinedAt: Date | null;
}

/** Who is in a target's room now, as the provider counts them, named from our users. */
export async function peersOf(t: RoomTarget): Promise<NamedPeer[]> {
  const room = await MeetRoom.findOne({ where: { ...targetWhere(t), status: 'live' } });
  if (!room || room.roomId.startsWith(PENDING)) return [];
  const rooms = roomsOrRefuse(true);
  let peers: Awaited<ReturnType<VideoRooms['peers']>>;
  try {
    peers = await rooms.peers(room.roomId);
  } catch (err) {
    providerFailure(err, 'peers');
  }
  const ids = [
    ...new Set(peers.map((p) => Number(p.userId)).filter((id) => Number.isSafeInteger(id) && id > 0)),
  ];
  const users = ids.length ? await User.findAll({ where: { id: ids }, attributes: ['id', 'name'] }) : [];
  const names = new Map(users.map((u) => [String(u.id), u.name ?? null]));
  return peers.map((p) => ({ ...p, name: (p.userId && names.get(p.userId)) || null }));
}

/** GET /api/products/{id}/meet/peers: who is in the meet now (the organizer's panel). */
export async function meetPeers(user: User, productId: number) {
  return peersOf(await managedMeet(user, productId));
}
