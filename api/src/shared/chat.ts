import { z } from 'zod';
import { isoDateTime } from './learning.ts';

/**
 * The chat of every live moment (issue 21; spec 1 and 4): its REST answers and rules, shared by the API,
 * the site's chat panel and the console's moderation panel. Messages travel on /api/graphql too (the
 * union members ChatMessage, ChatRemoval and ChatRoom of onEvents), with the same fields.
 */

/** pending: moderated chat, seen by its author and the moderators until approved; hidden: removed. */
export const CHAT_MESSAGE_STATES = ['pending', 'approved', 'hidden'] as const;
export type ChatMessageState = (typeof CHAT_MESSAGE_STATES)[number];

/** The product types with a live moment, hence a chat: live broadcasts, fake-live sessions, meets' lobbies. */
export const CHAT_PRODUCT_TYPES = ['broadcast', 'live', 'meet'] as const;

export const CHAT_TEXT_MAX = 500;
/** Flood control: at most MESSAGES in WINDOW_SECONDS per user and room, then WAIT_SECONDS of silence. */
export const CHAT_FLOOD = { messages: 3, windowSeconds: 2, waitSeconds: 10 } as const;
export const CHAT_SLOW_MODE_MAX_SECONDS = 3600;
/** How many messages the history answers (the newest, oldest first). */
export const CHAT_HISTORY_LIMIT = 50;

export const chatAuthor = z.object({ id: z.number().int(), name: z.string() });

export const chatMessageAnswer = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  author: chatAuthor,
  text: z.string(),
  state: z.enum(CHAT_MESSAGE_STATES),
  /** Where this change stands in the room's order: the cursor to resume after. */
  revision: z.string(),
  createdAt: isoDateTime,
});
export type ChatMessageAnswer = z.infer<typeof chatMessageAnswer>;

/** The room's switches, set by its moderators. */
export const chatRoomAnswer = z.object({
  productId: z.number().int(),
  /** "Chat temporarily disabled": nobody but the moderators may post. */
  disabled: z.boolean(),
  /** 0: off; else a viewer may post once every that many seconds. */
  slowModeSeconds: z.number().int().min(0).max(CHAT_SLOW_MODE_MAX_SECONDS),
  /** Links in messages are shown as links (else as text). */
  linksAllowed: z.boolean(),
  /** The site's moderated chat switch: a viewer's message waits for approval. */
  moderated: z.boolean(),
});
export type ChatRoomAnswer = z.infer<typeof chatRoomAnswer>;

/** GET /api/products/{id}/chat: the room, the recent history the caller may see, and where to resume. */
export const chatAnswer = z.object({
  room: chatRoomAnswer,
  messages: z.array(chatMessageAnswer),
  /** The last revision included: pass it as onEvents' `afterChat` to follow from here. */
  cursor: z.string(),
  /** The caller may moderate (the product's owner, an administrator): pending messages are included. */
  moderator: z.boolean(),
  /** The caller is banned from this room (may read, not post). */
  banned: z.boolean(),
});
export type ChatAnswer = z.infer<typeof chatAnswer>;

export const chatBanAnswer = z.object({
  userId: z.number().int(),
  name: z.string(),
  createdAt: isoDateTime,
});
export type ChatBanAnswer = z.infer<typeof chatBanAnswer>;

/** onEvents' ChatRemoval: a message hidden by a moderator (or by its author's ban), to remove. */
export const chatRemovalEvent = z.object({
  productId: z.number().int(),
  id: z.number().int(),
  revision: z.string(),
});
export type ChatRemovalEvent = z.infer<typeof chatRemovalEvent>;

/** What `onChat` sends, as the console's stream reads it (a removal needs only its id and revision). */
export type OnChatEvent =
  | ({ __typename: 'ChatMessage' } & ChatMessageAnswer)
  | ({ __typename: 'ChatRemoval' } & Pick<ChatRemovalEvent, 'id' | 'revision'>)
  | ({ __typename: 'ChatRoom' } & ChatRoomAnswer);
