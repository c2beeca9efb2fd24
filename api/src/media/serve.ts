import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { MediaAsset, User } from '../../../models/index.ts';
import { AppError } from '../errors.ts';
import { noteViewer } from '../live/services/viewers.ts';
import { assertCan } from '../policy.ts';
import { livePlaylist, type MediaPlaylist, parseMedia, segmentAired } from './hls.ts';
import type { ByteRange } from './storage/index.ts';
import { mediaStorage } from './storage/index.ts';
import { verifyPlayback } from './tokens.ts';
import { contentTypeOf } from './transcode.ts';

/**
 * Serving `/media/{token}/{assetId}/{file}`: every playlist and every segment request is authorised by
 * its token (HMAC: user, asset, expiry) and by the policy's media.serve (the entitlement), asked once per token and
 * remembered until the token expires (so a revoked ticket stops at the next token). Files stream from
 * storage, by range when asked, never whole in memory.
 */

interface Authorised {
  assetId: number;
  /** The viewer the token names. */
  userId: number;
  hlsPath: string;
  liveStart: number;
  /** A live broadcast's playlist: it changes every segment, so it is never cached. */
  live: boolean;
  expires: number;
}

const MAX_CACHED = 20_000;
const authorised = new Map<string, Authorised>();

function remember(key: string, value: Authorised) {
  if (authorised.size >= MAX_CACHED) {
    const now = Date.now() / 1000;
    for (const [k, v] of authorised) if (v.expires <= now) authorised.delete(k);
    // Still full: forget the oldest (Map keeps insertion order).
    while (authorised.size >= MAX_CACHED) authorised.delete(authorised.keys().next().value as string);
  }
  authorised.set(key, value);
}

export async function authorise(token: string, assetId: number): Promise<Authorised> {
  const key = `${assetId}/${token}`;
  const cached = authorised.get(key);
  if (cached) {
    if (cached.expires > Date.now() / 1000) return cached;
    authorised.delete(key);
  }
  const verdict = await verifyPlayback(token, assetId);
  if (!verdict.ok)
    throw new AppError(verdict.reason === 'expired' ? 'PLAYBACK_TOKEN_EXPIRED' : 'PLAYBACK_TOKEN_INVALID');
  const asset = await MediaAsset.findByPk(assetId);
  await assertCan(await User.findByPk(verdict.grant.userId), 'media.serve', { asset });
  const value = {
    assetId,
    userId: verdict.grant.userId,
    hlsPath: asset?.hlsPath as string,
    liveStart: verdict.grant.liveStart,
    live: asset?.kind === 'live',
    expires: verdict.grant.expires,
  };
  remember(key, value);
  return value;
}

/** The files of an asset's folder a URL may name. */
export const MEDIA_FILE = /^(master\.m3u8|poster\.jpg|audio\.mp3|video\.mp4)$/;
export const RENDITION_FILE = /^(index\.m3u8|seg_\d{5}\.ts)$/;
export const RENDITION_NAME = /^[a-z0-9]{1,16}$/;

/** Media playlists of assets, parsed, for cutting fake-live windows (small; bounded). */
const playlists = new Map<string, MediaPlaylist>();

async function vodPlaylist(key: string): Promise<MediaPlaylist | null> {
  const hit = playlists.get(key);
  if (hit) return hit;
  const object = await mediaStorage().get(key);
  if (!object) return null;
  const parsed = parseMedia(await text(object.body));
  if (playlists.size >= 500) playlists.delete(playlists.keys().next().value as string);
  playlists.set(key, parsed);
  return parsed;
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` (one range; several are answered whole). */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const n = Number(m[2]);
    return n === 0 ? 'unsatisfiable' : { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start >= size || end < start ? 'unsatisfiable' : { start, end };
}

/** The answer for one file of an authorised asset. */
export async function mediaResponse(
  grant: Authorised,
  file: string,
  rangeHeader: string | undefined,
  now = Date.now(),
): Promise<Response> {
  const key = `${grant.hlsPath}/${file}`;
  const live = grant.liveStart > 0;
  const slash = file.indexOf('/');
  if (live && slash > 0) {
    const elapsed = now / 1000 - grant.liveStart;
    const vod = await vodPlaylist(`${grant.hlsPath}/${file.slice(0, slash)}/index.m3u8`);
    if (!vod) throw new AppError('NOT_FOUND');
    if (file.endsWith('.m3u8')) {
      return new Response(livePlaylist(vod, elapsed), {
        headers: { 'Content-Type': contentTypeOf(file), 'Cache-Control': 'no-store' },
      });
    }
    // A segment not yet "on air" cannot be fetched ahead of the clock.
    if (!segmentAired(vod, file.slice(slash + 1), elapsed)) throw new AppError('FORBIDDEN');
  }
  const storage = mediaStorage();
  let range: ByteRange | undefined;
  if (rangeHeader) {
    const stat = await storage.stat(key);
    if (!stat) throw new AppError('NOT_FOUND');
    const parsed = parseRange(rangeHeader, stat.size);
    if (parsed === 'unsatisfiable') {
      return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${stat.size}` } });
    }
    range = parsed ?? undefined;
  }
  const object = await storage.get(key, range);
  if (!object) throw new AppError('NOT_FOUND');
  // A player on a broadcast asks for its playlist every segment: that is who watches now.
  if (grant.live && file.endsWith('.m3u8')) await noteViewer(grant.assetId, grant.userId, now);
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(file),
    'Content-Length': String(object.length),
    'Accept-Ranges': 'bytes',
    // The URL carries the viewer's token: private, and playlists of a live cut are never cached.
    'Cache-Control': !file.endsWith('.m3u8')
      ? 'private, max-age=86400, immutable'
      : grant.live
        ? 'no-store'
        : 'private, max-age=60',
  };
  if (range)
    headers['Content-Range'] = `bytes ${range.start}-${range.start + object.length - 1}/${object.size}`;
  return new Response(Readable.toWeb(object.body) as ReadableStream, { status: range ? 206 : 200, headers });
}
