import { QueryTypes, type Transaction } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { Channel, ChatMessage, Product, User } from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import { assertCan, can } from '../../policy.ts';
import { getSetting } from '../../settings/services/config.ts';
import {
  CHAT_FLOOD,
  CHAT_HISTORY_LIMIT,
  CHAT_PRODUCT_TYPES,
  type ChatAnswer,
  type ChatBanAnswer,
  type ChatMessageAnswer,
  type ChatMessageState,
  type ChatRoomAnswer,
} from '../../shared/chat.ts';
import { signalRoom } from '../hub.ts';

/**
 * The chat of every live moment (issue 21; spec 1 and 4; Owncast's moderation, plus the spec's
 * pre-moderation). Every write to a room runs under the room's advisory lock, so revisions are committed
 * in the order they are taken: a reader asking for "after revision N" never misses one that commits late.
 * After the commit the room is signalled (`chat:{productId}`, coalesced per room by the hub), with the
 * revision (the switches signal `chat-room:{productId}`).
 */

const sql = () => connectionOf(ChatMessage);
export const chatRoomName = (productId: number) => `chat:${productId}`;
/** The room signalled when its switches change (apart: the hub coalesces each room's signals into one). */
export const chatSwitchesName = (productId: number) => `chat-room:${productId}`;

/** Advisory lock class of chat rooms (its second key is the product id). */
const ROOM_LOCK = 2101;

interface MessageRow {
  id: number;
  product_id: number;
  user_id: number;
  author_name: string;
  text: string;
  status: ChatMessageState;
  revision: string;
  created_at: Date;
}

const MESSAGE_COLUMNS = `m.id, m.product_id, m.user_id, coalesce(u.name, '') AS author_name, m.text, m.status,
  m.revision::text AS revision, m.created_at`;

export const messageJson = (r: MessageRow): ChatMessageAnswer => ({
  id: r.id,
  productId: r.product_id,
  author: { id: r.user_id, name: r.author_name },
  text: r.text,
  state: r.status,
  revision: r.revision,
  createdAt: r.created_at.toISOString(),
});

/** Who reads: whether a pending message of someone else's is theirs to see. */
export interface Reader {
  userId: number;
  moderator: boolean;
}

/**
 * What a reader is shown of a message's current state: the message (approved, or pending and theirs or
 * theirs to moderate), its removal (hidden), or nothing (someone else's pending message).
 */
export function shownTo(
  reader: Reader,
  m: ChatMessageAnswer,
): ChatMessageAnswer | { removed: number } | null {
  if (m.state === 'hidden') return { removed: m.id };
  if (m.state === 'pending' && !reader.moderator && m.author.id !== reader.userId) return null;
  return m;
}

/** The product of a chat: one of a live moment's types, else no chat to speak of (404). */
async function chatProduct(productId: number) {
  const product = await Product.findByPk(productId, { include: [{ model: Channel, as: 'channel' }] });
  if (!product || !(CHAT_PRODUCT_TYPES as readonly string[]).includes(product.type)) {
    throw new AppError('NOT_FOUND');
  }
  return product;
}

/** May `user` read this chat, and moderate it? (Refuses as the policy says.) */
export async function chatAccess(user: User, productId: number) {
  const product = await chatProduct(productId);
  await assertCan(user, 'chat.read', { productId, product });
  const moderator = (await can(user, 'chat.moderate', product)).allowed;
  return { product, reader: { userId: user.id, moderator } };
}

interface RoomRow {
  disabled: boolean;
  slow_mode_seconds: number;
  links_allowed: boolean;
}

/** The room's switches (defaults until a moderator sets one) and the site's moderated chat. */
export async function roomOf(productId: number, transaction?: Transaction): Promise<ChatRoomAnswer> {
  const [rows, site] = await Promise.all([
    sql().query<RoomRow>(
      'SELECT disabled, slow_mode_seconds, links_allowed FROM chat_rooms WHERE product_id = $1',
      { bind: [productId], type: QueryTypes.SELECT, transaction },
    ),
    getSetting('site'),
  ]);
  const row = rows[0];
  return {
    productId,
    disabled: row?.disabled ?? false,
    slowModeSeconds: row?.slow_mode_seconds ?? 0,
    linksAllowed: row?.links_allowed ?? false,
    moderated: site.moderatedChat,
  };
}

/**
 * The messages of a room changed after `after` (oldest first, at most `limit`): what a room reader or a
 * resuming subscriber has not seen yet, in every state (the reader filters with shownTo).
 */
export async function changesAfter(productId: number, after: string, limit = 500) {
  const rows = await sql().query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN users u ON u.id = m.user_id
      WHERE m.product_id = $1 AND m.revision > $2::bigint ORDER BY m.revision LIMIT $3`,
    { bind: [productId, after, limit], type: QueryTypes.SELECT },
  );
  return rows.map(messageJson);
}

/** The room's last revision (0 when it has none). */
export async function lastRevision(productId: number): Promise<string> {
  const [row] = await sql().query<{ revision: string }>(
    `SELECT coalesce(max(revision), 0)::text AS revision FROM chat_messages WHERE product_id = $1`,
    { bind: [productId], type: QueryTypes.SELECT },
  );
  return row.revision;
}

/** GET /api/products/{id}/chat: the newest messages the caller may see, and the cursor to follow from. */
export async function chatHistory(user: User, productId: number): Promise<ChatAnswer> {
  const { reader } = await chatAccess(user, productId);
  // One statement, one snapshot: the cursor and the messages agree.
  const rows = await sql().query<MessageRow & { cursor: string }>(
    `WITH cursor AS (SELECT coalesce(max(revision), 0) AS revision FROM chat_messages WHERE product_id = $1)
     SELECT ${MESSAGE_COLUMNS}, (SELECT revision FROM cursor)::text AS cursor
       FROM (SELECT 1) one
       LEFT JOIN LATERAL (
         SELECT * FROM chat_messages m
          WHERE m.product_id = $1
            AND (m.status = 'approved' OR (m.status = 'pending' AND ($2 OR m.user_id = $3)))
          ORDER BY m.created_at DESC, m.id DESC LIMIT $4
       ) m ON true
       LEFT JOIN users u ON u.id = m.user_id`,
    {
      bind: [productId, reader.moderator, user.id, CHAT_HISTORY_LIMIT],
      type: QueryTypes.SELECT,
    },
  );
  const [room, banned] = await Promise.all([roomOf(productId), isBanned(productId, user.id)]);
  return {
    room,
    messages: rows
      .filter((r) => r.id !== null)
      .map(messageJson)
      .reverse(),
    cursor: rows[0]?.cursor ?? '0',
    moderator: reader.moderator,
    banned,
  };
}

async function isBanned(productId: number, userId: number, transaction?: Transaction) {
  const rows = await sql().query('SELECT 1 FROM chat_bans WHERE product_id = $1 AND user_id = $2', {
    bind: [productId, userId],
    type: QueryTypes.SELECT,
    transaction,
  });
  return rows.length > 0;
}

/** Runs `write` under the room's lock, then signals the room with what it answers (the new revision). */
async function inRoom<T>(
  productId: number,
  write: (transaction: Transaction) => Promise<{ result: T; revision: string | null }>,
): Promise<T> {
  const { result, revision } = await sql().transaction(async (transaction) => {
    await sql().query('SELECT pg_advisory_xact_lock($1, $2)', {
      bind: [ROOM_LOCK, productId],
      transaction,
    });
    return write(transaction);
  });
  if (revision !== null) await signalRoom(chatRoomName(productId), revision);
  return result;
}

/** A refusal decided inside the room's transaction, raised after it committed (a wait is kept). */
type Refusal = { refused: AppError };

/**
 * POST /api/products/{id}/chat: a ticket holder's or the owner's message. Moderators post approved and
 * are held by no switch; a viewer is refused while the chat is disabled or they are banned, told to wait
 * by slow mode, and by flood control past 3 messages in 2 s (then 10 s of silence, kept in chat_waits so
 * every process agrees). With the site's moderated chat on, a viewer's message is pending.
 */
export async function postMessage(user: User, productId: number, text: string): Promise<ChatMessageAnswer> {
  const product = await chatProduct(productId);
  await assertCan(user, 'chat.post', { productId, product });
  const moderator = (await can(user, 'chat.moderate', product)).allowed;
  const outcome = await inRoom<ChatMessageAnswer | Refusal>(productId, async (transaction) => {
    const room = await roomOf(productId, transaction);
    if (!moderator) {
      const refused = await refusal(user.id, productId, room, transaction);
      if (refused) return { result: { refused }, revision: null };
    }
    const [row] = await sql().query<MessageRow>(
      `INSERT INTO chat_messages (product_id, user_id, text, status) VALUES ($1, $2, $3, $4)
       RETURNING id, product_id, user_id, $5::text AS author_name, text, status, revision::text AS revision, created_at`,
      {
        bind: [
          productId,
          user.id,
          text,
          room.moderated && !moderator ? 'pending' : 'approved',
          user.name ?? '',
        ],
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    const json = messageJson(row);
    return { result: json, revision: json.revision };
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome;
}

/** Why a viewer may not post now, or null. Flood control writes its wait (committed with the refusal). */
async function refusal(userId: number, productId: number, room: ChatRoomAnswer, transaction: Transaction) {
  if (room.disabled) return new AppError('CHAT_DISABLED');
  if (await isBanned(productId, userId, transaction)) return new AppError('CHAT_BANNED');
  const [state] = await sql().query<{ wait: number | null; recent: number; since_last: number | null }>(
    `SELECT
       (SELECT ceil(extract(epoch FROM until - now()))::int FROM chat_waits
         WHERE product_id = $1 AND user_id = $2 AND until > now()) AS wait,
       (SELECT count(*)::int FROM chat_messages WHERE product_id = $1 AND user_id = $2
         AND created_at > now() - make_interval(secs => $3)) AS recent,
       (SELECT extract(epoch FROM now() - max(created_at))::float FROM chat_messages
         WHERE product_id = $1 AND user_id = $2) AS since_last`,
    { bind: [productId, userId, CHAT_FLOOD.windowSeconds], type: QueryTypes.SELECT, transaction },
  );
  const tooFast = (seconds: number) =>
    new AppError('CHAT_TOO_FAST', { seconds }, undefined, { 'Retry-After': String(seconds) });
  if (state.wait !== null) return tooFast(Math.max(1, state.wait));
  if (state.recent >= CHAT_FLOOD.messages) {
    await sql().query(
      `INSERT INTO chat_waits (product_id, user_id, until)
       VALUES ($1, $2, now() + make_interval(secs => $3))
       ON CONFLICT (product_id, user_id) DO UPDATE SET until = EXCLUDED.until`,
      { bind: [productId, userId, CHAT_FLOOD.waitSeconds], transaction },
    );
    return tooFast(CHAT_FLOOD.waitSeconds);
  }
  if (room.slowModeSeconds > 0 && state.since_last !== null && state.since_last < room.slowModeSeconds) {
    const seconds = Math.max(1, Math.ceil(room.slowModeSeconds - state.since_last));
    return new AppError('CHAT_SLOW_MODE', { seconds }, undefined, { 'Retry-After': String(seconds) });
  }
  return null;
}

/** The moderator's own check: the product's owner or an administrator (403 for a viewer, 404 otherwise). */
async function moderating(user: User, productId: number) {
  const product = await chatProduct(productId);
  const verdict = await can(user, 'chat.moderate', product);
  if (verdict.allowed) return product;
  // A chat the caller cannot even read is not confirmed to exist.
  const reads = await can(user, 'chat.read', { productId, product });
  throw new AppError(reads.allowed ? verdict.error : 'NOT_FOUND');
}

/** Moves messages to `state` (those not already in it); answers them as they are now. */
async function moveMessages(
  user: User,
  productId: number,
  where: { id: number } | { userId: number },
  state: 'approved' | 'hidden',
  transaction: Transaction,
) {
  const byId = 'id' in where;
  const rows = await sql().query<MessageRow>(
    `WITH moved AS (
       UPDATE chat_messages m SET status = $3, moderated_by = $4, moderated_at = now()
        WHERE m.product_id = $1 AND ${byId ? 'm.id' : 'm.user_id'} = $2 AND m.status <> $3
          ${state === 'approved' ? "AND m.status = 'pending'" : ''}
        RETURNING m.*)
     SELECT ${MESSAGE_COLUMNS} FROM moved m JOIN users u ON u.id = m.user_id ORDER BY m.revision`,
    {
      bind: [productId, byId ? where.id : where.userId, state, user.id],
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  return rows.map(messageJson);
}

const lastOf = (messages: ChatMessageAnswer[]) => messages.at(-1)?.revision ?? null;

/** One message of the room as it is now (404 when it is not of this room). */
async function messageOf(productId: number, messageId: number, transaction: Transaction) {
  const [row] = await sql().query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN users u ON u.id = m.user_id
      WHERE m.product_id = $1 AND m.id = $2`,
    { bind: [productId, messageId], type: QueryTypes.SELECT, transaction },
  );
  if (!row) throw new AppError('NOT_FOUND');
  return messageJson(row);
}

/** Approves a pending message (everyone sees it); approving one approved or hidden changes nothing. */
export async function approveMessage(user: User, productId: number, messageId: number) {
  await moderating(user, productId);
  return inRoom(productId, async (transaction) => {
    const moved = await moveMessages(user, productId, { id: messageId }, 'approved', transaction);
    return {
      result: moved[0] ?? (await messageOf(productId, messageId, transaction)),
      revision: lastOf(moved),
    };
  });
}

/** Hides one message, for everyone. */
export async function hideMessage(user: User, productId: number, messageId: number) {
  await moderating(user, productId);
  return inRoom(productId, async (transaction) => {
    const moved = await moveMessages(user, productId, { id: messageId }, 'hidden', transaction);
    return {
      result: moved[0] ?? (await messageOf(productId, messageId, transaction)),
      revision: lastOf(moved),
    };
  });
}

/** Hides every message of one user in this room; answers how many were hidden. */
export async function hideUserMessages(user: User, productId: number, userId: number) {
  await moderating(user, productId);
  return inRoom(productId, async (transaction) => {
    const moved = await moveMessages(user, productId, { userId }, 'hidden', transaction);
    return { result: { hidden: moved.length }, revision: lastOf(moved) };
  });
}

/**
 * Bans a user from this room: they may read, never post again, and their past messages disappear for
 * everyone. The room's own moderators (its owner, administrators) cannot be banned.
 */
export async function banUser(user: User, productId: number, userId: number) {
  const product = await moderating(user, productId);
  const target = await User.findByPk(userId);
  if (!target) throw new AppError('NOT_FOUND');
  if (userId === user.id || (await can(target, 'chat.moderate', product)).allowed) {
    throw new AppError('CHAT_CANNOT_BAN_MODERATOR');
  }
  return inRoom(productId, async (transaction) => {
    await sql().query(
      `INSERT INTO chat_bans (product_id, user_id, banned_by) VALUES ($1, $2, $3)
       ON CONFLICT (product_id, user_id) DO NOTHING`,
      { bind: [productId, userId, user.id], transaction },
    );
    const moved = await moveMessages(user, productId, { userId }, 'hidden', transaction);
    return { result: { hidden: moved.length }, revision: lastOf(moved) };
  });
}

/** Lifts a ban (hidden messages stay hidden). */
export async function unbanUser(user: User, productId: number, userId: number) {
  await moderating(user, productId);
  await sql().query('DELETE FROM chat_bans WHERE product_id = $1 AND user_id = $2', {
    bind: [productId, userId],
  });
}

/** The room's bans, newest first. */
export async function bansOf(user: User, productId: number): Promise<ChatBanAnswer[]> {
  await moderating(user, productId);
  const rows = await sql().query<{ user_id: number; name: string; created_at: Date }>(
    `SELECT b.user_id, u.name, b.created_at FROM chat_bans b JOIN users u ON u.id = b.user_id
      WHERE b.product_id = $1 ORDER BY b.created_at DESC`,
    { bind: [productId], type: QueryTypes.SELECT },
  );
  return rows.map((r) => ({ userId: r.user_id, name: r.name, createdAt: r.created_at.toISOString() }));
}

/** PUT /api/products/{id}/chat/room: the room's switches; every open chat panel follows at once. */
export async function updateRoom(
  user: User,
  productId: number,
  patch: { disabled?: boolean; slowModeSeconds?: number; linksAllowed?: boolean },
) {
  await moderating(user, productId);
  await sql().query(
    `INSERT INTO chat_rooms (product_id, disabled, slow_mode_seconds, links_allowed)
     VALUES ($1, coalesce($2, false), coalesce($3, 0), coalesce($4, false))
     ON CONFLICT (product_id) DO UPDATE SET
       disabled = coalesce($2, chat_rooms.disabled),
       slow_mode_seconds = coalesce($3, chat_rooms.slow_mode_seconds),
       links_allowed = coalesce($4, chat_rooms.links_allowed),
       updated_at = now()`,
    {
      bind: [productId, patch.disabled ?? null, patch.slowModeSeconds ?? null, patch.linksAllowed ?? null],
    },
  );
  await signalRoom(chatSwitchesName(productId), null);
  return roomOf(productId);
}
