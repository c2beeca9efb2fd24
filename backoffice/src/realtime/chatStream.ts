import { z } from 'zod';
import { chatMessageAnswer, chatRoomAnswer } from '../../../api/src/shared/chat.ts';

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

const chatEvent = z.discriminatedUnion('__typename', [
  chatMessageAnswer.extend({ __typename: z.literal('ChatMessage') }),
  z.object({ __typename: z.literal('ChatRemoval'), id: z.number().int(), revision: z.string() }),
  chatRoomAnswer.extend({ __typename: z.literal('ChatRoom') }),
]);
/** One change of a room: a message (new, or one to update by id), a removal (drop that id), the switches. */
export type ChatStreamEvent = z.infer<typeof chatEvent>;

const payload = z.object({
  data: z.object({ onChat: chatEvent }).nullish(),
  errors: z.array(z.object({ message: z.string() })).optional(),
});

/** Waits before opening again: 1 s, 2 s, 4 s… up to 30 s; back to 1 s once an event comes. */
const FIRST_WAIT_MS = 1_000;
const LONGEST_WAIT_MS = 30_000;

export interface ChatStreamListener {
  /** Each change, in the room's order. */
  event: (event: ChatStreamEvent) => void;
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
    let parsed: z.infer<typeof payload> | null = null;
    try {
      const read = payload.safeParse(JSON.parse(String(message.data)));
      parsed = read.success ? read.data : null;
    } catch {
      parsed = null;
    }
    if (!parsed) return;
    if (parsed.errors?.length) {
      listener.refused?.(parsed.errors[0].message);
      return;
    }
    const event = parsed.data?.onChat;
    if (!event) return;
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
