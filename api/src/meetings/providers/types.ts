/**
 * Video rooms (issue 22: meets of up to 70 people, lessons that are meetings, the rehearsal room) sit
 * behind one interface, as payments (commerce/payments) and media storage (media/storage) do: the
 * meetings service never knows which provider serves a room. 100ms is the first (hms.ts); tests run it
 * unchanged against a local stand-in of its REST API (tests/api/helpers/hms-standin.ts, labelled so).
 */

/** A participant's role in a room: the organizer's team hosts, ticket holders and students are guests. */
export type RoomRole = 'host' | 'guest';

/** A room as the provider keeps it. */
export interface ProviderRoom {
  /** The provider's id of the room (stored in meet_rooms.room_id). */
  id: string;
  /** Whether the provider lets people in (room codes enabled). */
  enabled: boolean;
}

/** What a browser needs to enter a room (the answer of POST /api/products/{id}/meet/join). */
export interface JoinCredential {
  provider: string;
  role: RoomRole;
  /** The room code of this role (100ms's prebuilt room opens on it). */
  roomCode: string;
  /** Where the prebuilt room of this code is, for the page's iframe (null: the client joins by SDK). */
  roomUrl: string | null;
  /** An auth token for the SDK, when the provider issues one for this user (short-lived), else null. */
  token: string | null;
  expiresAt: Date | null;
}

/** Someone in a room now, as the provider counts them. */
export interface RoomPeer {
  peerId: string;
  /** Our user id, as given at join (the provider's `user_id`), or null when unknown. */
  userId: string | null;
  /** 'host' or 'guest' when it is the provider's name of one of ours, else the provider's role name. */
  role: string;
  joinedAt: Date | null;
}

/**
 * A provider's event, already verified as coming from it (a forged one never gets here): a peer came or
 * left, a session of the room opened or closed. `eventId` makes it idempotent (kept once per provider);
 * `at` orders it (events may come late or twice). A peer's `role` reads as RoomPeer's. An ignored event
 * that names no room has `roomId` ''.
 */
export type RoomEvent = {
  eventId: string;
  roomId: string;
  at: Date;
} & (
  | { type: 'peer.joined' | 'peer.left'; peerId: string; userId: string | null; role: string | null }
  | { type: 'session.opened' | 'session.closed'; sessionId: string }
  | { type: 'ignored' }
);

/** A provider's call that failed or did not answer in time: the caller answers 503, nothing half-open. */
export class RoomProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'RoomProviderError';
  }
}

export interface VideoRooms {
  readonly name: string;
  /** Creates a room (disabled until opened) named after our product; answers its provider id. */
  createRoom(input: { name: string; description?: string }): Promise<ProviderRoom>;
  /** Lets people in (true) or stops every way in and ends the room's session (false). */
  setEnabled(roomId: string, enabled: boolean): Promise<void>;
  /** What the browser of `userId` needs to enter `roomId` as `role`. */
  credential(
    roomId: string,
    input: { userId: string; role: RoomRole; name: string },
  ): Promise<JoinCredential>;
  /** Who is in the room now (empty when no session is under way). */
  peers(roomId: string): Promise<RoomPeer[]>;
  /**
   * Verifies a webhook request (its secret or signature) and reads its event; throws
   * `RoomWebhookRefused` when it is not the provider's.
   */
  readEvent(request: Request): Promise<RoomEvent>;
}

/** A webhook that is not the provider's (no or wrong secret, unreadable body). */
export class RoomWebhookRefused extends Error {
  constructor(message = 'webhook refused') {
    super(message);
    this.name = 'RoomWebhookRefused';
  }
}
