import type { Transaction } from 'sequelize';
import { connectionOf } from '../../../models/columns.ts';
import { Notification } from '../../../models/index.ts';
import { onChange } from '../lib/db-changes.ts';
import { logger } from '../lib/logger.ts';
import type { ChatBatch } from './chat-rooms.ts';
import type { LiveBatch } from './live-rooms.ts';

/**
 * Realtime fan-out across processes (issue 21): a write NOTIFYs the `realtime` channel with a room and
 * an id, never a payload (triggers do it for notifications, migration 0030; `publish` for the rest), and
 * the one LISTEN connection of each process (api/src/lib/db-changes.ts) hands it to this process's
 * subscribers of that room, who read what the id names with their own rights. Rooms: `user:{id}` (that
 * user's notifications), `system` (everyone's), and per product the live ones to come.
 */

export interface Signal {
  room: string;
  /** The id of what changed (a notification, a message), or null: "read again". */
  id: string | null;
  /**
   * What a process-local room hands its listeners already read (a chat room's changes, chat-rooms.ts; a
   * broadcast's status, live-rooms.ts).
   */
  batch?: ChatBatch | LiveBatch;
}

type Listener = (signal: Signal) => void;
/** The room name of a listener's own clock (`tickMs`). */
export const TICK = 'tick';
const rooms = new Map<string, Set<Listener>>();
/** Every open listener's stop: a stopping web process ends its subscriptions (their SSE answers end). */
const open = new Set<() => void>();

/** Ends every subscription of this process (the web role stops: clients reconnect to another). */
export function endAll() {
  for (const stop of [...open]) stop();
}

/** Hands `signal` to this process's listeners of its room (a process-local room: never NOTIFY'd). */
export function dispatch(signal: Signal) {
  for (const listener of rooms.get(signal.room) ?? []) listener(signal);
}

onChange('realtime', {
  changed: (payload) => {
    try {
      const parsed = JSON.parse(payload) as { room?: unknown; id?: unknown };
      if (typeof parsed.room !== 'string') return;
      dispatch({
        room: parsed.room,
        id: parsed.id === null || parsed.id === undefined ? null : String(parsed.id),
      });
    } catch {
      // Not ours: ignored.
    }
  },
  // The connection came back: what was published meanwhile is unknown, every room reads again.
  reset: () => {
    for (const room of rooms.keys()) dispatch({ room, id: null });
  },
});

/** How long a room's signals are gathered into one NOTIFY (after the first, which goes at once). */
export const COALESCE_MS = 200;
const windows = new Map<string, { id: string | number | null; waiting: boolean }>();

async function notifyNow(room: string, id: string | number | null) {
  try {
    await publish(room, id);
  } catch (err) {
    // The rows are written: a subscriber reads them at the room's next signal, or when it resumes.
    logger.warn('realtime.signal_failed', { room, error: err instanceof Error ? err.message : String(err) });
  }
}

/**
 * After a commit (never inside a transaction, least of all a payment's): signals `room`, at most once
 * per COALESCE_MS. The first signal of a quiet room goes at once; those that follow within the window
 * become one, sent as the window closes with the last id given (readers read "everything after what I
 * have", so one signal stands for many). Answers when the immediate signal, if any, was sent.
 */
export async function signalRoom(room: string, id: string | number | null) {
  const open = windows.get(room);
  if (open) {
    open.id = id;
    open.waiting = true;
    return;
  }
  const window = { id, waiting: false };
  windows.set(room, window);
  const close = () => {
    if (!window.waiting) {
      windows.delete(room);
      return;
    }
    window.waiting = false;
    notifyNow(room, window.id).finally(() => setTimeout(close, COALESCE_MS).unref());
  };
  await notifyNow(room, id);
  setTimeout(close, COALESCE_MS).unref();
}

/** Sends what the windows still gather (a stopping process): answers when sent. */
export async function flushSignals() {
  const waiting = [...windows].filter(([, w]) => w.waiting);
  for (const [, w] of waiting) w.waiting = false;
  await Promise.all(waiting.map(([room, w]) => notifyNow(room, w.id)));
}

/** Tells every process's subscribers of `room` that `id` changed (at commit when in a transaction). */
export async function publish(room: string, id: string | number | null, transaction?: Transaction) {
  await connectionOf(Notification).query("SELECT pg_notify('realtime', $1)", {
    bind: [JSON.stringify({ room, id })],
    transaction,
  });
}

/**
 * The signals of `room` (or of several rooms, one stream) as an async iterator, from now on, until the
 * consumer stops (a closed SSE connection returns it); with `tickMs`, also a TICK signal at that interval. Signals that arrive while the consumer is busy wait in order; past
 * MAX_QUEUED (a stuck client) they collapse into one "read again".
 */
export interface Listening extends AsyncIterableIterator<Signal> {
  /**
   * Takes a signal as it is dispatched, while the consumer waits for the next with none queued (so none
   * overtakes another): true when it is dealt with there (a chat batch written straight to a socket,
   * shared-events.ts `deliverNow`), false to queue it as usual.
   */
  direct: ((signal: Signal) => boolean) | null;
}

export function listen(
  room: string | string[],
  signal?: AbortSignal,
  { tickMs }: { tickMs?: number } = {},
): Listening {
  const names = Array.isArray(room) ? room : [room];
  const MAX_QUEUED = 100;
  const queue: Signal[] = [];
  let wake: (() => void) | null = null;
  let done = false;
  const listener: Listener = (s) => {
    if (wake && queue.length === 0 && !done && iterator.direct?.(s)) return;
    // Past MAX_QUEUED, what waits becomes one "read again" per room.
    if (queue.length >= MAX_QUEUED)
      queue.splice(0, queue.length, ...names.map((r) => ({ room: r, id: null })));
    else queue.push(s);
    wake?.();
  };
  let tick: NodeJS.Timeout | undefined;
  const stop = () => {
    if (done) return;
    done = true;
    clearTimeout(tick);
    open.delete(stop);
    for (const name of names) {
      const set = rooms.get(name);
      set?.delete(listener);
      if (set?.size === 0) rooms.delete(name);
    }
    wake?.();
  };
  for (const name of names) {
    let set = rooms.get(name);
    if (!set) {
      set = new Set();
      rooms.set(name, set);
    }
    set.add(listener);
  }
  open.add(stop);
  // A clock for what changes without a signal (an audience): a "read again" every tickMs.
  const arm = () => {
    if (!tickMs || done) return;
    tick = setTimeout(() => {
      listener({ room: TICK, id: null });
      arm();
    }, tickMs);
    tick.unref();
  };
  arm();
  signal?.addEventListener('abort', stop, { once: true });
  const iterator: Listening = {
    direct: null,
    [Symbol.asyncIterator]: () => iterator,
    next: async () => {
      while (!done && queue.length === 0) await new Promise<void>((r) => (wake = r));
      wake = null;
      const next = queue.shift();
      return next ? { value: next, done: false } : { value: undefined, done: true };
    },
    return: async () => {
      stop();
      return { value: undefined, done: true };
    },
  };
  return iterator;
}

/** How many listen to `room` in this process (tests wait on it; a metric to come). */
export const listenersOf = (room: string) => rooms.get(room)?.size ?? 0;
