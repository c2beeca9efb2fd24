import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { secretKey } from '../media/tokens.ts';
import { VIEWING_KINDS, type ViewingKind } from '../shared/media.ts';

/**
 * Viewing tokens (issue 23): the playback answer gives whoever may watch a `viewToken`, and the player
 * sends it back with every heartbeat (POST /api/analytics/heartbeat). It says who watches what, so a
 * heartbeat is counted without a database query and a forged one (another product, another viewer, a
 * longer duration) does not verify:
 *   `{userId}.{productId}.{channelId}.{lessonId}.{kind}.{duration}.{country}.{issued}.{expires}.{mac}`
 * lessonId, duration (whole seconds; none for a live broadcast) and country (ISO 3166 alpha-2) are empty
 * when unknown; issued and expires are seconds since the epoch; mac = HMAC-SHA256(key, "view." + the
 * rest), base64url, 128 bits. The key is derived (HKDF-SHA256) from the playback tokens' secret
 * (MEDIA_TOKEN_SECRET, else the database's app secret), so it is shared by every process.
 */
export interface ViewGrant {
  userId: number;
  productId: number;
  channelId: number;
  lessonId: number | null;
  kind: ViewingKind;
  /** The media's length in whole seconds; null for a live broadcast. */
  durationSeconds: number | null;
  /** The viewer's country when the token was issued (ISO 3166 alpha-2), if known. */
  country: string | null;
  /** Seconds since the epoch. */
  issued: number;
  expires: number;
}

/** A few hours: a film and its pauses; the player asks for a new one with each playback answer. */
export const VIEW_TOKEN_TTL_SECONDS = 6 * 3600;

let key: Promise<Buffer> | null = null;

/** The HMAC key of viewing tokens (loaded once per process: later checks query nothing). */
export function viewKey(): Promise<Buffer> {
  key ??= secretKey()
    .then((material) => Buffer.from(hkdfSync('sha256', material, 'platea', 'viewing heartbeat token', 32)))
    .catch((err) => {
      key = null;
      throw err;
    });
  return key;
}

/** The key once loaded, for the synchronous check of every heartbeat. */
let loadedKey: Buffer | null = null;

const macOf = (k: Buffer, body: string) =>
  createHmac('sha256', k).update(`view.${body}`).digest().subarray(0, 16).toString('base64url');

/** A two-letter country code, upper case; anything else (unknown, Tor, free text) is none. */
export function countryCode(value: string | null | undefined): string | null {
  if (!value || !/^[A-Za-z]{2}$/.test(value)) return null;
  const code = value.toUpperCase();
  return code === 'XX' || code === 'T1' ? null : code;
}

export async function signView(grant: Omit<ViewGrant, 'issued' | 'expires'>, now = new Date()) {
  const k = await viewKey();
  loadedKey = k;
  const issued = Math.floor(now.getTime() / 1000);
  const body = [
    grant.userId,
    grant.productId,
    grant.channelId,
    grant.lessonId ?? '',
    grant.kind,
    grant.durationSeconds ?? '',
    countryCode(grant.country) ?? '',
    issued,
    issued + VIEW_TOKEN_TTL_SECONDS,
  ].join('.');
  return `${body}.${macOf(k, body)}`;
}

const TOKEN =
  /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.([1-9]\d{0,9})\.([1-9]\d{0,9})?\.([a-z_]{3,9})\.([1-9]\d{0,7})?\.([A-Z]{2})?\.(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/;

/**
 * The grant a viewing token carries, or why not (malformed or forged, or expired). Synchronous once the
 * key is loaded: `await viewKey()` at start (the web role does) and no heartbeat waits for anything.
 */
export function verifyView(
  token: string,
  k: Buffer,
  nowSeconds = Math.floor(Date.now() / 1000),
): { ok: true; grant: ViewGrant } | { ok: false; reason: 'invalid' | 'expired' } {
  const m = TOKEN.exec(token);
  if (!m || !(VIEWING_KINDS as readonly string[]).includes(m[5])) return { ok: false, reason: 'invalid' };
  const given = Buffer.from(m[10]);
  const expected = Buffer.from(macOf(k, token.slice(0, token.length - 23)));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  const expires = Number(m[9]);
  if (expires <= nowSeconds) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    grant: {
      userId: Number(m[1]),
      productId: Number(m[2]),
      channelId: Number(m[3]),
      lessonId: m[4] ? Number(m[4]) : null,
      kind: m[5] as ViewingKind,
      durationSeconds: m[6] ? Number(m[6]) : null,
      country: m[7] ?? null,
      issued: Number(m[8]),
      expires,
    },
  };
}

/** The key for verifyView: loaded by the first token signed or by `viewKey()`; null before. */
export async function loadedViewKey(): Promise<Buffer> {
  loadedKey ??= await viewKey();
  return loadedKey;
}
