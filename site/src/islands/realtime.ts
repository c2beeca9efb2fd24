import type { ChatMessageAnswer, ChatRemovalEvent, ChatRoomAnswer } from '../../../api/src/shared/chat.ts';
import type {
  LiveStatusEvent,
  SystemNotificationEvent,
  UserNotificationEvent,
} from '../../../api/src/shared/realtime.ts';
import { notifyWhenReady } from './notify.ts';

/**
 * The tab's ONE realtime connection (issue 21): an EventSource on /api/graphql's `onEvents`, shared by
 * every island and script of the page (one module instance: Astro bundles it into one chunk). Listeners
 * subscribe by __typename; the player (and later the chat) declares the product it follows. The page seeds
 * it: `data-realtime-after` on an element holds the newest user notification id it rendered (the stream
 * sends what came since), `data-realtime-product` the product it will follow (the first connection
 * already follows it, instead of reopening when the island hydrates). It keeps the
 * last user and system notification ids it has seen and, when the connection drops, reopens after a
 * growing pause with them, so nothing is missed or repeated. A system `snack.notification` is a toast.
 * The chat panel follows its product's chat from the history's cursor (`followChat`, or the page's
 * `data-realtime-chat` for the first connection): the address carries `afterChat`, the client keeps the
 * last chat revision it saw, and the chat's events that come before the panel listens are kept for it.
 */

/** Any member of the union, known here or added later (its listener asks for its fields). */
export type AnyRealtimeEvent = { __typename: string; [field: string]: unknown };
/** The chat's members as they come (the REST answers' fields, and their __typename). */
type ChatMessageEvent = ChatMessageAnswer & { __typename: 'ChatMessage' };
type ChatRemoval = ChatRemovalEvent & { __typename: 'ChatRemoval' };
type ChatRoomEvent = ChatRoomAnswer & { __typename: 'ChatRoom' };
/** A listener, checked bivariantly so a known member's listener fits the common list. */
type Listener = { bivarianceHack(event: AnyRealtimeEvent): void }['bivarianceHack'];

/** What each member's fragment asks for; on(type, fn, fields) adds members this module does not know. */
const fields: Record<string, string> = {
  StreamCursors: 'after afterSystem',
  UserNotification: 'id type subject content payload timestamp',
  SystemNotification: 'id type subject content payload',
  LiveStatus: 'productId state',
};
/**
 * The chat members' fragments, asked for while a chat is followed. Their ids are Int! where the
 * notifications' are ID!: GraphQL refuses one response name with two types, so they come aliased
 * (`messageId`) and are handed over as `id`.
 */
const chatFields: Record<string, string> = {
  ChatMessage: 'messageId:id productId author{id name} text state revision createdAt',
  ChatRemoval: 'productId messageId:id revision',
  ChatRoom: 'productId disabled slowModeSeconds linksAllowed moderated',
};
/** The chat's events held until someone listens (the panel hydrates after the connection opens). */
const HELD_MAX = 500;
const held: AnyRealtimeEvent[] = [];
const listeners = new Map<string, Set<Listener>>();
const statusListeners = new Set<(up: boolean) => void>();
/** The products followed, the latest first; before any follow(), the page's hint (data-realtime-product). */
const products: number[] = [];
let hint: number | null = null;
/** The last ids seen: the next connection asks for what came after them. */
let after = '';
let afterSystem = '';
/** The chat followed (one per tab) and the last revision of it seen; before followChat(), the page's seed. */
let chat: { productId: number; after: string } | null = null;
let source: EventSource | null = null;
/** The open connection's address without its cursors (see address). */
let url = '';
let retries = 0;
let openedAt = 0;
let timer: number | undefined;
let scheduled = false;
let seeded = false;
let followed = false;

/** The later of two ids ('' is none yet; '0' asks for everything). */
const newer = (a: string, b: string) => (b !== '' && (a === '' || Number(b) > Number(a)) ? b : a);

/**
 * The subscription's address; `shape` leaves the cursors out: an open connection of the same shape
 * already sends what comes after them, so cursors that moved on (or were told, StreamCursors) do not
 * reopen it.
 */
function address(shape = false): string {
  const product = products[0] ?? hint;
  const cursor = (name: string, value: string) => (value && !shape ? `${name}:"${value}"` : '');
  const args = [
    product ? `productId:${product}` : '',
    cursor('after', after),
    cursor('afterSystem', afterSystem),
    product && chat?.productId === product ? cursor('afterChat', chat.after) : '',
  ].filter(Boolean);
  const asked = product && chat?.productId === product ? { ...chatFields, ...fields } : fields;
  const parts = Object.keys(asked)
    .map((type) => `...on ${type}{${asked[type]}}`)
    .join(' ');
  const query = `subscription{onEvents${args.length ? `(${args.join(',')})` : ''}{__typename ${parts}}}`;
  return `/api/graphql?query=${encodeURIComponent(query)}`;
}

function status(up: boolean) {
  for (const fn of statusListeners) fn(up);
}

function receive(message: MessageEvent<string>) {
  retries = 0;
  let body: { data?: { onEvents?: AnyRealtimeEvent | null } | null } | null = null;
  try {
    body = JSON.parse(message.data);
  } catch {
    return;
  }
  const received = body?.data?.onEvents;
  if (!received || typeof received.__typename !== 'string') return;
  const { messageId, ...rest } = received;
  const event: AnyRealtimeEvent = messageId === undefined ? received : { ...rest, id: messageId };
  const id = typeof event.id === 'string' ? event.id : '';
  // A stream opened without cursors says where it started: a reconnection resumes from there.
  if (event.__typename === 'StreamCursors') {
    after = newer(after, typeof event.after === 'string' ? event.after : '');
    afterSystem = newer(afterSystem, typeof event.afterSystem === 'string' ? event.afterSystem : '');
    return;
  }
  if (event.__typename === 'UserNotification') after = newer(after, id);
  if (event.__typename === 'SystemNotification') {
    afterSystem = newer(afterSystem, id);
    if (event.type === 'snack.notification') snack(event);
  }
  const ofChat = event.__typename in chatFields && chat !== null && event.productId === chat.productId;
  if (ofChat && chat && typeof event.revision === 'string') chat.after = newer(chat.after, event.revision);
  const fns = listeners.get(event.__typename);
  if (ofChat && !fns?.size) {
    if (held.length < HELD_MAX) held.push(event);
    return;
  }
  for (const fn of fns ?? []) fn(event);
}

/** A snack: a toast (spec 9, top left, 10 s), in the sender's words and kind (success unless said). */
function snack(event: AnyRealtimeEvent) {
  const payload = event.payload;
  const p = new Map(payload && typeof payload === 'object' ? Object.entries(payload) : []);
  const text = [event.content, event.subject, p.get('message'), p.get('text')].find(
    (v) => typeof v === 'string' && v.trim(),
  );
  const kind: unknown = p.get('kind');
  if (typeof text === 'string')
    notifyWhenReady(kind === 'warning' || kind === 'error' ? kind : 'success', text);
}

/** What the server-rendered page says (read once, at the first connection): see seed attributes below. */
function seedFromPage() {
  if (seeded) return;
  seeded = true;
  const page = (name: string) =>
    document.querySelector<HTMLElement>(`[data-realtime-${name}]`)?.getAttribute(`data-realtime-${name}`);
  after = newer(after, page('after') ?? '');
  const product = Number(page('product'));
  if (!followed && product > 0) hint = product;
  const cursor = page('chat');
  if (!chat && product > 0 && cursor && /^\d+$/.test(cursor)) chat = { productId: product, after: cursor };
}

function close() {
  source?.close();
  source = null;
  url = '';
}

/** Opens, reopens or closes the connection for what is asked now (once per turn of the event loop). */
function update() {
  scheduled = false;
  seedFromPage();
  if (listeners.size === 0) {
    close();
    return;
  }
  const next = address(true);
  if (source && next === url) return;
  close();
  window.clearTimeout(timer);
  const es = new EventSource(address());
  source = es;
  url = next;
  openedAt = 0;
  es.addEventListener('open', () => {
    openedAt = Date.now();
    status(true);
  });
  es.addEventListener('next', receive);
  // The server ended the subscription, or the connection dropped: reopen with the cursors, later.
  const lost = () => {
    if (source !== es) return;
    close();
    status(false);
    // A connection that lasted starts the pauses over; one that keeps failing waits longer each time.
    if (openedAt && Date.now() - openedAt > 30_000) retries = 0;
    const wait = Math.min(30_000, 1_000 * 2 ** retries) * (0.75 + Math.random() / 2);
    retries += 1;
    timer = window.setTimeout(update, wait);
  };
  es.addEventListener('complete', lost);
  es.addEventListener('error', lost);
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(update);
}

/**
 * Calls `fn` with each event of this __typename; `extra` is the fragment's fields for a member this
 * module does not know yet. Answers the way to stop.
 */
export function on(type: 'UserNotification', fn: (event: UserNotificationEvent) => void): () => void;
export function on(type: 'SystemNotification', fn: (event: SystemNotificationEvent) => void): () => void;
export function on(type: 'LiveStatus', fn: (event: LiveStatusEvent) => void): () => void;
export function on(type: 'ChatMessage', fn: (event: ChatMessageEvent) => void): () => void;
export function on(type: 'ChatRemoval', fn: (event: ChatRemoval) => void): () => void;
export function on(type: 'ChatRoom', fn: (event: ChatRoomEvent) => void): () => void;
export function on(type: string, fn: (event: AnyRealtimeEvent) => void, extra?: string): () => void;
export function on(
  type: string,
  fn:
    | Listener
    | ((event: UserNotificationEvent) => void)
    | ((event: SystemNotificationEvent) => void)
    | ((event: LiveStatusEvent) => void)
    | ((event: ChatMessageEvent) => void)
    | ((event: ChatRemoval) => void)
    | ((event: ChatRoomEvent) => void),
  extra?: string,
): () => void {
  if (extra && fields[type] !== extra) fields[type] = extra;
  const listener: Listener = fn;
  const set = listeners.get(type) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(type, set);
  // The chat's events that came before anyone listened to them.
  for (const event of held.filter((e) => e.__typename === type)) {
    held.splice(held.indexOf(event), 1);
    listener(event);
  }
  schedule();
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(type);
    schedule();
  };
}

/** Follows a product's live status on the same connection (a change reopens it once). */
export function follow(productId: number): () => void {
  hint = null;
  followed = true;
  products.unshift(productId);
  schedule();
  return () => {
    const i = products.indexOf(productId);
    if (i >= 0) products.splice(i, 1);
    schedule();
  };
}

/**
 * Follows a product's chat from `cursor` (the history's: GET /api/products/{id}/chat) on the same
 * connection, and the product with it; a later revision seen already (the page's first connection) wins.
 */
export function followChat(productId: number, cursor: string): () => void {
  chat = { productId, after: chat?.productId === productId ? newer(chat.after, cursor) : cursor };
  const unfollow = follow(productId);
  return () => {
    unfollow();
    if (chat?.productId === productId) chat = null;
    held.length = 0;
    schedule();
  };
}

/** Tells whether the connection is up (true on each open, false on each drop). */
export function onStatus(fn: (up: boolean) => void): () => void {
  statusListeners.add(fn);
  return () => statusListeners.delete(fn);
}
