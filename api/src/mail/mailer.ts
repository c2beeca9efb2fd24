import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { EmailLog, type Language } from '../../../models/index.ts';
import { env, publicUrl } from '../env.ts';
import { logger } from '../lib/logger.ts';
import { type MailType, renderActionMail } from './templates.ts';

let transporter: Transporter | null | undefined;

function transport(): Transporter | null {
  if (transporter === undefined) transporter = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;
  return transporter;
}

export function trackingPixelUrl(trackingId: string): string {
  return `${publicUrl}/api/mail/open/${trackingId}.gif`;
}

/**
 * Sends one action email (a link to follow) and logs it. Without SMTP_URL the message is only kept in the
 * email log and its link printed, so sign-up, activation and recovery work offline.
 */
export async function sendActionMail(opts: {
  type: MailType;
  to: string;
  userId: number | null;
  lang: Language;
  name: string | null;
  link: string;
}): Promise<EmailLog> {
  const trackingId = randomBytes(16).toString('base64url');
  const mail = renderActionMail(opts.type, opts.lang, {
    name: opts.name || opts.to.split('@')[0],
    link: opts.link,
    trackingPixel: trackingPixelUrl(trackingId),
  });
  const smtp = transport();
  let status: 'sent' | 'logged' | 'failed' = smtp ? 'sent' : 'logged';
  let error: string | null = null;
  if (smtp) {
    try {
      await smtp.sendMail({
        from: env.MAIL_FROM,
        to: opts.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    } catch (e) {
      status = 'failed';
      error = e instanceof Error ? e.message : String(e);
      logger.error('mail.failed', { to: opts.to, type: opts.type, error });
    }
  } else {
    logger.info('mail.logged', { to: opts.to, type: opts.type, link: opts.link });
  }
  return EmailLog.create({
    userId: opts.userId,
    toEmail: opts.to,
    subject: mail.subject,
    type: opts.type,
    language: opts.lang,
    bodyText: mail.text,
    bodyHtml: mail.html,
    links: mail.links,
    transport: smtp ? 'smtp' : 'log',
    status,
    error,
    trackingId,
    openedAt: null,
  });
}

/** Records an open from the tracking pixel; unknown ids are ignored. */
export async function recordOpen(trackingId: string): Promise<void> {
  await EmailLog.sequelize?.query(
    `UPDATE email_logs SET open_count = open_count + 1, opened_at = COALESCE(opened_at, now())
      WHERE tracking_id = :trackingId`,
    { replacements: { trackingId } },
  );
}
