import { z } from 'zod';
import { routes } from '../../lib/route.ts';
import {
  CHAT_SLOW_MODE_MAX_SECONDS,
  CHAT_TEXT_MAX,
  chatAnswer,
  chatBanAnswer,
  chatMessageAnswer,
  chatRoomAnswer,
} from '../../shared/chat.ts';
import {
  approveMessage,
  bansOf,
  banUser,
  chatHistory,
  hideMessage,
  hideUserMessages,
  postMessage,
  unbanUser,
  updateRoom,
} from '../services/chat.ts';

const hiddenAnswer = z.object({ hidden: z.number().int() });

/**
 * The chat of a live moment (issue 21): its viewers (ticket holders) and its owner post and read; its
 * moderators (the owner, administrators) approve, hide, ban and set the room's switches. New messages
 * and every moderation reach open pages on /api/graphql (onEvents with afterChat, or onChat).
 */
export const chatRoutes = routes('/api/products', 'realtime')
  .get(
    '/:id/chat',
    {
      summary:
        'The chat: its switches, the newest messages the caller may see (pending ones for their author and the moderators) and the cursor to follow from',
      access: 'signed-in',
      response: chatAnswer,
    },
    async (c, { params, user }) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await chatHistory(user, params.id));
    },
  )
  .post(
    '/:id/chat',
    {
      summary:
        'Post a message (plain text): approved, or pending until a moderator approves it when the site moderates chats. Flood control: 3 messages per 2 s, then a 10 s wait',
      access: 'signed-in',
      body: z.object({ text: z.string().trim().min(1).max(CHAT_TEXT_MAX) }).strict(),
      status: 201,
      response: chatMessageAnswer,
    },
    async (c, { params, user, body }) => c.json(await postMessage(user, params.id, body.text), 201),
  )
  .post(
    '/:id/chat/messages/:messageId/approve',
    {
      summary: 'Approve a pending message: everyone sees it (moderators)',
      access: 'signed-in',
      response: chatMessageAnswer,
    },
    async (c, { params, user }) => c.json(await approveMessage(user, params.id, params.messageId)),
  )
  .post(
    '/:id/chat/messages/:messageId/hide',
    {
      summary: 'Hide a message for everyone (moderators)',
      access: 'signed-in',
      response: chatMessageAnswer,
    },
    async (c, { params, user }) => c.json(await hideMessage(user, params.id, params.messageId)),
  )
  .post(
    '/:id/chat/users/:userId/hide',
    {
      summary: 'Hide every message of one user in this chat (moderators)',
      access: 'signed-in',
      response: hiddenAnswer,
    },
    async (c, { params, user }) => c.json(await hideUserMessages(user, params.id, params.userId)),
  )
  .get(
    '/:id/chat/bans',
    {
      summary: 'Who is banned from this chat (moderators)',
      access: 'signed-in',
      response: z.array(chatBanAnswer),
    },
    async (c, { params, user }) => c.json(await bansOf(user, params.id)),
  )
  .put(
    '/:id/chat/bans/:userId',
    {
      summary:
        'Ban a user from this chat: they may still read, never post, and their past messages disappear for everyone (moderators)',
      access: 'signed-in',
      response: hiddenAnswer,
    },
    async (c, { params, user }) => c.json(await banUser(user, params.id, params.userId)),
  )
  .delete(
    '/:id/chat/bans/:userId',
    {
      summary: 'Lift a ban (hidden messages stay hidden) (moderators)',
      access: 'signed-in',
      status: 204,
      response: null,
    },
    async (c, { params, user }) => {
      await unbanUser(user, params.id, params.userId);
      return c.body(null, 204);
    },
  )
  .put(
    '/:id/chat/room',
    {
      summary:
        'The chat’s switches: disabled ("chat temporarily disabled"), slow mode (seconds between a viewer’s messages, 0 off), links shown as links (moderators)',
      access: 'signed-in',
      body: z
        .object({
          disabled: z.boolean().optional(),
          slowModeSeconds: z.number().int().min(0).max(CHAT_SLOW_MODE_MAX_SECONDS).optional(),
          linksAllowed: z.boolean().optional(),
        })
        .strict(),
      response: chatRoomAnswer,
    },
    async (c, { params, user, body }) => c.json(await updateRoom(user, params.id, body)),
  );
