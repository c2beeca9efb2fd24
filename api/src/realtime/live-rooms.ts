import { logger } from '../lib/logger.ts';
import { broadcastOfProduct } from '../live/services/broadcasts.ts';
import { viewersNow } from '../live/services/viewers.ts';
import { dispatch, listen, type Signal } from './hub.ts';

/**
 * A broadcast's live status in this process (issue 21): ONE reader per followed product listens to its
 * room (`live:{id}`, signalled by the broadcasts trigger and the audience switch) and, every few seconds,
 * counts the viewers (which keeps the broadcast's peak). When the status changed it hands it to every
 * subscriber here through a process-local room (`live-feed:{id}`); each one shows the count only when
 * it may (the organizer, or everyone when the organizer lets viewers see it).
 */

export interface LiveRoomStatus {
  productId: number;
  state: string;
  /** The viewers now (for whom may see them: see viewerView). */
  viewers: number;
  showViewers: boolean;
  startedAt: string | null;
  endedAt: string | null;
}

export type LiveBatch = { kind: 'live'; status: LiveRoomStatus };

export const liveFeedName = (productId: number) => `live-feed:${productId}`;

/** How often the viewers are counted again while anyone here follows the broadcast. */
export const VIEWERS_EVERY_MS = 5_000;

interface LiveReader {
  followers: number;
  stop: AbortController;
  current: Promise<LiveRoomStatus>;
}
const readers = new Map<number, LiveReader>();

async function read(productId: number): Promise<LiveRoomStatus> {
  const [row, viewers] = await Promise.all([broadcastOfProduct(productId), viewersNow(productId)]);
  return {
    productId,
    state: row?.state ?? 'idle',
    viewers,
    showViewers: row?.showViewers ?? false,
    startedAt: row?.startedAt?.toISOString() ?? null,
    endedAt: row?.endedAt?.toISOString() ?? null,
  };
}

async function run(productId: number, reader: LiveReader, signals: AsyncIterableIterator<Signal>) {
  let last = JSON.stringify(await reader.current.catch(() => null));
  for await (const _signal of signals) {
    try {
      const status = await read(productId);
      reader.current = Promise.resolve(status);
      const text = JSON.stringify(status);
      if (text === last) continue;
      last = text;
      dispatch({ room: liveFeedName(productId), id: null, batch: { kind: 'live', status } });
    } catch (err) {
      logger.warn('live.status_read_failed', {
        productId,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  }
}

/**
 * Takes a share of the product's reader (started by the first follower): its status now, and release()
 * to give the share back.
 */
export async function joinLive(productId: number) {
  let reader = readers.get(productId);
  if (!reader) {
    const stop = new AbortController();
    // Listening starts before the first read: a change in between is read again.
    const signals = listen(`live:${productId}`, stop.signal, { tickMs: VIEWERS_EVERY_MS });
    const created: LiveReader = { followers: 0, stop, current: read(productId) };
    reader = created;
    readers.set(productId, created);
    run(productId, created, signals)
      .catch((err: unknown) =>
        logger.warn('live.reader_stopped', {
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
  const release = () => {
    joined.followers--;
    if (joined.followers === 0) {
      joined.stop.abort();
      if (readers.get(productId) === joined) readers.delete(productId);
    }
  };
  try {
    return { status: await joined.current, release };
  } catch (err) {
    release();
    throw err;
  }
}

type LiveView = {
  __typename: 'LiveStatus';
  productId: number;
  state: string;
  viewers: number | null;
  startedAt: string | null;
  endedAt: string | null;
};
/** The two views of a status (its organizer's, everyone else's), made once for every subscriber here. */
const views = new WeakMap<LiveRoomStatus, { manager?: LiveView; viewer?: LiveView }>();

/** What one subscriber is shown: the count only for the organizer, or when viewers may see it. */
export function viewerView(status: LiveRoomStatus, manager: boolean): LiveView {
  let pair = views.get(status);
  if (!pair) {
    pair = {};
    views.set(status, pair);
  }
  const key = manager ? 'manager' : 'viewer';
  const made = pair[key];
  if (made) return made;
  const view: LiveView = {
    __typename: 'LiveStatus',
    productId: status.productId,
    state: status.state,
    viewers: manager || status.showViewers ? status.viewers : null,
    startedAt: status.startedAt,
    endedAt: status.endedAt,
  };
  pair[key] = view;
  return view;
}
