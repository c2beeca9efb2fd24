import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import {
  Channel,
  MediaAsset,
  Product,
  ProductAccess,
  ProductSession,
  type User,
} from '../../../../models/index.ts';
import { signView } from '../../analytics/view-token.ts';
import { env } from '../../env.ts';
import { AppError } from '../../errors.ts';
import {
  broadcastOfProduct,
  LIVE_RENDITION,
  liveMasterKey,
  livePlaylistKey,
  phonePlaylistKey,
} from '../../live/services/broadcasts.ts';
import { assertCan, can } from '../../policy.ts';
import type { Playback, PlayerKind, PlayerState } from '../../shared/media.ts';
import { mediaStorage } from '../storage/index.ts';
import { signPlayback } from '../tokens.ts';

/**
 * What the player needs for a product or a lesson: the kind of player, its state (spec 4: unavailable,
 * ready on date, playing, finished, unreachable), and while playing the master playlist URL with a
 * short-lived token, the poster, the duration and where the viewer stopped. Access comes from the
 * entitlement function; no access answers 403 with the catalogue's error (401 signed out).
 */
export type { PlayerKind, PlayerState };
/** The answer as built here (dates as Date; JSON makes them strings). */
export type PlaybackAnswer = Omit<Playback, 'startsAt' | 'endsAt' | 'tokenExpiresAt'> & {
  startsAt: Date | null;
  endsAt: Date | null;
  tokenExpiresAt: Date | null;
};

const kindOf = (type: string): PlayerKind =>
  type === 'podcast' ? 'audio' : type === 'live' ? 'fake-live' : type === 'broadcast' ? 'live' : 'vod';

/** The course product of a lesson, or 404. */
async function lessonProduct(lessonId: number): Promise<number> {
  const [row] = await connectionOf(Product).query<{ product_id: number }>(
    `SELECT c.product_id FROM lessons l JOIN course_modules m ON m.id = l.module_id
       JOIN courses c ON c.id = m.course_id WHERE l.id = $1`,
    { bind: [lessonId], type: QueryTypes.SELECT },
  );
  if (!row) throw new AppError('NOT_FOUND');
  return row.product_id;
}

/** The asset a viewer plays: the newest ready one of the target (a replacement wins once it is ready). */
function playableAsset(productId: number, lessonId: number | null, kind: 'video' | 'audio') {
  return MediaAsset.findOne({
    where: { productId, lessonId, kind, status: 'ready' },
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
  });
}

export async function playbackFor(
  user: User | null,
  target: { productId: number } | { lessonId: number },
  now = new Date(),
): Promise<PlaybackAnswer> {
  const lessonId = 'lessonId' in target ? target.lessonId : null;
  const productId = 'lessonId' in target ? await lessonProduct(target.lessonId) : target.productId;
  const product = await Product.findByPk(productId, { include: [{ model: Channel, as: 'channel' }] });
  const verdict = await can(user, 'product.watch', { productId, at: now, product });
  const access = verdict.access;
  // An event not open yet is no refusal here: the player shows its date.
  if (!verdict.allowed && access?.reason !== 'not_yet') throw new AppError(verdict.error);
  if (!product || !user || !access) throw new AppError('NOT_FOUND');

  let kind: PlayerKind = lessonId !== null ? 'vod' : kindOf(product.type);
  const viewer: Viewer = { userId: user.id, channelId: product.channelId, country: user.country };
  const base: PlaybackAnswer = {
    productId,
    lessonId,
    kind,
    state: 'unavailable',
    startsAt: null,
    endsAt: null,
    preparing: false,
    src: null,
    poster: null,
    download: null,
    durationSeconds: null,
    renditions: [],
    position: 0,
    tokenExpiresAt: null,
    liveState: null,
    viewToken: null,
  };
  if (!access.allowed) return { ...base, state: 'ready-on-date', startsAt: access.from ?? null };
  let asset: MediaAsset | null = null;
  if (kind === 'live') {
    const live = await livePlayback(base, user.id, productId, now, viewer);
    // After the end: its recording when the organizer allows replay (the rule of fake live), played
    // like any video.
    asset =
      live.state === 'finished' && product.metadata?.replay === true
        ? await playableAsset(productId, null, 'video')
        : null;
    if (!asset) return live;
    kind = 'vod';
    Object.assign(base, { kind, liveState: live.liveState, startsAt: live.startsAt });
  } else {
    asset = await playableAsset(productId, lessonId, kind === 'audio' ? 'audio' : 'video');
  }
  if (!asset) {
    const pending = await MediaAsset.count({
      where: { productId, lessonId, status: ['uploaded', 'queued', 'transcoding'] },
    });
    return { ...base, preparing: pending > 0 };
  }
  const duration = asset.durationSeconds ?? 0;
  let liveStart = 0;
  const state: PlayerState = 'playing';
  if (kind === 'fake-live') {
    const session = await sessionFor(user.id, productId, duration, now);
    if (!session) return base;
    const endsAt = new Date(session.getTime() + duration * 1000);
    const timing = { startsAt: session, endsAt };
    if (now < session) return { ...base, ...timing, state: 'ready-on-date' };
    if (now >= endsAt) {
      // After the end: the recording when the organizer allows replay, else finished.
      if (product.metadata?.replay !== true) return { ...base, ...timing, state: 'finished' };
    } else {
      liveStart = Math.floor(session.getTime() / 1000);
    }
    Object.assign(base, timing);
  }
  const expires = Math.floor(now.getTime() / 1000) + env.MEDIA_TOKEN_TTL_SECONDS;
  const token = await signPlayback({ userId: user.id, assetId: asset.id, expires, liveStart });
  const root = `/media/${token}/${asset.id}`;
  return {
    ...base,
    state,
    src: `${root}/master.m3u8`,
    poster: asset.posterPath ? `${root}/poster.jpg` : null,
    download:
      asset.downloadPath && product.metadata?.exportable === true
        ? `${root}/${asset.downloadPath.slice(asset.downloadPath.lastIndexOf('/') + 1)}`
        : null,
    durationSeconds: asset.durationSeconds,
    renditions: asset.renditions.map((r) => ({ name: r.name, height: r.height, bandwidth: r.bandwidth })),
    position: liveStart ? 0 : await positionOf(user.id, productId, lessonId),
    tokenExpiresAt: new Date(expires * 1000),
    viewToken: await signView(
      {
        ...viewer,
        productId,
        lessonId,
        kind: lessonId !== null ? 'lesson' : kind === 'fake-live' ? 'fake_live' : kind,
        durationSeconds: asset.durationSeconds ? Math.max(1, Math.ceil(asset.durationSeconds)) : null,
      },
      now,
    ),
  };
}

/** Who a viewing token names (issue 23), besides what they watch. */
interface Viewer {
  userId: number;
  channelId: number;
  country: string | null;
}

/**
 * A broadcast product: its live playlist with a token while the broadcast is live or reconnecting (the
 * player starts at the live edge; segments are authorised like on-demand ones), else its state only.
 */
async function livePlayback(
  base: PlaybackAnswer,
  userId: number,
  productId: number,
  now: Date,
  viewer: Viewer,
): Promise<PlaybackAnswer> {
  const broadcast = await broadcastOfProduct(productId);
  const liveState = broadcast?.state ?? 'idle';
  if (!broadcast?.mediaAssetId || liveState === 'idle') return { ...base, liveState };
  if (liveState === 'ended') return { ...base, liveState, state: 'finished' };
  // On air, but its first segment not yet written (the seconds after the publisher connects): the player
  // waits and asks again, rather than meet a missing playlist (players back off for long after a 404).
  const storage = mediaStorage();
  if (!(await storage.stat(livePlaylistKey(productId)))) return { ...base, liveState };
  // With the phone rendition: the master playlist offers both, once both have their first segment.
  const [master, phone] = await Promise.all([
    storage.stat(liveMasterKey(productId)),
    storage.stat(phonePlaylistKey(productId)),
  ]);
  const expires = Math.floor(now.getTime() / 1000) + env.MEDIA_TOKEN_TTL_SECONDS;
  const token = await signPlayback({ userId, assetId: broadcast.mediaAssetId, expires, liveStart: 0 });
  return {
    ...base,
    liveState,
    state: 'playing',
    startsAt: broadcast.startedAt,
    src: `/media/${token}/${broadcast.mediaAssetId}/${master && phone ? 'master.m3u8' : `${LIVE_RENDITION}/index.m3u8`}`,
    tokenExpiresAt: new Date(expires * 1000),
    viewToken: await signView(
      { ...viewer, productId, lessonId: null, kind: 'live', durationSeconds: null },
      now,
    ),
  };
}

/**
 * The session whose clock a fake-live viewer follows: the one on their ticket; else the one running now,
 * else the next one, else the last one.
 */
async function sessionFor(userId: number, productId: number, durationSeconds: number, now: Date) {
  const ticket = await ProductAccess.findByUserAndProduct(userId, productId);
  const sessions = await ProductSession.findAll({ where: { productId }, order: [['startsAt', 'ASC']] });
  const own = ticket?.sessionId ? sessions.find((s) => s.id === ticket.sessionId) : undefined;
  if (own) return own.startsAt;
  const running = sessions.find(
    (s) => s.startsAt <= now && now.getTime() < s.startsAt.getTime() + durationSeconds * 1000,
  );
  return (running ?? sessions.find((s) => s.startsAt > now) ?? sessions.at(-1))?.startsAt ?? null;
}

async function positionOf(userId: number, productId: number, lessonId: number | null): Promise<number> {
  const [row] = await connectionOf(Product).query<{ seconds: number }>(
    `SELECT seconds FROM playback_positions
      WHERE user_id = $1 AND product_id = $2 AND coalesce(lesson_id, 0) = coalesce($3::integer, 0)`,
    { bind: [userId, productId, lessonId], type: QueryTypes.SELECT },
  );
  return row ? Number(row.seconds) : 0;
}

/** Saves where the viewer stopped (the player calls it every few seconds and on pause). */
export async function savePosition(
  user: User,
  target: { productId: number } | { lessonId: number },
  seconds: number,
): Promise<{ position: number }> {
  const lessonId = 'lessonId' in target ? target.lessonId : null;
  const productId = 'lessonId' in target ? await lessonProduct(target.lessonId) : target.productId;
  await assertCan(user, 'product.watch', { productId });
  await connectionOf(Product).query(
    `INSERT INTO playback_positions (user_id, product_id, lesson_id, seconds) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, product_id, coalesce(lesson_id, 0))
     DO UPDATE SET seconds = EXCLUDED.seconds, updated_at = now()`,
    { bind: [user.id, productId, lessonId, seconds] },
  );
  return { position: seconds };
}
