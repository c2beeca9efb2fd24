import { type Language, MEET_MAX_PARTICIPANTS, MeetRoom, type User } from '../../../../models/index.ts';
import { logger } from '../../lib/logger.ts';
import { assertCan } from '../../policy.ts';
import { REHEARSAL_CENTS_PER_HOUR, type Rehearsal, rehearsalFreeMinutes } from '../../shared/rehearsal.ts';
import type { JoinCredential } from '../providers/types.ts';
import { rehearsalMinutesUsed } from './rehearsal-pricing.ts';
import {
  closeRoom,
  openRoom,
  peersOf,
  productWithOwner,
  type RoomTarget,
  roomAnswer,
  roomsOrRefuse,
  takeSeat,
} from './rooms.ts';

/**
 * The rehearsal room (issue 22; spec 9: "Rehearsal room: 1 hour free if broadcasting, else 5 euro per
 * hour"): a private room on any product of the organizer's, for their team to try the show before it is
 * seen. Its manager (the channel's owner or an administrator) opens it, enters as host and may hand the
 * team a guest link; nobody else can reach it. Its minutes are metered from opening to closing (or to
 * when the last person left it, as the provider tells) and priced when it ends (rehearsal-pricing.ts).
 */

async function managedRehearsal(user: User, productId: number) {
  const product = await productWithOwner(productId);
  await assertCan(user, 'meeting.manage', product);
  const target: RoomTarget = {
    kind: 'rehearsal',
    productId: product.id,
    lessonId: null,
    title: `Rehearsal · ${product.title}`,
    sessions: async () => [],
  };
  return { product, target };
}

/** The link the team enters by (the provider's guest room, for anyone holding it), while it is open. */
async function teamUrl(roomId: string): Promise<string | null> {
  try {
    const credential = await roomsOrRefuse(true).credential(roomId, {
      userId: 'team',
      role: 'guest',
      name: '',
    });
    return credential.roomUrl;
  } catch (err) {
    logger.warn('rehearsal.team_link_failed', {
      roomId,
      error: err instanceof Error ? err.message : String(err),
    });
    return null;
  }
}

/** GET /api/products/{id}/rehearsal: the room, its price and what it has cost so far. */
export async function rehearsalView(user: User, productId: number): Promise<Rehearsal> {
  const { product, target } = await managedRehearsal(user, productId);
  return describe(product.type, target);
}

async function describe(productType: string, target: RoomTarget): Promise<Rehearsal> {
  const [answer, used, ended, live] = await Promise.all([
    roomAnswer(target),
    rehearsalMinutesUsed(target.productId),
    MeetRoom.findAll({
      where: { productId: target.productId, kind: 'rehearsal', status: 'ended' },
      order: [['endedAt', 'DESC']],
      limit: 20,
    }),
    MeetRoom.findOne({ where: { productId: target.productId, kind: 'rehearsal', status: 'live' } }),
  ]);
  const open = answer.state === 'open' && !!live;
  const freeMinutes = rehearsalFreeMinutes(productType);
  return {
    productId: target.productId,
    state: open ? 'open' : 'idle',
    provider: answer.provider,
    startedAt: open ? (answer.startedAt?.toISOString() ?? null) : null,
    seatsTaken: answer.seatsTaken,
    maxParticipants: MEET_MAX_PARTICIPANTS,
    teamUrl: open && live ? await teamUrl(live.roomId) : null,
    pricing: {
      centsPerHour: REHEARSAL_CENTS_PER_HOUR,
      freeMinutes,
      freeMinutesLeft: Math.max(0, freeMinutes - used.minutes),
    },
    usedMinutes: used.minutes,
    chargedCents: used.cents,
    history: ended.flatMap((r) =>
      r.startedAt && r.endedAt
        ? [
            {
              startedAt: r.startedAt.toISOString(),
              endedAt: r.endedAt.toISOString(),
              minutes: r.billedMinutes ?? 0,
              chargeCents: r.chargeCents ?? 0,
            },
          ]
        : [],
    ),
  };
}

/** POST /api/products/{id}/rehearsal/start */
export async function startRehearsal(user: User, productId: number): Promise<Rehearsal> {
  const { product, target } = await managedRehearsal(user, productId);
  await openRoom(user, target);
  return describe(product.type, target);
}

/** POST /api/products/{id}/rehearsal/stop: ends it, metered and priced. */
export async function stopRehearsal(user: User, productId: number): Promise<Rehearsal> {
  const { product, target } = await managedRehearsal(user, productId);
  await closeRoom(target);
  return describe(product.type, target);
}

/** POST /api/products/{id}/rehearsal/join: its manager enters as host. */
export async function joinRehearsal(user: User, productId: number, lang: Language): Promise<JoinCredential> {
  const { target } = await managedRehearsal(user, productId);
  return takeSeat(user, target, 'host', lang);
}

/** GET /api/products/{id}/rehearsal/peers */
export async function rehearsalPeers(user: User, productId: number) {
  return peersOf((await managedRehearsal(user, productId)).target);
}
