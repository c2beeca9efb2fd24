import type { ChatMessageState, OnChatEvent } from '../../../api/src/shared/chat.ts';

/**
 * The console's follow of one chat room on /api/graphql (issue 21): `onChat` as server-sent events, by an
 * EventSource (which sends the session cookie). The stream first sends the room's switches, then every
 * change after the cursor it was given, then each change as it comes. A dropped or ended connection is
 * opened again by us (never by the EventSource itself, whose retry would ask from the first cursor), after
 * the last revision received, waiting longer after each failure.
 *
 * Kept apart from the screens so that it can later share one connection with the console's other realtime
 * stream: a screen only calls `subscribeChat` and gets typed events.
 */

const FIELDS = `__typename
  ... on ChatMessage { id productId author { id name } text state revision createdAt }
  ... on ChatRemoval { id revision }
  ... on ChatRoom { productId disabled slowModeSeconds linksAllowed moderated }`;

// Read by hand rather than with the API's zod schemas: zod would weigh on the console, and its compiled
// parsers are refused by the Content-Security-Policy (no eval).
type Fields = { [key: string]: unknown };
const isFields = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const STATES: readonly ChatMessageState[] = ['pending', 'approved', 'hidden'];
const isState = (v: unknown): v is ChatMessageState => STATES.some((state) => state === v);
const isInt = (v: unknown): v is number => Number.isInteger(v);

/** A `next` event's payload: the change it carries, the server's refusal (its message), or null. */
function read(payload: unknown): OnChatEvent | { refused: string } | null {
  if (!isFields(payload)) return null;
  if (Array.isArray(payload.errors) && payload.errors.length > 0) {
    const first: unknown = payload.errors[0];
    return { refused: isFields(first) && typeof first.message === 'string' ? first.message : '' };
  }
  const e = isFields(payload.data) && isFields(payload.data.onChat) ? payload.data.onChat : null;
  if (!e) return null;
  if (e.__typename === 'ChatRemoval' && isInt(e.id) && typeof e.revision === 'string') {
    return { __typename: 'ChatRemoval', id: e.id, revision: e.revision };
  }
  if (
    e.__typename === 'ChatRoom' &&
    isInt(e.productId) &&
    typeof e.disabled === 'boolean' &&
    isInt(e.slowModeSeconds) &&
    typeof e.linksAllowed === 'boolean' &&
    typeof e.moderated === 'boolean'
  ) {
    const { productId, disabled, slowModeSeconds, linksAllowed, moderated } = e;
    return { __typename: 'ChatRoom', productId, disabled, slowModeSeconds, linksAllowed, moderated };
  }
  const author = e.author;
  if (
    e.__typename === 'ChatMessage' &&
    isInt(e.id) &&
    isInt(e.productId) &&
    isFields(author) &&
    isInt(author.id) &&
    typeof author.name === 'string' &&
    typeof e.text === 'string' &&
    isState(e.state) &&
    typeof e.revision === 'string' &&
    typeof e.createdAt === 'string'
  ) {
    return {
      __typename: 'ChatMessage',
      id: e.id,
      productId: e.productId,
      author: { id: author.id, name: author.name },
      text: e.text,
      state: e.state,
      revision: e.revision,
      createdAt: e.createdAt,
    };
  }
  return null;
}

/** Waits before opening again: 1 s, 2 s, 4 s… up to 30 s; back to 1 s once an event comes. */
const FIRST_WAIT_MS = 1_000;
const LONGEST_WAIT_MS = 30_000;

export interface ChatStreamListener {
  /** Each change, in the room's order. */
  event: (event: OnChatEvent) => void;
  /** The connection is up (its first event came), or down and about to be opened again. */
  connection?: (state: 'open' | 'retrying') => void;
  /** The server refused the subscription (its message, in the user's language); it is asked again later. */
  refused?: (message: string) => void;
}

/** Whether revision `a` comes after `b` (both decimal bigints, as strings). */
const later = (a: string, b: string) => a.length > b.length || (a.length === b.length && a > b);

/**
 * Follows the chat of `productId` from `after` (the cursor of GET /api/products/{id}/chat). Answers the
 * function that stops following.
 */
export function subscribeChat(productId: number, after: string, listener: ChatStreamListener): () => void {
  let cursor = after;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wait = FIRST_WAIT_MS;
  let stopped = false;

  const retry = () => {
    source?.close();
    source = null;
    if (stopped) return;
    listener.connection?.('retrying');
    timer = setTimeout(open, wait);
    wait = Math.min(wait * 2, LONGEST_WAIT_MS);
  };

  const received = (message: MessageEvent) => {
    let event: ReturnType<typeof read> = null;
    try {
      event = read(JSON.parse(String(message.data)));
    } catch {
      event = null;
    }
    if (!event) return;
    if ('refused' in event) {
      listener.refused?.(event.refused);
      return;
    }
    if (event.__typename !== 'ChatRoom' && later(event.revision, cursor)) cursor = event.revision;
    if (event.__typename === 'ChatRoom') {
      wait = FIRST_WAIT_MS;
      listener.connection?.('open');
    }
    listener.event(event);
  };

  function open() {
    if (stopped) return;
    const query = `subscription { onChat(productId: ${productId}, after: ${JSON.stringify(cursor)}) { ${FIELDS} } }`;
    source = new EventSource(`/api/graphql?query=${encodeURIComponent(query)}`);
    source.addEventListener('next', received);
    // The server ended the stream (GraphQL over SSE's `complete`), or the connection dropped.
    source.addEventListener('complete', retry);
    source.addEventListener('error', retry);
  }

  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = null;
  };
}
