import type { UserNotification } from '../../../api/src/shared/dashboard.ts';

/**
 * The console's one realtime stream (issue 21): a single EventSource on the GraphQL subscription
 * onEvents, shared by whatever follows the signed-in user's notifications (the bell, and through a window
 * event the global view's card). A dropped stream (an error, or the server ending it) is opened again
 * after a growing pause, with `after` = the last notification received, so nothing is missed or repeated.
 */

/** A notification as the stream brings it: the list's shape (the stream has no date or read state). */
export type Arrival = Pick<UserNotification, 'type' | 'subject' | 'content' | 'payload'> & { id: number };

type Listener = (notification: Arrival) => void;

/** A system `snack.notification` (spec 9): a toast of its kind, in the sender's words. */
export interface Snack {
  id: number;
  kind: 'success' | 'warning' | 'error';
  text: string;
}
type SnackListener = (snack: Snack) => void;

const QUERY =
  'subscription Bell($after: ID, $afterSystem: ID) { onEvents(after: $after, afterSystem: $afterSystem) { __typename ... on StreamCursors { afterSystem } ... on UserNotification { id type subject content payload } ... on SystemNotification { id type subject content payload } } }';

/** Window events between the bell and the global view's card (neither loads the other's code). */
export const CHANGED_EVENT = 'platea:notifications-changed';
export const READ_EVENT = 'platea:notifications-read';

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

const listeners = new Set<Listener>();
const snackListeners = new Set<SnackListener>();
/** The newest system message id seen (the stream says where it starts): a reopening resumes after it. */
let systemCursor: number | null = null;
let source: EventSource | null = null;
let retry: number | undefined;
let failures = 0;
/** The newest notification id the page has; null until the caller has read its first page. */
let cursor = 0;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The union member of one `next` message, or null. */
function eventOf(data: string): Record<string, unknown> | null {
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  const event = isRecord(message) && isRecord(message.data) ? message.data.onEvents : null;
  return isRecord(event) ? event : null;
}

/**
 * What a `next` message says of the system's messages: where the stream starts (StreamCursors), or a
 * system message's id, with its toast when it is a snack.notification.
 */
export function parseSystem(data: string): { id: number; snack: Snack | null } | null {
  const event = eventOf(data);
  if (event?.__typename === 'StreamCursors') {
    const id = Number(event.afterSystem);
    return Number.isSafeInteger(id) ? { id, snack: null } : null;
  }
  if (event?.__typename !== 'SystemNotification') return null;
  const id = Number(event.id);
  if (!Number.isSafeInteger(id)) return null;
  const text = [event.content, event.subject].find((v) => typeof v === 'string' && v.trim() !== '');
  const asked = isRecord(event.payload) ? event.payload.kind : null;
  const kind: Snack['kind'] = asked === 'warning' || asked === 'error' ? asked : 'success';
  const snack = event.type === 'snack.notification' && typeof text === 'string' ? { id, kind, text } : null;
  return { id, snack };
}

/** The user notification of one `next` message, or null (another member of the union, or no data). */
export function parseEvent(data: string): Arrival | null {
  const event = eventOf(data);
  if (event?.__typename !== 'UserNotification') return null;
  const id = Number(event.id);
  if (!Number.isSafeInteger(id) || typeof event.type !== 'string') return null;
  return {
    id,
    type: event.type,
    subject: typeof event.subject === 'string' ? event.subject : null,
    content: typeof event.content === 'string' ? event.content : null,
    payload: isRecord(event.payload) ? event.payload : {},
  };
}

/** The pause before the n-th reopening in a row: 1 s, 2 s, 4 s… up to 30 s, with some jitter. */
export const retryDelay = (n: number) =>
  Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, n - 1)) * (0.8 + Math.random() * 0.4);

function open() {
  retry = undefined;
  const variables = JSON.stringify({
    after: String(cursor),
    ...(systemCursor !== null ? { afterSystem: String(systemCursor) } : {}),
  });
  const es = new EventSource(
    `/api/graphql?query=${encodeURIComponent(QUERY)}&variables=${encodeURIComponent(variables)}`,
  );
  source = es;
  es.addEventListener('next', (message) => {
    failures = 0;
    const system = parseSystem(String(message.data));
    if (system && system.id > (systemCursor ?? -1)) {
      systemCursor = system.id;
      const { snack } = system;
      if (snack) for (const listener of snackListeners) listener(snack);
    }
    const arrival = parseEvent(String(message.data));
    if (!arrival || arrival.id <= cursor) return;
    cursor = arrival.id;
    for (const listener of listeners) listener(arrival);
  });
  // EventSource would reconnect by itself, but with the `after` it was opened with: reopen it ourselves.
  const reopen = () => {
    if (source !== es) return;
    es.close();
    source = null;
    failures += 1;
    retry = window.setTimeout(open, retryDelay(failures));
  };
  es.addEventListener('error', reopen);
  es.addEventListener('complete', reopen);
}

/**
 * Follows the user's new notifications, after `after` (the newest one the caller has shown, 0 for none).
 * The stream opens with the first follower and closes with the last; answers the unfollow.
 */
export function followNotifications(after: number, listener: Listener): () => void {
  cursor = Math.max(cursor, after);
  listeners.add(listener);
  if (!source && retry === undefined) open();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    source?.close();
    source = null;
    window.clearTimeout(retry);
    retry = undefined;
    failures = 0;
  };
}

/** Hears the system's toasts while the stream is open (the bell keeps it open). */
export function followSnacks(listener: SnackListener): () => void {
  snackListeners.add(listener);
  return () => snackListeners.delete(listener);
}
