import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import { isbot } from 'isbot';
import { QueryTypes, type Transaction } from 'sequelize';
import { connectionOf } from '../../../models/columns.ts';
import { EmailLog } from '../../../models/index.ts';
import { publicUrl } from '../env.ts';

/**
 * Email tracking (issue 23): opens through the tracking pixel, clicks through a signed redirect.
 *
 * Click links: `/api/mail/click/{trackingId}/{index}/{sig}`, sig = HMAC-SHA256(key, "mail.click.{trackingId}.
 * {index}"), the first 128 bits in base64url. The key is derived (HKDF-SHA256) from the app secret
 * `mail_link` made by migration 0038, shared by every process. The route redirects only to the email's own
 * stored `links[index]`: the URL carries no address, so a forged or edited link can never send anyone
 * elsewhere (no open redirect), and a signature for one index does not open another.
 */
let key: Promise<Buffer> | null = null;

/**
 * The key, read once per process. A caller inside a transaction passes it: the first read then runs on
 * that transaction's connection instead of asking the pool for another one, which a burst of transactions
 * waiting on each other's locks may hold all of (20 replays of one payment webhook did exactly that).
 */
function linkKey(transaction?: Transaction): Promise<Buffer> {
  key ??= (async () => {
    const [row] = await connectionOf(EmailLog).query<{ value: string }>(
      `SELECT value FROM app_secrets WHERE name = 'mail_link'`,
      { type: QueryTypes.SELECT, transaction },
    );
    if (!row) throw new Error('app_secrets.mail_link is missing: run the migrations');
    return Buffer.from(hkdfSync('sha256', row.value, 'platea', 'mail click link', 32));
  })().catch((err) => {
    key = null;
    throw err;
  });
  return key;
}

const mac = (k: Buffer, trackingId: string, index: number) =>
  createHmac('sha256', k)
    .update(`mail.click.${trackingId}.${index}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

/** The tracked address of an email's link number `index` (its position in the stored `links`). */
export async function clickTrackingUrl(
  trackingId: string,
  index: number,
  transaction?: Transaction,
): Promise<string> {
  const k = await linkKey(transaction);
  return `${publicUrl}/api/mail/click/${trackingId}/${index}/${mac(k, trackingId, index)}`;
}

/** Whether `sig` is the signature of this email's link `index` (compared in constant time). */
export async function verifyClick(trackingId: string, index: number, sig: string): Promise<boolean> {
  const expected = Buffer.from(mac(await linkKey(), trackingId, index));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Only web addresses go through the redirect (a `mailto:` link opens the mail program, untracked). */
export const isTrackable = (link: string) => /^https?:\/\//i.test(link);

/**
 * Who fetched the pixel. An open is a MACHINE open, counted in machine_open_count and never setting
 * opened_at, when it comes from:
 *  - Apple Mail Privacy Protection, which fetches every image of every message as it arrives whether or not
 *    anyone reads it: requests from Apple's networks (17.0.0.0/8, 2620:149::/32, 2a01:b740::/32), or with
 *    the bare user agent `Mozilla/5.0` its proxy sends;
 *  - a fetch within a couple of seconds (OPEN_GRACE_SECONDS) of delivery, or before the email was delivered:
 *    nobody reads that fast; link and attachment scanners of mail servers do.
 * Gmail's and others' image proxies fetch when the reader opens the message, so they count as people.
 * Everything else is a person's open. Clicks are the trusted signal (recordClick).
 */
export function isPrivacyProxy(ip: string, userAgent: string | undefined): boolean {
  // An IPv4 address may come written as IPv6 (::ffff:17.1.2.3) from a dual-stack socket.
  const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (APPLE.check(address, isIPv6(address) ? 'ipv6' : 'ipv4')) return true;
  return (userAgent ?? '').trim() === 'Mozilla/5.0';
}

/** Apple's networks (its registered IPv4 /8 and IPv6 /32s), where its mail proxy fetches from. */
const APPLE = new BlockList();
APPLE.addSubnet('17.0.0.0', 8, 'ipv4');
APPLE.addSubnet('2620:149::', 32, 'ipv6');
APPLE.addSubnet('2a01:b740::', 32, 'ipv6');

/** Seconds after delivery during which an open is a scanner's (see isPrivacyProxy). */
export const OPEN_GRACE_SECONDS = 2;

/** Records a fetch of the tracking pixel (see isPrivacyProxy for machines); unknown ids are ignored. */
export async function recordOpen(
  trackingId: string,
  from: { ip: string; userAgent?: string },
): Promise<void> {
  await connectionOf(EmailLog).query(
    `WITH o AS (
       SELECT id, (:proxy OR delivered_at IS NULL
                   OR now() < delivered_at + make_interval(secs => :grace)) AS machine
         FROM email_logs WHERE tracking_id = :trackingId
     )
     UPDATE email_logs e SET
       machine_open_count = e.machine_open_count + CASE WHEN o.machine THEN 1 ELSE 0 END,
       open_count = e.open_count + CASE WHEN o.machine THEN 0 ELSE 1 END,
       opened_at = CASE WHEN o.machine THEN e.opened_at ELSE coalesce(e.opened_at, now()) END,
       last_opened_at = CASE WHEN o.machine THEN e.last_opened_at ELSE now() END
     FROM o WHERE e.id = o.id`,
    {
      replacements: {
        trackingId,
        proxy: isPrivacyProxy(from.ip, from.userAgent),
        grace: OPEN_GRACE_SECONDS,
      },
    },
  );
}

/**
 * Follows a click: the email's stored link number `index` (a web address), or null when there is none.
 * A person's click is counted in the same statement (first time kept, last time and count moved) and
 * implies an open when none was recorded; a link scanner's (isbot, or no user agent) is followed, not counted.
 */
export async function followClick(
  trackingId: string,
  index: number,
  userAgent: string | undefined,
): Promise<string | null> {
  // No user agent at all is a script's, not a mail app's or a browser's.
  const counted = !!userAgent?.trim() && !isbot(userAgent);
  const sql = counted
    ? `UPDATE email_logs SET
         click_count = click_count + 1,
         clicked_at = coalesce(clicked_at, now()),
         last_clicked_at = now(),
         open_count = CASE WHEN opened_at IS NULL THEN open_count + 1 ELSE open_count END,
         opened_at = coalesce(opened_at, now()),
         last_opened_at = coalesce(last_opened_at, now())
       WHERE tracking_id = :trackingId AND links->>:index ~* '^https?://'
       RETURNING links->>:index AS link`
    : `SELECT links->>:index AS link FROM email_logs
        WHERE tracking_id = :trackingId AND links->>:index ~* '^https?://'`;
  const [row] = await connectionOf(EmailLog).query<{ link: string }>(sql, {
    replacements: { trackingId, index },
    type: QueryTypes.SELECT,
  });
  return row?.link ?? null;
}
