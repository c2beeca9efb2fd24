import { createGraphQLError, createSchema } from 'graphql-yoga';
import { Op } from 'sequelize';
import { Channel, type Language, Notification, Product, type User } from '../../../models/index.ts';
import { AppError, ERROR_STATUS, type ErrorCode } from '../errors.ts';
import { t } from '../i18n/index.ts';
import { broadcastOfProduct } from '../live/services/broadcasts.ts';
import { viewersNow } from '../live/services/viewers.ts';
import { can } from '../policy.ts';
import { type ChatEvent, cursorOf, followChat, writeThrough } from './chat-rooms.ts';
import { listen } from './hub.ts';
import { joinLive, liveFeedName, viewerView } from './live-rooms.ts';
import { deliverNow } from './shared-events.ts';

/**
 * The realtime endpoint's schema (issue 21; spec 3's notification service): queries over HTTP,
 * subscriptions over SSE. The user is the request's session, never an argument: another user's
 * notifications cannot even be asked for. A subscription given `after` first sends what the client
 * missed since that id (a dropped connection resumes without a gap), then what comes.
 */
export interface RealtimeContext {
  user: User | null;
  lang: Language;
  request: Request;
}

const typeDefs = /* GraphQL */ `
  "Any JSON value (a notification's payload)."
  scalar JSON

  type Notification {
    id: ID!
    type: String!
    user: Int
    subject: String
    content: String
    payload: JSON
    readOn: String
    timestamp: String!
  }

  type NotificationPage {
    "The next page's token, or null on the last page."
    nextToken: String
    notifications: [Notification!]!
  }

  type SystemNotification {
    id: ID!
    type: String!
    payload: JSON
    "What a snack says (its toast's text), or a message's title and text."
    subject: String
    content: String
    timestamp: String!
  }

  type UserNotification {
    type: String!
    id: ID!
    user: Int!
    payload: JSON
    subject: String
    content: String
    timestamp: String!
  }

  "A broadcast product's live state (viewers: for its organizer, or everyone when the organizer shows them; else null)."
  type LiveStatus {
    productId: Int!
    state: String!
    viewers: Int
    startedAt: String
    endedAt: String
  }

  type ChatAuthor {
    id: Int!
    name: String!
  }

  "A chat message as it is now: pending (seen by its author and the moderators), or approved."
  type ChatMessage {
    id: Int!
    productId: Int!
    author: ChatAuthor!
    "Plain text: never HTML."
    text: String!
    state: String!
    "The room's order: the cursor (afterChat) to resume after."
    revision: ID!
    createdAt: String!
  }

  "A message hidden by a moderator (or by its author's ban): remove it."
  type ChatRemoval {
    productId: Int!
    id: Int!
    revision: ID!
  }

  "A chat room's switches."
  type ChatRoom {
    productId: Int!
    disabled: Boolean!
    slowModeSeconds: Int!
    linksAllowed: Boolean!
    moderated: Boolean!
  }

  union ChatEvent = ChatMessage | ChatRemoval | ChatRoom

  """
  Where a stream that was given no cursors starts: the newest user and system notification ids as it
  opened. A client that reconnects passes them as after and afterSystem, and misses nothing in between.
  """
  type StreamCursors {
    after: ID
    afterSystem: ID
  }

  "What a page follows on its one connection."
  union RealtimeEvent =
      StreamCursors
    | UserNotification
    | SystemNotification
    | LiveStatus
    | ChatMessage
    | ChatRemoval
    | ChatRoom

  type Query {
    "The signed-in user's notifications, newest first, 20 a page."
    getUserNotifications(nextToken: String): NotificationPage!
    "The same, unread ones only."
    getUnreadUserNotifications(nextToken: String): NotificationPage!
    unreadNotificationCount: Int!
    liveStatus(productId: Int!): LiveStatus!
  }

  type Mutation {
    "Marks some of the signed-in user's notifications read; answers how many changed."
    markNotificationsRead(ids: [ID!]!): Int!
  }

  type Subscription {
    "Messages for everyone (home.updated, snack.notification)."
    onSystemNotification(after: ID): SystemNotification!
    "The signed-in user's own notifications as they are written."
    onUserNotification(after: ID): UserNotification!
    "A broadcast's state now, then each change (and, for its organizer, the viewers every few seconds)."
    onLive(productId: Int!): LiveStatus!
    """
    Everything a page follows, on ONE connection (browsers allow 6 per site): the signed-in user's
    notifications (after \`after\`), everyone's system messages (after \`afterSystem\`) and, with a
    product the caller may watch, its live status (first as it is, then each change) and, given
    \`afterChat\` (the cursor of GET /api/products/{id}/chat), its chat as onChat sends it.
    """
    onEvents(productId: Int, after: ID, afterSystem: ID, afterChat: ID): RealtimeEvent!
    """
    A live moment's chat (signed in, with a ticket, or its moderators): the room's switches, then what
    changed after \`after\` (a revision; 0: everything), then each change as it comes.
    """
    onChat(productId: Int!, after: ID): ChatEvent!
  }
`;

/**
 * A refusal in the caller's language, with the REST error's code and status. Made by yoga's own helper:
 * the `graphql` it loads may be another copy of the module than ours (CommonJS and ESM builds), and an
 * error of another copy's class would be masked as unexpected.
 */
function refuse(ctx: RealtimeContext, code: ErrorCode) {
  return createGraphQLError(t(ctx.lang, code), {
    extensions: { code, http: { status: ERROR_STATUS[code] } },
  });
}

function signedIn(ctx: RealtimeContext): User {
  if (!ctx.user) throw refuse(ctx, 'AUTH_REQUIRED');
  return ctx.user;
}

/** An id argument: a positive integer, else nothing matches it. */
const idOf = (value: unknown) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

const pageJson = (page: { notifications: Notification[]; nextToken: string | null }) => ({
  nextToken: page.nextToken,
  notifications: page.notifications.map((n) => ({
    ...n.toFormattedJSON(),
    readOn: n.readOn?.toISOString() ?? null,
    timestamp: n.createdAt.toISOString(),
  })),
});

const userJson = (n: Notification) => ({
  type: n.type,
  id: String(n.id),
  user: n.userId,
  payload: n.payload,
  subject: n.subject,
  content: n.content,
  timestamp: n.createdAt.toISOString(),
});

/** An `after` argument: the last id the client has (0: it has none yet, send everything), else null. */
const afterOf = (value: unknown) => {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
};

/** The newest notification id of `userId` (null: the system's), or "0" when there is none. */
async function newestId(userId: number | null): Promise<string> {
  const row = await Notification.findOne({
    where: { userId },
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    attributes: ['id'],
  });
  return String(row?.id ?? 0);
}

/** Rows of `userId` (null: system ones) after `after`, oldest first: what a resuming client missed. */
const missed = (userId: number | null, after: unknown) => {
  const from = afterOf(after);
  if (from === null) return Promise.resolve([] as Notification[]);
  return Notification.findAll({
    where: { userId, id: { [Op.gt]: from } },
    order: [['id', 'ASC']],
    limit: 100,
  });
};

/** Who may follow a product's live state (whoever may watch it), and whether they see its audience. */
async function liveAccess(ctx: RealtimeContext, productId: number) {
  // The whole channel: the entitlement reads its state (a free product of a published channel).
  const product = await Product.findByPk(productId, { include: [{ model: Channel, as: 'channel' }] });
  const verdict = await can(ctx.user, 'product.watch', { productId, product });
  // An event not open yet still has a state to follow (the player shows its date meanwhile).
  if (!product || (!verdict.allowed && verdict.access?.reason !== 'not_yet')) {
    throw refuse(ctx, verdict.allowed ? 'NOT_FOUND' : verdict.error);
  }
  const manager = (await can(ctx.user, 'broadcast.manage', product)).allowed;
  return { manager };
}

/** A broadcast's status now, read for one query (subscriptions share a reader: live-rooms.ts). */
async function liveStatus(productId: number, manager: boolean) {
  const row = await broadcastOfProduct(productId);
  const shown = manager || row?.showViewers === true;
  return {
    productId,
    state: row?.state ?? 'idle',
    viewers: shown ? await viewersNow(productId) : null,
    startedAt: row?.startedAt?.toISOString() ?? null,
    endedAt: row?.endedAt?.toISOString() ?? null,
  };
}

/** The system notifications this process read lately, by id: one read (and one event) for every page. */
const systemEvents = new Map<
  number,
  Promise<({ __typename: 'SystemNotification' } & ReturnType<typeof systemJson>) | null>
>();
function systemEvent(id: number) {
  let read = systemEvents.get(id);
  if (!read) {
    if (systemEvents.size >= 100) systemEvents.delete(systemEvents.keys().next().value ?? id);
    read = Notification.findOne({ where: { id, userId: null } }).then((n) =>
      n ? { __typename: 'SystemNotification' as const, ...systemJson(n) } : null,
    );
    read.catch(() => systemEvents.delete(id));
    systemEvents.set(id, read);
  }
  return read;
}

/** The combined stream's items, named for the union. */
type RealtimeEvent =
  | ChatEvent
  | { __typename: 'StreamCursors'; after: string | null; afterSystem: string | null }
  | ({ __typename: 'UserNotification' } & ReturnType<typeof userJson>)
  | ({ __typename: 'SystemNotification' } & ReturnType<typeof systemJson>)
  | ({ __typename: 'LiveStatus' } & Awaited<ReturnType<typeof liveStatus>>);

const systemJson = (n: Notification) => ({
  id: String(n.id),
  type: n.type,
  payload: n.payload,
  subject: n.subject,
  content: n.content,
  timestamp: n.createdAt.toISOString(),
});

export const realtimeSchema = createSchema<RealtimeContext>({
  typeDefs,
  resolvers: {
    RealtimeEvent: {
      __resolveType: (event: RealtimeEvent) => event.__typename,
    },
    ChatEvent: {
      __resolveType: (event: ChatEvent) => event.__typename,
    },
    Query: {
      getUserNotifications: async (_root, args: { nextToken?: string | null }, ctx) =>
        pageJson(await Notification.pageForUser(signedIn(ctx).id, { nextToken: args.nextToken })),
      getUnreadUserNotifications: async (_root, args: { nextToken?: string | null }, ctx) =>
        pageJson(
          await Notification.pageForUser(signedIn(ctx).id, { nextToken: args.nextToken, unreadOnly: true }),
        ),
      unreadNotificationCount: (_root, _args, ctx) => Notification.countUnread(signedIn(ctx).id),
      liveStatus: async (_root, args: { productId: number }, ctx) =>
        liveStatus(args.productId, (await liveAccess(ctx, args.productId)).manager),
    },
    Mutation: {
      markNotificationsRead: async (_root, args: { ids: string[] }, ctx) => {
        const user = signedIn(ctx);
        const ids = args.ids.map(idOf).filter((id): id is number => id !== null);
        const [changed] = await Notification.markRead(user.id, ids);
        return changed;
      },
    },
    Subscription: {
      onUserNotification: {
        subscribe: async function* (_root, args: { after?: string | null }, ctx) {
          const user = signedIn(ctx);
          const signals = listen(`user:${user.id}`, ctx.request.signal);
          // Ids only grow: one already sent (a signal that came in while the missed ones were read) is not
          // sent twice.
          let sent = afterOf(args.after) ?? 0;
          try {
            for (const n of await missed(user.id, args.after)) {
              sent = n.id;
              yield { onUserNotification: userJson(n) };
            }
            for await (const signal of signals) {
              const id = idOf(signal.id);
              if (id === null || id <= sent) continue;
              sent = id;
              // The row is read with the subscriber's own id: a signal can only ever show their own.
              const n = await Notification.findOne({ where: { id, userId: user.id } });
              if (n) yield { onUserNotification: userJson(n) };
            }
          } finally {
            await signals.return?.();
          }
        },
      },
      onLive: {
        subscribe: async function* (_root, args: { productId: number }, ctx) {
          const { manager } = await liveAccess(ctx, args.productId);
          // The feed first, then the reader's status now: no change falls between the two.
          const signals = listen(liveFeedName(args.productId), ctx.request.signal);
          const live = await joinLive(args.productId).catch(async (err: unknown) => {
            await signals.return?.();
            throw err;
          });
          try {
            let last = viewerView(live.status, manager);
            yield { onLive: last };
            for await (const signal of signals) {
              if (signal.batch?.kind !== 'live') continue;
              const now = viewerView(signal.batch.status, manager);
              if (JSON.stringify(now) === JSON.stringify(last)) continue;
              last = now;
              yield { onLive: now };
            }
          } finally {
            live.release();
            await signals.return?.();
          }
        },
      },
      onEvents: {
        subscribe: async function* (
          _root,
          args: {
            productId?: number | null;
            after?: string | null;
            afterSystem?: string | null;
            afterChat?: string | null;
          },
          ctx,
        ) {
          const user = ctx.user;
          // A product the caller may not follow gives no live status (nor chat), and ends nothing else.
          const live = args.productId ? await liveAccess(ctx, args.productId).catch(() => null) : null;
          const productId = live ? args.productId : null;
          const chatCursor = cursorOf(args.afterChat);
          const chat =
            user && productId && chatCursor !== null
              ? await followChat(user, productId, chatCursor).catch(() => null)
              : null;
          const rooms = [
            'system',
            ...(user ? [`user:${user.id}`] : []),
            ...(productId ? [liveFeedName(productId)] : []),
            ...(chat ? [chat.room] : []),
          ];
          const signals = listen(rooms, ctx.request.signal);
          const feed = productId ? await joinLive(productId).catch(() => null) : null;
          let sentUser = afterOf(args.after) ?? 0;
          let sentSystem = afterOf(args.afterSystem) ?? 0;
          const event = (e: RealtimeEvent) => ({ onEvents: e });
          try {
            // No cursor given: the newest ids now (read after listening began: nothing falls between).
            if ((user && afterOf(args.after) === null) || afterOf(args.afterSystem) === null) {
              const [newestUser, newestSystem] = await Promise.all([
                user && afterOf(args.after) === null ? newestId(user.id) : null,
                afterOf(args.afterSystem) === null ? newestId(null) : null,
              ]);
              yield event({ __typename: 'StreamCursors', after: newestUser, afterSystem: newestSystem });
            }
            let last = feed && live ? viewerView(feed.status, live.manager) : null;
            if (last) yield event(last);
            if (user) {
              for (const n of await missed(user.id, args.after)) {
                sentUser = n.id;
                yield event({ __typename: 'UserNotification', ...userJson(n) });
              }
            }
            for (const n of await missed(null, args.afterSystem)) {
              sentSystem = n.id;
              yield event({ __typename: 'SystemNotification', ...systemJson(n) });
            }
            if (chat) for (const e of await chat.begin()) yield event(e);
            const chatEvents = chat
              ? writeThrough(signals, chat, (events) => deliverNow(ctx.request, events.map(event)))
              : null;
            for await (const signal of signals) {
              const id = idOf(signal.id);
              if (chat && chatEvents && signal.room === chat.room) {
                const events = chatEvents(signal);
                for (const e of Array.isArray(events) ? events : await events) yield event(e);
              } else if (signal.room === 'system') {
                if (id === null || id <= sentSystem) continue;
                sentSystem = id;
                const shared = await systemEvent(id);
                if (shared) yield event(shared);
              } else if (user && signal.room === `user:${user.id}`) {
                if (id === null || id <= sentUser) continue;
                sentUser = id;
                const n = await Notification.findOne({ where: { id, userId: user.id } });
                if (n) yield event({ __typename: 'UserNotification', ...userJson(n) });
              } else if (signal.batch?.kind === 'live' && live && last) {
                // The broadcast's status, when what this subscriber sees of it changed.
                const now = viewerView(signal.batch.status, live.manager);
                if (JSON.stringify(now) === JSON.stringify(last)) continue;
                last = now;
                yield event(now);
              }
            }
          } finally {
            chat?.release();
            feed?.release();
            await signals.return?.();
          }
        },
      },
      onChat: {
        subscribe: async function* (_root, args: { productId: number; after?: string | null }, ctx) {
          const chat = await followChat(signedIn(ctx), args.productId, cursorOf(args.after) ?? '0').catch(
            (err: unknown) => {
              throw err instanceof AppError ? refuse(ctx, err.code) : err;
            },
          );
          const signals = listen(chat.room, ctx.request.signal);
          try {
            for (const e of await chat.begin()) yield { onChat: e };
            const chatEvents = writeThrough(signals, chat, (events) =>
              deliverNow(
                ctx.request,
                events.map((e) => ({ onChat: e })),
              ),
            );
            for await (const signal of signals) {
              for (const e of await chatEvents(signal)) yield { onChat: e };
            }
          } finally {
            chat.release();
            await signals.return?.();
          }
        },
      },
      onSystemNotification: {
        subscribe: async function* (_root, args: { after?: string | null }, ctx) {
          const signals = listen('system', ctx.request.signal);
          const json = systemJson;
          let sent = afterOf(args.after) ?? 0;
          try {
            for (const n of await missed(null, args.after)) {
              sent = n.id;
              yield { onSystemNotification: json(n) };
            }
            for await (const signal of signals) {
              const id = idOf(signal.id);
              if (id === null || id <= sent) continue;
              sent = id;
              const shared = await systemEvent(id);
              if (shared) yield { onSystemNotification: shared };
            }
          } finally {
            await signals.return?.();
          }
        },
      },
    },
  },
});
