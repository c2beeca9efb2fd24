import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { Broadcast } from '../../../../models/index.ts';
import { logger } from '../../lib/logger.ts';

/**
 * "Viewers now" of a broadcast: the users who fetched its live playlist lately. A player asks for the
 * playlist every segment (2 s); each web process notes a viewer at most every NOTE_EVERY_MS in
 * live_viewers (migration 0029), so every process answers the same count. The organizer's own preview
 * is not an audience.
 */
const NOTE_EVERY_MS = 10_000;
/** A viewer whose player has not asked for this long has left. */
export const VIEWER_GONE_SECONDS = 25;
const MAX_NOTED = 50_000;

const sql = () => connectionOf(Broadcast);
/** When this process last wrote each asset/user pair. */
const noted = new Map<string, number>();

/** A live playlist was served to `userId`: noted (a failure costs a count, never the playlist). */
export async function noteViewer(assetId: number, userId: number, now = Date.now()): Promise<void> {
  const key = `${assetId}/${userId}`;
  if (now - (noted.get(key) ?? 0) < NOTE_EVERY_MS) return;
  if (noted.size >= MAX_NOTED) noted.clear();
  noted.set(key, now);
  try {
    await sql().query(
      `INSERT INTO live_viewers (asset_id, user_id, seen_at) VALUES ($1, $2, now())
       ON CONFLICT (asset_id, user_id) DO UPDATE SET seen_at = now()`,
      { bind: [assetId, userId] },
    );
  } catch (err) {
    noted.delete(key);
    logger.warn('live.viewer_note_failed', {
      assetId,
      error: err instanceof Error ? err.message : String(err),
    });
  }
}

/**
 * How many watch the product's broadcast now (its owner excluded). The same statement keeps the
 * broadcast's peak (the most at once, for analytics) whenever the count passes it.
 */
export async function viewersNow(productId: number): Promise<number> {
  const [row] = await sql().query<{ n: number }>(
    `WITH watching AS (
       SELECT count(*)::int AS n
         FROM broadcasts b
         JOIN products p ON p.id = b.product_id
         JOIN channels c ON c.id = p.channel_id
         JOIN live_viewers v ON v.asset_id = b.media_asset_id
        WHERE b.product_id = $1 AND b.state IN ('live', 'reconnecting')
          AND v.user_id <> c.user_id AND v.seen_at > now() - make_interval(secs => $2)
     ), peak AS (
       UPDATE broadcasts SET peak_viewers = watching.n, peak_at = now()
         FROM watching WHERE product_id = $1 AND peak_viewers < watching.n
       RETURNING 1
     )
     SELECT n FROM watching`,
    { bind: [productId, VIEWER_GONE_SECONDS], type: QueryTypes.SELECT },
  );
  return row?.n ?? 0;
}

/** How long a count is shared by this process's subscribers of one broadcast. */
const SHARED_MS = 4_000;
const counts = new Map<number, { at: number; n: Promise<number> }>();

/**
 * viewersNow, read at most once per SHARED_MS per broadcast in this process: the figure every open
 * player of a broadcast shows (2,000 viewers cost one query every few seconds, not 2,000).
 */
export function viewersShared(productId: number, now = Date.now()): Promise<number> {
  const last = counts.get(productId);
  if (last && now - last.at < SHARED_MS) return last.n;
  if (counts.size > 1_000) counts.clear();
  const n = viewersNow(productId);
  counts.set(productId, { at: now, n });
  n.catch(() => counts.delete(productId));
  return n;
}

/** Every live broadcast's peak, brought up to its count now (the sweep's, each minute). */
export async function keepPeaks(): Promise<void> {
  await sql().query(
    `UPDATE broadcasts b SET peak_viewers = w.n, peak_at = now()
       FROM (
         SELECT b2.id, count(*)::int AS n
           FROM broadcasts b2
           JOIN products p ON p.id = b2.product_id
           JOIN channels c ON c.id = p.channel_id
           JOIN live_viewers v ON v.asset_id = b2.media_asset_id
          WHERE b2.state IN ('live', 'reconnecting')
            AND v.user_id <> c.user_id AND v.seen_at > now() - make_interval(secs => $1)
          GROUP BY b2.id
       ) w
      WHERE b.id = w.id AND b.peak_viewers < w.n`,
    { bind: [VIEWER_GONE_SECONDS] },
  );
}
