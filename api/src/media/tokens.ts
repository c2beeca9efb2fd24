import { createHmac, timingSafeEqual } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../models/columns.ts';
import { MediaAsset } from '../../../models/index.ts';
import { env } from '../env.ts';

/**
 * Playback tokens: `/media/{token}/{assetId}/master.m3u8`. The token rides in the PATH, so every relative
 * rendition and segment URL of the playlists inherits it and each request is authorised, playlists and
 * segments alike (PeerTube's private HLS leaves segments open: its issue #5617). A token binds the user,
 * the asset, the expiry and, for fake live, the start of the viewer's session:
 *   `{userId}.{expires}.{liveStart}.{mac}` — seconds since the epoch; liveStart 0 for on-demand;
 *   mac = HMAC-SHA256(secret, "media.{userId}.{assetId}.{expires}.{liveStart}"), base64url, 128 bits.
 * The secret is MEDIA_TOKEN_SECRET, else the one made by migration 0009 (shared by every process).
 */
export interface PlaybackGrant {
  userId: number;
  assetId: number;
  /** Seconds since the epoch. */
  expires: number;
  /** Seconds since the epoch when the fake-live session started; 0 for on-demand. */
  liveStart: number;
}

let secret: Promise<Buffer> | null = null;

/** The app's token secret (MEDIA_TOKEN_SECRET, else app_secrets.media_token), read once per process. */
export function secretKey(): Promise<Buffer> {
  secret ??= (async () => {
    if (env.MEDIA_TOKEN_SECRET) return Buffer.from(env.MEDIA_TOKEN_SECRET);
    const [row] = await connectionOf(MediaAsset).query<{ value: string }>(
      `SELECT value FROM app_secrets WHERE name = 'media_token'`,
      { type: QueryTypes.SELECT },
    );
    if (!row) throw new Error('app_secrets.media_token is missing: run the migrations');
    return Buffer.from(row.value);
  })().catch((err) => {
    secret = null;
    throw err;
  });
  return secret;
}

const mac = (key: Buffer, g: PlaybackGrant) =>
  createHmac('sha256', key)
    .update(`media.${g.userId}.${g.assetId}.${g.expires}.${g.liveStart}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

export async function signPlayback(g: PlaybackGrant): Promise<string> {
  return `${g.userId}.${g.expires}.${g.liveStart}.${mac(await secretKey(), g)}`;
}

const TOKEN = /^(\d{1,10})\.(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/;

/**
 * The grant a token carries for `assetId`, or why not: malformed or forged (another asset's token is
 * forged for this one), or expired.
 */
export async function verifyPlayback(
  token: string,
  assetId: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<{ ok: true; grant: PlaybackGrant } | { ok: false; reason: 'invalid' | 'expired' }> {
  const m = TOKEN.exec(token);
  if (!m) return { ok: false, reason: 'invalid' };
  const grant = { userId: Number(m[1]), assetId, expires: Number(m[2]), liveStart: Number(m[3]) };
  const expected = Buffer.from(mac(await secretKey(), grant));
  const given = Buffer.from(m[4]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  if (grant.expires <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}
