import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { isbot } from 'isbot';
import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../models/columns.ts';
import { AdBanner } from '../../../models/index.ts';

/**
 * Advertising counters (issue 24): impressions through a beacon, clicks through a signed redirect.
 *
 * Impressions: the banner carries a 1×1 image `/api/ads/seen/{banner}.gif` loaded lazily, like its
 * columns: it is fetched when the banner comes near the visitor's screen, not when a page is only
 * rendered (a banner at the foot of a page nobody scrolls, a prefetch, a crawler reading the HTML do not
 * count). No script is needed, and counting costs one upsert.
 *
 * Click links: `/api/ads/click/{banner}/{index}/{sig}`, sig = HMAC-SHA256(key, "ads.click.{banner}.{index}"),
 * the first 128 bits in base64url, as the mail's click links (api/src/mail/tracking.ts). The key is
 * derived (HKDF-SHA256) from the app secret `ad_link` made by migration 0041. The route redirects only to
 * the banner's own stored column link (a web address): the URL carries no address, so a forged or edited
 * link can never send anyone elsewhere (no open redirect), and a signature for one column does not open
 * another.
 *
 * Both counters live in ad_banner_days (one row per banner and Madrid day), each moved by one upsert:
 * concurrent clicks are all counted. Crawlers and link scanners (isbot, or no user agent) are followed,
 * not counted.
 */
let key: Promise<Buffer> | null = null;

function linkKey(): Promise<Buffer> {
  key ??= (async () => {
    const [row] = await connectionOf(AdBanner).query<{ value: string }>(
      `SELECT value FROM app_secrets WHERE name = 'ad_link'`,
      { type: QueryTypes.SELECT },
    );
    if (!row) throw new Error('app_secrets.ad_link is missing: run the migrations');
    return Buffer.from(hkdfSync('sha256', row.value, 'platea', 'ad click link', 32));
  })().catch((err) => {
    key = null;
    throw err;
  });
  return key;
}

const mac = (k: Buffer, bannerId: number, index: number) =>
  createHmac('sha256', k)
    .update(`ads.click.${bannerId}.${index}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

/** The site's address of a banner's column `index` (its position in the stored `images`). */
export async function clickUrl(bannerId: number, index: number): Promise<string> {
  return `/api/ads/click/${bannerId}/${index}/${mac(await linkKey(), bannerId, index)}`;
}

/** The impression beacon of a banner. */
export const beaconUrl = (bannerId: number) => `/api/ads/seen/${bannerId}.gif`;

/** Whether `sig` is the signature of this banner's column `index` (compared in constant time). */
export async function verifyClick(bannerId: number, index: number, sig: string): Promise<boolean> {
  const expected = Buffer.from(mac(await linkKey(), bannerId, index));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A person's request (a browser's user agent), not a crawler's or a script's. */
const isPerson = (userAgent: string | undefined) => !!userAgent?.trim() && !isbot(userAgent);

/** Today in Madrid, where the platform's days are counted. */
export const TODAY = `CAST(now() AT TIME ZONE 'Europe/Madrid' AS date)`;

/** Counts one impression of a banner (unknown ids and machines are ignored). */
export async function recordImpression(bannerId: number, userAgent: string | undefined): Promise<void> {
  if (!isPerson(userAgent)) return;
  await connectionOf(AdBanner).query(
    `INSERT INTO ad_banner_days (banner_id, day, impressions)
     SELECT id, ${TODAY}, 1 FROM ad_banners WHERE id = :bannerId
     ON CONFLICT (banner_id, day) DO UPDATE SET impressions = ad_banner_days.impressions + 1`,
    { replacements: { bannerId } },
  );
}

/**
 * Follows a click: the banner's stored link of column `index` (a web address), or null when there is
 * none. A person's click is counted in the same statement.
 */
export async function followClick(
  bannerId: number,
  index: number,
  userAgent: string | undefined,
): Promise<string | null> {
  const link = `jsonb_extract_path_text(images, :index, 'link')`;
  const sql = isPerson(userAgent)
    ? `WITH b AS (
         SELECT id, ${link} AS link FROM ad_banners WHERE id = :bannerId AND ${link} ~* '^https?://'
       ), counted AS (
         INSERT INTO ad_banner_days (banner_id, day, clicks) SELECT id, ${TODAY}, 1 FROM b
         ON CONFLICT (banner_id, day) DO UPDATE SET clicks = ad_banner_days.clicks + 1
       )
       SELECT link FROM b`
    : `SELECT ${link} AS link FROM ad_banners WHERE id = :bannerId AND ${link} ~* '^https?://'`;
  const [row] = await connectionOf(AdBanner).query<{ link: string }>(sql, {
    replacements: { bannerId, index: String(index) },
    type: QueryTypes.SELECT,
  });
  return row?.link ?? null;
}
