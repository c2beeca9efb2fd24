import type { ChatMessageAnswer, ChatRemovalEvent, ChatRoomAnswer } from '../../../api/src/shared/chat.ts';
import { args, follow, on } from './realtime.ts';

/**
 * The chat's part of the tab's one realtime connection (issue 21), loaded only by pages with a chat (the
 * player page loads it before its first connection opens). The panel follows a product's chat from its
 * history's cursor (`followChat`; for the first connection, the page's `data-realtime-chat` with
 * `data-realtime-product`): the address carries `afterChat`, the last chat revision seen is where a
 * reconnection resumes, and the events that come before the panel is there are kept for it.
 */

/** The chat members' fragments; their ids come aliased (`messageId`: see realtime.ts). */
const FIELDS = {
  ChatMessage: 'messageId:id productId author{id name} text state revision createdAt',
  ChatRemoval: 'productId messageId:id revision',
  ChatRoom: 'productId disabled slowModeSeconds linksAllowed moderated',
};
/** Events kept until the panel is there, at most. */
const HELD_MAX = 500;

interface Handlers {
  message(message: ChatMessageAnswer): void;
  removal(removal: ChatRemovalEvent): void;
  room(room: ChatRoomAnswer): void;
}
type Delivery = (handlers: Handlers) => void;

/** The chat followed (one per tab) and the last revision of it seen. */
let chat: { productId: number; after: string } | null = null;
let handlers: Handlers | null = null;
let held: Delivery[] = [];
let stops: (() => void)[] = [];

const later = (a: string, b: string) => (Number(b) > Number(a) ? b : a);

/** An event of the chat followed: it moves the cursor, and goes to the panel (or waits for it). */
function pass(productId: number, revision: string | null, deliver: Delivery) {
  if (!chat || productId !== chat.productId) return;
  if (revision) chat.after = later(chat.after, revision);
  if (handlers) deliver(handlers);
  else if (held.length < HELD_MAX) held.push(deliver);
}

function listen() {
  if (stops.length) return;
  stops = [
    on(
      'ChatMessage',
      ({ messageId, __typename, ...message }) =>
        pass(message.productId, message.revision, (h) => h.message({ ...message, id: messageId })),
      FIELDS.ChatMessage,
    ),
    on(
      'ChatRemoval',
      ({ messageId, __typename, ...removal }) =>
        pass(removal.productId, removal.revision, (h) => h.removal({ ...removal, id: messageId })),
      FIELDS.ChatRemoval,
    ),
    on(
      'ChatRoom',
      ({ __typename, ...room }) => pass(room.productId, null, (h) => h.room(room)),
      FIELDS.ChatRoom,
    ),
  ];
}

args.push((product) => (chat && product === chat.productId ? `afterChat:"${chat.after}"` : ''));

// The page's first connection follows the chat it shows already.
if (typeof document !== 'undefined') {
  const page = (name: string) =>
    document.querySelector<HTMLElement>(`[data-realtime-${name}]`)?.getAttribute(`data-realtime-${name}`);
  const product = Number(page('product'));
  const cursor = page('chat') ?? '';
  if (product > 0 && /^\d+$/.test(cursor)) {
    chat = { productId: product, after: cursor };
    listen();
  }
}

/**
 * Follows a product's chat from `cursor` (the history's: GET /api/products/{id}/chat), and the product
 * with it, on the tab's connection; a later revision seen already (the page's first connection) wins,
 * and what came meanwhile is handed over first, in its order.
 */
export function followChat(productId: number, cursor: string, to: Handlers): () => void {
  const kept = chat?.productId === productId ? held : [];
  chat = { productId, after: chat?.productId === productId ? later(chat.after, cursor) : cursor };
  handlers = to;
  held = [];
  listen();
  const unfollow = follow(productId);
  for (const deliver of kept) deliver(to);
  return () => {
    chat = null;
    handlers = null;
    held = [];
    for (const stop of stops) stop();
    stops = [];
    unfollow();
  };
}
