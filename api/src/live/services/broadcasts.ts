import { text } from 'node:stream/consumers';
import { type InferCreationAttributes, QueryTypes, type Transaction } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import {
  Broadcast,
  type BroadcastDestination,
  Channel,
  MediaAsset,
  Product,
  type StoredNotice,
  type User,
} from '../../../../models/index.ts';
import { hashToken, newToken } from '../../accounts/services/tokens.ts';
import { env, publicUrl } from '../../env.ts';
import { AppError } from '../../errors.ts';
import { logger } from '../../lib/logger.ts';
import { defineJob } from '../../lib/queue.ts';
import { mediaStorage } from '../../media/storage/index.ts';
import { signPlayback } from '../../media/tokens.ts';
import { assertCan } from '../../policy.ts';
import { signalRoom } from '../../realtime/hub.ts';
import { notify } from '../../realtime/notify.ts';
import type {
  BroadcastAnswer,
  BroadcastInput,
  BroadcastRecording,
  BroadcastStartAnswer,
  BroadcastState,
  RecordingState,
} from '../../shared/live.ts';
import { ENDLIST, recordingPlaylistKey, recordJob } from '../recording.ts';
import { destinationJson, destinationsOf } from './destinations.ts';
import { keepPeaks, viewersNow } from './viewers.ts';

/**
 * A broadcast product's current broadcast (issue 20). The organizer starts it (a random stream key, only
 * its hash kept; starting again makes a new key and revokes the old one) and stops it (key revoked, the
 * playlist's end marker written). The ingest role (api/src/live/ingest.ts) asks `acceptPublish` for each
 * publish and tells `publisherLeft` when the publisher drops; a dropped broadcast is `reconnecting` for
 * LIVE_IDLE_SECONDS, then the delayed job below ends it unless media came back.
 *
 * Every state change is one UPDATE guarded by the states it may leave, so two publishers, a stop racing a
 * publish or two regenerations cannot both win; the table's CHECKs (migration 0027) hold the rest.
 */

/** The live playlist's folder in media storage; ffmpeg writes `src/index.m3u8` and its segments in it. */
export const livePlaylistFolder = (productId: number) => `live/${productId}`;
export const LIVE_RENDITION = 'src';
export const livePlaylistKey = (productId: number) =>
  `${livePlaylistFolder(productId)}/${LIVE_RENDITION}/index.m3u8`;
/** The phone rendition (LIVE_PHONE_RENDITION) and the master playlist that offers it beside the source. */
export const PHONE_RENDITION = '360p';
export const PHONE_HEIGHT = 360;
export const liveMasterKey = (productId: number) => `${livePlaylistFolder(productId)}/master.m3u8`;
export const phonePlaylistKey = (productId: number) =>
  `${livePlaylistFolder(productId)}/${PHONE_RENDITION}/index.m3u8`;

const sql = () => connectionOf(Broadcast);

/**
 * A live publisher whose ingest noted no media for this long is taken as gone (its ingest process died
 * without closing the broadcast): the next publish with the key takes over. A live one notes media every
 * 2 s (api/src/live/ingest.ts).
 */
const STALE_PUBLISHER_SECONDS = 20;

/** The broadcast product, for its owner or an administrator (others: 404, as the catalogue answers). */
async function managedProduct(user: User, productId: number, transaction?: Transaction) {
  const product = await Product.findByPk(productId, {
    include: [{ model: Channel, as: 'channel', attributes: ['userId'] }],
    transaction,
  });
  if (!product) throw new AppError('NOT_FOUND');
  await assertCan(user, 'broadcast.manage', product, { transaction });
  if (product.type !== 'broadcast') throw new AppError('BROADCAST_NOT_BROADCAST');
  return product;
}

export function ingestUrl(): string {
  return `rtmp://${new URL(publicUrl).hostname}:${env.RTMP_PORT}/live`;
}

/**
 * Makes a new stream key for the product's broadcast (creating the broadcast and its playlist asset the
 * first time), revoking the previous one. A broadcast that had ended starts over (idle, a fresh playlist);
 * a live one loses its publisher (whose key no longer works) and waits for the new key, `reconnecting`.
 */
export async function startBroadcast(user: User, productId: number): Promise<BroadcastStartAnswer> {
  const { token: streamKey, hash } = newToken();
  let freshPlaylist = false;
  const state = await sql().transaction(async (transaction) => {
    const product = await managedProduct(user, productId, transaction);
    let row = await Broadcast.findOne({ where: { productId }, transaction, lock: transaction.LOCK.UPDATE });
    if (!row) {
      const asset = await createAsset(
        {
          userId: user.id,
          productId: product.id,
          kind: 'live',
          originalName: 'live',
          mime: 'application/vnd.apple.mpegurl',
          storagePath: livePlaylistFolder(product.id),
          status: 'ready',
          hlsPath: livePlaylistFolder(product.id),
        },
        transaction,
      );
      row = await Broadcast.create(
        {
          productId: product.id,
          mediaAssetId: asset.id,
          keyHash: hash,
          publisher: null,
          publishingSince: null,
          startedAt: null,
          endedAt: null,
          lastMediaAt: null,
          playlistPath: livePlaylistKey(product.id),
        },
        { transaction },
      );
      return row.state;
    }
    if (row.state === 'ended') {
      freshPlaylist = true;
      await sql().query('DELETE FROM live_viewers WHERE asset_id = $1', {
        bind: [row.mediaAssetId],
        transaction,
      });
      await row.update(
        {
          state: 'idle',
          keyHash: hash,
          startedAt: null,
          endedAt: null,
          lastMediaAt: null,
          secondsUsed: 0,
          input: {},
          notice: null,
          peakViewers: 0,
          peakAt: null,
        },
        { transaction },
      );
      return row.state;
    }
    if (row.state === 'live') {
      // The old key's publisher is cut by the ingest at its next check (within seconds).
      await closePublish(row.id, 'reconnecting', transaction);
      await idleJob.enqueue({ broadcastId: row.id }, transaction, { startAfter: env.LIVE_IDLE_SECONDS });
    }
    await sql().query('UPDATE broadcasts SET key_hash = $2, updated_at = now() WHERE id = $1', {
      bind: [row.id, hash],
      transaction,
    });
    return (await row.reload({ transaction })).state;
  });
  // A new broadcast after an ended one gets a new playlist (the old one's segments go; a recording being
  // made of the old one has a folder of its own).
  if (freshPlaylist) {
    const storage = mediaStorage();
    await storage.delete(liveMasterKey(productId));
    await storage.deletePrefix(`${livePlaylistFolder(productId)}/${LIVE_RENDITION}`);
    await storage.deletePrefix(`${livePlaylistFolder(productId)}/${PHONE_RENDITION}`);
  }
  logger.info('broadcast.key_issued', { productId, userId: user.id });
  return { ingestUrl: ingestUrl(), streamKey, state };
}

/**
 * Ends the publish in progress (if any), counting its seconds: to `reconnecting` (the publisher dropped
 * or lost its key) or `ended`. Returns whether a publisher was live (and its ingest alive: one that noted
 * no media for STALE_PUBLISHER_SECONDS has died, and will write nothing more).
 */
async function closePublish(
  broadcastId: number,
  to: 'reconnecting' | 'ended',
  transaction: Transaction,
  publisher?: string,
): Promise<{ wasLive: boolean; changed: boolean }> {
  const rows = await sql().query<{ was_live: boolean }>(
    `UPDATE broadcasts b SET
        state = $2,
        key_hash = CASE WHEN $2 = 'ended' THEN NULL ELSE b.key_hash END,
        ended_at = CASE WHEN $2 = 'ended' THEN now() ELSE b.ended_at END,
        seconds_used = b.seconds_used
          + coalesce(ceil(extract(epoch FROM now() - b.publishing_since)), 0)::integer,
        last_media_at = CASE WHEN b.publisher IS NOT NULL THEN now() ELSE b.last_media_at END,
        publisher = NULL, publishing_since = NULL, updated_at = now()
       FROM broadcasts old
      WHERE b.id = $1 AND old.id = b.id AND b.state <> 'ended'
        AND ($3::text IS NULL OR b.publisher = $3)
        AND ($2 = 'ended' OR b.state = 'live')
      RETURNING old.publisher IS NOT NULL
        AND old.last_media_at > now() - make_interval(secs => $4) AS was_live`,
    {
      bind: [broadcastId, to, publisher ?? null, STALE_PUBLISHER_SECONDS],
      transaction,
      type: QueryTypes.SELECT,
    },
  );
  return { wasLive: rows[0]?.was_live ?? false, changed: rows.length > 0 };
}

/** Stops the broadcast: key revoked, state ended, the playlist's end marker written. */
export async function stopBroadcast(user: User, productId: number): Promise<BroadcastAnswer> {
  const outcome = await sql().transaction(async (transaction) => {
    await managedProduct(user, productId, transaction);
    const row = await Broadcast.findOne({ where: { productId }, transaction, lock: transaction.LOCK.UPDATE });
    if (!row) throw new AppError('BROADCAST_NOT_STARTED');
    const closed = await closePublish(row.id, 'ended', transaction);
    if (closed.changed) await finishRun(row.id, transaction, closed.wasLive);
    return closed;
  });
  // With a publisher on air the ingest stops its ffmpeg and then writes the marker (ffmpeg would
  // otherwise rewrite the playlist after us); without one, nothing writes the playlist any more.
  if (outcome.changed && !outcome.wasLive) await endPlaylist(productId);
  logger.info('broadcast.stopped', { productId, userId: user.id });
  return broadcastFor(user, productId);
}

/** The organizer's view of the broadcast. */
export async function broadcastFor(user: User, productId: number): Promise<BroadcastAnswer> {
  const product = await managedProduct(user, productId);
  const [row, destinations] = await Promise.all([
    Broadcast.findOne({ where: { productId } }),
    destinationsOf(productId),
  ]);
  const [asset, viewers] = await Promise.all([
    row?.recordingAssetId ? MediaAsset.findByPk(row.recordingAssetId) : null,
    viewersNow(productId),
  ]);
  return broadcastJson(row, destinations, {
    recording: await recordingJson(user, row, asset, product.metadata?.replay === true),
    viewers,
  });
}

const ASSET_RECORDING: Record<string, RecordingState> = {
  uploaded: 'processing',
  queued: 'processing',
  transcoding: 'processing',
  ready: 'ready',
  failed: 'failed',
};

/**
 * The recording as the organizer sees it: before the end, whether this broadcast will be kept; after it,
 * the job's progress. The newest recording (of this broadcast or, until it ends, of the previous one)
 * offers its MP4 through a signed path for the organizer.
 */
async function recordingJson(
  user: User,
  row: Broadcast | null,
  asset: MediaAsset | null,
  replay: boolean,
  now = new Date(),
): Promise<BroadcastRecording> {
  const enabled = row?.recording ?? false;
  const ended = row?.state === 'ended';
  let state: RecordingState = enabled ? 'recording' : 'off';
  if (ended) state = asset ? (ASSET_RECORDING[asset.status] ?? 'processing') : 'off';
  const ready = asset?.status === 'ready' ? asset : null;
  let download: string | null = null;
  if (ready?.downloadPath) {
    const expires = Math.floor(now.getTime() / 1000) + env.MEDIA_TOKEN_TTL_SECONDS;
    const token = await signPlayback({ userId: user.id, assetId: ready.id, expires, liveStart: 0 });
    download = `/media/${token}/${ready.id}/${ready.downloadPath.slice(ready.downloadPath.lastIndexOf('/') + 1)}`;
  }
  return {
    enabled,
    state,
    mediaId: asset?.id ?? null,
    durationSeconds: ready?.durationSeconds ?? null,
    download,
    replay,
    reason: ended && asset?.status === 'failed' ? asset.error : null,
  };
}

const NO_RECORDING: BroadcastRecording = {
  enabled: false,
  state: 'off',
  mediaId: null,
  durationSeconds: null,
  download: null,
  replay: false,
  reason: null,
};

export function broadcastJson(
  row: Broadcast | null,
  destinations: BroadcastDestination[],
  {
    now = Date.now(),
    recording = NO_RECORDING,
    viewers = 0,
  }: { now?: number; recording?: BroadcastRecording; viewers?: number } = {},
): BroadcastAnswer {
  const running = row?.publishingSince ? Math.max(0, now - row.publishingSince.getTime()) / 1000 : 0;
  const seconds = (row?.secondsUsed ?? 0) + running;
  const input = row?.input ?? {};
  return {
    state: row?.state ?? 'idle',
    keyIssued: Boolean(row?.keyHash),
    input: {
      bitrate: input.bitrate ?? null,
      width: input.width ?? null,
      height: input.height ?? null,
      fps: input.fps ?? null,
    },
    bitrateCap: env.LIVE_MAX_BITRATE_KBPS,
    notice: visibleNotice(row?.notice ?? null, now),
    viewers,
    showViewers: row?.showViewers ?? false,
    peakViewers: Math.max(row?.peakViewers ?? 0, viewers),
    startedAt: row?.startedAt?.toISOString() ?? null,
    endedAt: row?.endedAt?.toISOString() ?? null,
    minutesUsed: Math.ceil(seconds / 60),
    recording,
    destinations: destinations.map((d) => destinationJson(d, row?.state === 'live')),
  };
}

/** A warning while it lasts (the ingest renews it every few seconds); a cut or refusal for 10 minutes. */
function visibleNotice(notice: StoredNotice | null, now: number): StoredNotice | null {
  if (!notice) return null;
  const age = now - Date.parse(notice.at);
  return age <= (notice.code === 'bitrate_high' ? 10_000 : 600_000) ? notice : null;
}

/**
 * The recording switch. It may change until the broadcast ends (the segments are kept from the first
 * second either way); an ended broadcast's recording is already made or dropped.
 */
export async function setRecording(
  user: User,
  productId: number,
  enabled: boolean,
): Promise<BroadcastAnswer> {
  await sql().transaction(async (transaction) => {
    await managedProduct(user, productId, transaction);
    const row = await Broadcast.findOne({ where: { productId }, transaction, lock: transaction.LOCK.UPDATE });
    if (!row) throw new AppError('BROADCAST_NOT_STARTED');
    if (row.state === 'ended') throw new AppError('BROADCAST_ENDED');
    await row.update({ recording: enabled }, { transaction });
  });
  logger.info('broadcast.recording', { productId, userId: user.id, enabled });
  return broadcastFor(user, productId);
}

/**
 * Whether the broadcast's viewers see how many watch (the organizer always does). Open players follow at
 * once (the live room is signalled after the commit).
 */
export async function setShowViewers(
  user: User,
  productId: number,
  showViewers: boolean,
): Promise<BroadcastAnswer> {
  await sql().transaction(async (transaction) => {
    await managedProduct(user, productId, transaction);
    const row = await Broadcast.findOne({ where: { productId }, transaction, lock: transaction.LOCK.UPDATE });
    if (!row) throw new AppError('BROADCAST_NOT_STARTED');
    await row.update({ showViewers }, { transaction });
  });
  await signalRoom(`live:${productId}`, null);
  return broadcastFor(user, productId);
}

/** Appends the end marker to the live playlist (once); nothing when there is no playlist. */
export async function endPlaylist(productId: number): Promise<void> {
  await appendEndList(livePlaylistKey(productId));
  await appendEndList(phonePlaylistKey(productId));
}

/** Appends the end marker to the run's recording playlist: the recording job knows it is complete. */
export async function endRecording(folder: string): Promise<void> {
  await appendEndList(recordingPlaylistKey(folder));
}

async function appendEndList(key: string) {
  const storage = mediaStorage();
  const object = await storage.get(key);
  if (!object) return;
  const playlist = await text(object.body);
  if (playlist.includes(ENDLIST)) return;
  await storage.put(key, Buffer.from(`${playlist.replace(/\n?$/, '\n')}${ENDLIST}\n`));
}

/** A media asset of a broadcast (its live playlist, or a recording to make): nothing of its media known yet. */
function createAsset(
  fields: Pick<
    InferCreationAttributes<MediaAsset>,
    'userId' | 'productId' | 'kind' | 'originalName' | 'mime' | 'storagePath' | 'status' | 'hlsPath'
  >,
  transaction: Transaction,
) {
  return MediaAsset.create(
    {
      lessonId: null,
      sizeBytes: 0,
      durationSeconds: null,
      error: null,
      errorCode: null,
      uploadId: null,
      width: null,
      height: null,
      posterPath: null,
      downloadPath: null,
      startedAt: null,
      finishedAt: null,
      ...fields,
    },
    { transaction },
  );
}

/**
 * A broadcast has just ended (in `transaction`): its run's kept segments become a recording when the
 * switch is on (a video asset, queued, made by the job), else the job drops them. `waitForIngest`: a
 * publisher was on air, whose ffmpeg finishes the recording's playlist in the next seconds.
 */
async function finishRun(broadcastId: number, transaction: Transaction, waitForIngest: boolean) {
  const row = await Broadcast.findByPk(broadcastId, { transaction, lock: transaction.LOCK.UPDATE });
  const folder = row?.recordingFolder;
  if (!row || !folder) return;
  let assetId: number | null = null;
  if (row.recording) {
    const [owner] = await sql().query<{ user_id: number }>(
      'SELECT c.user_id FROM products p JOIN channels c ON c.id = p.channel_id WHERE p.id = $1',
      { bind: [row.productId], type: QueryTypes.SELECT, transaction },
    );
    const asset = await createAsset(
      {
        userId: owner.user_id,
        productId: row.productId,
        kind: 'video',
        originalName: 'recording',
        mime: 'video/mp4',
        storagePath: folder,
        status: 'queued',
        hlsPath: null,
      },
      transaction,
    );
    assetId = asset.id;
  }
  await row.update({ recordingFolder: null, recordingAssetId: assetId }, { transaction });
  await recordJob.enqueue({ broadcastId, folder, assetId, waitForIngest }, transaction, {
    startAfter: waitForIngest ? 5 : 0,
  });
}

// ---- the ingest's questions -------------------------------------------------------------------------

export interface AcceptedPublish {
  broadcastId: number;
  productId: number;
  /** Where this run's segments are kept for the recording (media storage key). */
  recordingFolder: string;
  /** The publish continues a dropped one: same playlist, after a discontinuity. */
  resumed: boolean;
}

/**
 * A publish with `streamKey` by the ingest session `publisher`: accepted when the key is a broadcast's
 * current key and nobody publishes on it (one UPDATE: a second publisher finds the row already live).
 * Null means refused: wrong, old or missing key, an ended broadcast, or a publisher already live.
 */
export async function acceptPublish(streamKey: string, publisher: string): Promise<AcceptedPublish | null> {
  return sql().transaction((transaction) => acceptIn(streamKey, publisher, transaction));
}

async function acceptIn(
  streamKey: string,
  publisher: string,
  transaction: Transaction,
): Promise<AcceptedPublish | null> {
  const [row] = await sql().query<{
    id: number;
    product_id: number;
    recording_folder: string;
    resumed: boolean;
  }>(
    `UPDATE broadcasts b SET state = 'live', publisher = $2, publishing_since = now(), last_media_at = now(),
            started_at = coalesce(b.started_at, now()), updated_at = now(),
            recording_folder = coalesce(b.recording_folder,
              'live/' || b.product_id || '/rec-' || (extract(epoch FROM now()) * 1000)::bigint),
            seconds_used = b.seconds_used + CASE WHEN b.state = 'live'
              THEN greatest(0, ceil(extract(epoch FROM b.last_media_at - b.publishing_since)))::integer ELSE 0 END
       FROM broadcasts old
      WHERE b.key_hash = $1 AND old.id = b.id
        AND (b.state IN ('idle', 'reconnecting')
          OR (b.state = 'live' AND b.last_media_at < now() - make_interval(secs => $3)))
      RETURNING b.id, b.product_id, b.recording_folder, old.state <> 'idle' AS resumed`,
    {
      bind: [hashToken(streamKey), publisher, STALE_PUBLISHER_SECONDS],
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  // On air for the first time: ticket holders and the channel's subscribers are told (a job, with this).
  if (row && !row.resumed) {
    const product = await Product.findByPk(row.product_id, {
      attributes: ['id', 'title', 'slug'],
      transaction,
    });
    await notify(
      {
        to: 'audience',
        productId: row.product_id,
        type: 'broadcast.live',
        values: { title: product?.title ?? '' },
        payload: { productId: row.product_id, slug: product?.slug ?? null },
      },
      transaction,
    );
  }
  return row
    ? {
        broadcastId: row.id,
        productId: row.product_id,
        recordingFolder: row.recording_folder,
        resumed: row.resumed,
      }
    : null;
}

/** The broadcast whose current key this is, when a publisher is live on it (a refused second one). */
export async function keyInUse(streamKey: string): Promise<number | null> {
  const row = await Broadcast.findOne({
    where: { keyHash: hashToken(streamKey), state: 'live' },
    attributes: ['id'],
  });
  return row?.id ?? null;
}

/**
 * The publisher is still on air and still holds its key: notes that media arrives (and what it looks
 * like). False when the broadcast was stopped or its key regenerated: the ingest then cuts it.
 */
export async function mediaArrived(
  broadcastId: number,
  publisher: string,
  input: Partial<BroadcastInput>,
  notice?: Omit<StoredNotice, 'at'>,
): Promise<boolean> {
  const rows = await sql().query(
    `UPDATE broadcasts SET last_media_at = now(), input = $3::jsonb, updated_at = now(),
            notice = coalesce($4::jsonb || jsonb_build_object('at', now()), notice)
      WHERE id = $1 AND publisher = $2 AND state = 'live' RETURNING id`,
    {
      bind: [broadcastId, publisher, JSON.stringify(input), notice ? JSON.stringify(notice) : null],
      type: QueryTypes.SELECT,
    },
  );
  return rows.length > 0;
}

/** The ingest cut or refused the publisher: why, for the broadcast screen. */
export async function noteCut(broadcastId: number, notice: Omit<StoredNotice, 'at'>): Promise<void> {
  await sql().query(
    `UPDATE broadcasts SET notice = $2::jsonb || jsonb_build_object('at', now()), updated_at = now()
      WHERE id = $1`,
    { bind: [broadcastId, JSON.stringify(notice)] },
  );
}

/**
 * The publisher `publisher` dropped: the broadcast waits for it (`reconnecting`) and a job checks at the
 * end of the window whether media came back. Nothing when it no longer held the broadcast (stopped,
 * regenerated). Returns the broadcast's state now.
 */
export async function publisherLeft(broadcastId: number, publisher: string): Promise<BroadcastState | null> {
  return sql().transaction(async (transaction) => {
    const { changed } = await closePublish(broadcastId, 'reconnecting', transaction, publisher);
    if (changed) {
      await idleJob.enqueue({ broadcastId }, transaction, { startAfter: env.LIVE_IDLE_SECONDS });
    }
    const row = await Broadcast.findByPk(broadcastId, { transaction });
    return row?.state ?? null;
  });
}

/**
 * The end of a reconnect window: a broadcast still reconnecting with no media since the window opened
 * ends as if stopped. A publisher that came back (live), or dropped again later (a newer job), wins.
 */
export const idleJob = defineJob<{ broadcastId: number }>(
  'live.idle',
  { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  async ({ broadcastId }) => {
    const rows = await sql().transaction(async (transaction) => {
      const ended = await sql().query<{ product_id: number }>(
        `UPDATE broadcasts SET state = 'ended', key_hash = NULL, ended_at = now(), updated_at = now()
          WHERE id = $1 AND state = 'reconnecting'
            AND last_media_at <= now() - make_interval(secs => $2)
          RETURNING product_id`,
        { bind: [broadcastId, env.LIVE_IDLE_SECONDS], type: QueryTypes.SELECT, transaction },
      );
      // Nobody publishes on a reconnecting broadcast: the recording is complete as it is.
      if (ended[0]) await finishRun(broadcastId, transaction, false);
      return ended;
    });
    if (!rows[0]) return;
    await endPlaylist(rows[0].product_id);
    logger.info('broadcast.idle_ended', { broadcastId, seconds: env.LIVE_IDLE_SECONDS });
  },
);

/** Whether the broadcast has ended (the ingest asks after cutting a publisher, to write the end marker). */
export async function broadcastEnded(broadcastId: number): Promise<boolean> {
  const row = await Broadcast.findByPk(broadcastId, { attributes: ['state'] });
  return row?.state === 'ended';
}

/** The broadcast of a product, for the player (null when never started). */
export function broadcastOfProduct(productId: number) {
  return Broadcast.findOne({ where: { productId } });
}

/**
 * Every minute: a broadcast still `live` whose ingest has noted no media for a minute lost its ingest
 * (killed, or its machine gone) without closing it. It waits for its publisher like any dropped one
 * (broadcasting software reconnects by itself, to any ingest), its minutes counted up to the last media.
 * Viewers unseen for an hour are forgotten.
 */
export const sweepJob = defineJob<Record<string, never>>(
  'live.sweep',
  { retryLimit: 1, retryDelay: 30, retryBackoff: false, expireInSeconds: 60, cron: '* * * * *' },
  async () => {
    const lost = await sql().transaction(async (transaction) => {
      const rows = await sql().query<{ id: number }>(
        `UPDATE broadcasts SET state = 'reconnecting', publisher = NULL, publishing_since = NULL,
                seconds_used = seconds_used
                  + greatest(0, ceil(extract(epoch FROM last_media_at - publishing_since)))::integer,
                updated_at = now()
          WHERE state = 'live' AND last_media_at < now() - make_interval(secs => $1)
          RETURNING id`,
        { bind: [STALE_PUBLISHER_SECONDS * 3], type: QueryTypes.SELECT, transaction },
      );
      for (const { id } of rows) {
        await idleJob.enqueue({ broadcastId: id }, transaction, { startAfter: env.LIVE_IDLE_SECONDS });
      }
      await sql().query("DELETE FROM live_viewers WHERE seen_at < now() - interval '1 hour'", {
        transaction,
      });
      return rows.map((r) => r.id);
    });
    if (lost.length > 0) logger.warn('broadcast.ingest_lost', { broadcastIds: lost });
    // The peak of a broadcast nobody's screen is asking about is kept too.
    await keepPeaks();
  },
);
