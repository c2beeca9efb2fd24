import { drainQueue } from '../../../api/src/lib/queue.ts';
import { mailJob } from '../../../api/src/mail/mailer.ts';
import { connectionOf } from '../../../models/columns.ts';
import { EmailLog } from '../../../models/index.ts';
import { type CallOptions, call } from './client.ts';

/** A person's browser, for opens and clicks that count. */
export const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** The tracked address (the click redirect) of the email's plain-text version, as a path. */
export function trackedLinkOf(mail: EmailLog): string {
  const m = /http:\/\/platea\.test(\/api\/mail\/click\/[^\s]+)/.exec(mail.bodyText);
  if (!m) throw new Error(`no tracked link in email ${mail.id}`);
  return m[1];
}

/** Follows the email's tracked link as a person would, and answers where it led (its Location). */
export async function followMailLink(mail: EmailLog, opts: CallOptions = {}): Promise<string | null> {
  const res = await call('GET', trackedLinkOf(mail), {
    ...opts,
    headers: { 'user-agent': BROWSER, ...opts.headers },
  });
  if (res.status !== 302) throw new Error(`the tracked link answered ${res.status}`);
  return res.headers.get('location');
}

/**
 * Delivers the waiting emails as the mail worker would, then dates their delivery an hour back: opens in
 * the first seconds after delivery are a scanner's (api/src/mail/tracking.ts), not the reader's.
 */
export async function deliverMails(...mails: EmailLog[]) {
  await drainQueue(connectionOf(EmailLog), mailJob.name);
  for (const mail of mails) {
    await connectionOf(EmailLog).query(
      `UPDATE email_logs SET delivered_at = now() - interval '1 hour' WHERE id = :id`,
      { replacements: { id: mail.id } },
    );
    await mail.reload();
  }
}
