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
 * The chat (realtime-chat.ts, loaded only where there is one) adds its cursor to the address (args).
 */

/** Any member of the union, known here or added later (its listener asks for its fields). */
export type AnyRealtimeEvent = { __typename: string; [field: string]: unknown };
/**
 * The chat's members as they come: the REST answers' fields, their ids aliased `messageId` (the
 * notifications' ids are ID!, these Int!: GraphQL refuses one response name with two types).
 */
type Aliased<T> = Omit<T, 'id'> & { messageId: number };
type ChatMessageEvent = Aliased<ChatMessageAnswer> & { __typename: 'ChatMessage' };
type ChatRemoval = Aliased<ChatRemovalEvent> & { __typename: 'ChatRemoval' };
type ChatRoomEvent = ChatRoomAnswer & { __typename: 'ChatRoom' };
/** A listener, checked bivariantly so a known member's listener fits the common list. */
type Listener = { bivarianceHack(event: AnyRealtimeEvent): void }['bivarianceHack'];

/** What each member's fragment asks for; on(type, fn, fields) adds members this module does not know. */
const fields: Record<string, string> = {
  StreamCursors: 'after afterSystem',
  UserNotification: 'id type subject content payload timestamp',
  SystemNotification: 'id type subject content payload',
  LiveStatus: 'productId state viewers',
};
/** More arguments for the product followed, asked at each opening (the chat's `afterChat:"12"`). */
export const args: ((product: number | null) => string)[] = [];
const listeners = new Map<string, Set<Listener>>();
const statusListeners = new Set<(up: boolean) => void>();
/** The products followed, the latest first; before any follow(), the page's hint (data-realtime-product). */
const products: number[] = [];
let hint: number | null = null;
/** The last ids seen: the next connection asks for what came after them. */
let after = '';
let afterSystem = '';
let source: EventSource | null = null;
/** The open subscription, without its cursors. */
let url = '';
let retries = 0;
let openedAt = 0;
let timer: number | undefined;
let scheduled = false;
let seeded = false;
let followed = false;

/** The later of two ids ('' is none yet; '0' asks for everything). */
const newer = (a: string, b: string) => (b !== '' && (a === '' || Number(b) > Number(a)) ? b : a);

/** The subscription's query. */
function address(): string {
  const product = products[0] ?? hint;
  const list = [
    product ? `productId:${product}` : '',
    after ? `after:"${after}"` : '',
    afterSystem ? `afterSystem:"${afterSystem}"` : '',
    ...args.map((more) => more(product)),
  ].filter(Boolean);
  const parts = Object.keys(fields)
    .map((type) => `...on ${type}{${fields[type]}}`)
    .join(' ');
  return `subscription{onEvents${list.length ? `(${list.join(',')})` : ''}{__typename ${parts}}}`;
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
  const event = body?.data?.onEvents;
  if (!event || typeof event.__typename !== 'string') return;
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
  for (const fn of listeners.get(event.__typename) ?? []) fn(event);
}

/** A snack: a toast (spec 9, top left, 10 s), in the sender's words and kind (success unless said). */
function snack(event: AnyRealtimeEvent) {
  const payload = event.payload;
  const kind = payload && typeof payload === 'object' ? Reflect.get(payload, 'kind') : null;
  const text = [event.content, event.subject].find((v) => typeof v === 'string' && v.trim());
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
  const next = address();
  // The same subscription whatever its cursors (they moved on, or were told): the open one goes on.
  const shape = next.replace(/,?\w+:"\d*"/g, '');
  if (source && shape === url) return;
  close();
  window.clearTimeout(timer);
  const es = new EventSource(`/api/graphql?query=${encodeURIComponent(next)}`);
  source = es;
  url = shape;
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
export function on(type: 'ChatMessage', fn: (event: ChatMessageEvent) => void, extra: string): () => void;
export function on(type: 'ChatRemoval', fn: (event: ChatRemoval) => void, extra: string): () => void;
export function on(type: 'ChatRoom', fn: (event: ChatRoomEvent) => void, extra: string): () => void;
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
  const set = listeners.get(type) ?? new Set<Listener>();
  set.add(fn);
  listeners.set(type, set);
  schedule();
  return () => {
    set.delete(fn);
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

/** Tells whether the connection is up (true on each open, false on each drop). */
export function onStatus(fn: (up: boolean) => void): () => void {
  statusListeners.add(fn);
  return () => statusListeners.delete(fn);
}
