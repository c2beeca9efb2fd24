import type { User } from '../../../models/index.ts';
import { logger } from '../lib/logger.ts';
import type { ChatMessageAnswer, ChatRoomAnswer } from '../shared/chat.ts';
import { dispatch, type Listening, listen, type Signal } from './hub.ts';
import {
  changesAfter,
  chatAccess,
  chatRoomName,
  chatSwitchesName,
  lastRevision,
  roomOf,
  shownTo,
} from './services/chat.ts';

/**
 * A chat room's readers in this process (issue 21). However many subscribers follow a room here, ONE
 * reader listens to its signals and reads what changed once ("revision after the last I read"), then
 * hands the rows to every subscriber through a process-local room (`chat-feed:{id}`); each subscriber
 * keeps what its user may see (shownTo). 2,000 viewers of a room cost one query per signal, not 2,000.
 */

export type ChatBatch =
  | { kind: 'messages'; messages: ChatMessageAnswer[] }
  | { kind: 'room'; room: ChatRoomAnswer };

export const chatFeedName = (productId: number) => `chat-feed:${productId}`;

interface RoomReader {
  followers: number;
  stop: AbortController;
  ready: Promise<void>;
}
const readers = new Map<number, RoomReader>();

/** How many rows one read takes (a reader behind reads again until it is level). */
const PAGE = 500;

async function run(productId: number, signals: AsyncIterableIterator<Signal>, start: Promise<string>) {
  let last = await start;
  const feed = chatFeedName(productId);
  for await (const signal of signals) {
    try {
      if (signal.room === chatSwitchesName(productId)) {
        dispatch({ room: feed, id: null, batch: { kind: 'room', room: await roomOf(productId) } });
        continue;
      }
      for (;;) {
        const messages = await changesAfter(productId, last, PAGE);
        if (messages.length === 0) break;
        last = messages[messages.length - 1].revision;
        dispatch({ room: feed, id: last, batch: { kind: 'messages', messages } });
        if (messages.length < PAGE) break;
      }
    } catch (err) {
      // The next signal reads again from the same revision.
      logger.warn('chat.read_failed', { productId, error: err instanceof Error ? err.message : String(err) });
    }
  }
}

/** Takes a share of the room's reader (started by the first follower); release() gives it back. */
async function join(productId: number) {
  let reader = readers.get(productId);
  if (!reader) {
    const stop = new AbortController();
    // Listening starts before the last revision is read: nothing committed in between is missed.
    const signals = listen([chatRoomName(productId), chatSwitchesName(productId)], stop.signal);
    const start = lastRevision(productId);
    const created: RoomReader = { followers: 0, stop, ready: start.then(() => undefined) };
    reader = created;
    readers.set(productId, created);
    run(productId, signals, start)
      .catch((err: unknown) =>
        logger.warn('chat.reader_stopped', {
          productId,
          error: err instanceof Error ? err.message : String(err),
        }),
      )
      .finally(() => {
        if (readers.get(productId) === created) readers.delete(productId);
      });
  }
  reader.followers++;
  const joined = reader;
  await joined.ready.catch(() => undefined);
  return () => {
    joined.followers--;
    if (joined.followers === 0) {
      joined.stop.abort();
      if (readers.get(productId) === joined) readers.delete(productId);
    }
  };
}

/** What a subscriber is handed of a room, named for the GraphQL union. */
export type ChatEvent =
  | ({ __typename: 'ChatMessage' } & ChatMessageAnswer)
  | { __typename: 'ChatRemoval'; productId: number; id: number; revision: string }
  | ({ __typename: 'ChatRoom' } & ChatRoomAnswer);

const after = (a: string, b: string) => BigInt(a) > BigInt(b);

/**
 * A message's event, made once for every subscriber of this process that is shown it (one object: its
 * GraphQL result is executed and serialised once, shared-events.ts).
 */
const events = new WeakMap<ChatMessageAnswer, ChatEvent>();
function eventOf(m: ChatMessageAnswer, kind: 'message' | 'removal'): ChatEvent {
  let event = events.get(m);
  if (!event) {
    event =
      kind === 'removal'
        ? { __typename: 'ChatRemoval', productId: m.productId, id: m.id, revision: m.revision }
        : { __typename: 'ChatMessage', ...m };
    events.set(m, event);
  }
  return event;
}

/** An `afterChat` argument: a revision (0: from the start), else null (not following the chat). */
export function cursorOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  return /^(0|[1-9][0-9]{0,18})$/.test(text) ? text : null;
}

/**
 * One subscriber's view of a room: `begin` answers the room's switches and what changed after the
 * subscriber's cursor (a resume); `onSignal` turns the room feed's batches into its events, each
 * revision once, in order.
 */
export type ChatFollow = Awaited<ReturnType<typeof followChat>>;

export async function followChat(user: User, productId: number, cursor: string) {
  const { reader } = await chatAccess(user, productId);
  const release = await join(productId);
  let sent = cursor;
  const shown = (messages: ChatMessageAnswer[]) => {
    const events: ChatEvent[] = [];
    for (const m of messages) {
      if (!after(m.revision, sent)) continue;
      sent = m.revision;
      const view = shownTo(reader, m);
      if (view && 'removed' in view) {
        events.push(eventOf(m, 'removal'));
      } else if (view) events.push(eventOf(m, 'message'));
    }
    return events;
  };
  const missed = async () => {
    const events: ChatEvent[] = [];
    for (;;) {
      const page = await changesAfter(productId, sent, PAGE);
      events.push(...shown(page));
      if (page.length < PAGE) return events;
    }
  };
  return {
    room: chatFeedName(productId),
    release,
    async begin(): Promise<ChatEvent[]> {
      return [{ __typename: 'ChatRoom', ...(await roomOf(productId)) }, ...(await missed())];
    },
    /** A batch the room's reader read, answered at once (no promise: 2,000 subscribers take it). */
    batchOf(signal: Signal): ChatEvent[] | null {
      const batch = signal.batch;
      if (batch?.kind === 'room') return [{ __typename: 'ChatRoom', ...batch.room }];
      if (batch?.kind === 'messages') return shown(batch.messages);
      return null;
    },
    onSignal(signal: Signal): ChatEvent[] | Promise<ChatEvent[]> {
      // Else a "read again" (a subscriber too slow, whose queue collapsed): from its own cursor.
      return this.batchOf(signal) ?? missed();
    },
  };
}

/**
 * A chat room's batches handed to `deliver` as the room dispatches them, when the subscriber's stream
 * waits for nothing (hub.ts `direct`): shared-events.ts `deliverNow` writes them to its socket, and
 * 2,000 viewers of a room then cost a write each, not an event through four iterators each. What
 * `deliver` refuses (a result still running, a slow client) is held and goes through the stream in
 * place of its signal, which is queued as usual. Answers the events of a signal the stream takes.
 */
export function writeThrough(
  signals: Listening,
  chat: ChatFollow,
  deliver: (events: ChatEvent[]) => boolean,
): (signal: Signal) => ChatEvent[] | Promise<ChatEvent[]> {
  let held: { signal: Signal; events: ChatEvent[] } | null = null;
  signals.direct = (signal) => {
    if (signal.room !== chat.room) return false;
    const events = chat.batchOf(signal);
    if (!events) return false;
    if (events.length === 0 || deliver(events)) return true;
    held = { signal, events };
    return false;
  };
  return (signal) => {
    const first = held;
    held = null;
    if (first?.signal === signal) return first.events;
    // Held for a signal a full queue collapsed into a "read again": its events go first.
    const rest = chat.onSignal(signal);
    if (!first) return rest;
    return Array.isArray(rest) ? [...first.events, ...rest] : rest.then((r) => [...first.events, ...r]);
  };
}
