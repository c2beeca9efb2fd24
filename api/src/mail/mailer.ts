import { randomBytes } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { Transaction } from 'sequelize';
import { connectionOf } from '../../../models/columns.ts';
import { EmailLog, type Language } from '../../../models/index.ts';
import { env, publicUrl } from '../env.ts';
import { logger } from '../lib/logger.ts';
import { defineJob } from '../lib/queue.ts';
import { type MailType, renderActionMail } from './templates.ts';
import { clickTrackingUrl, isTrackable } from './tracking.ts';

let transporter: Transporter | null | undefined;

/** The SMTP transport, made on the first delivery: nodemailer is loaded only by a process that sends. */
async function transport(): Promise<Transporter | null> {
  if (transporter === undefined) {
    transporter = env.SMTP_URL ? (await import('nodemailer')).default.createTransport(env.SMTP_URL) : null;
  }
  return transporter;
}

export function trackingPixelUrl(trackingId: string): string {
  return `${publicUrl}/api/mail/open/${trackingId}.gif`;
}

/** Mail delivery: a failure is retried with a growing delay (30 s, 60 s, 120 s, 240 s, 480 s). */
const MAIL_QUEUE = { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 };

/**
 * The mail worker: delivers one logged email. The row is claimed with a lock, so two workers never send
 * it together, and an email already sent or logged is never sent again when its job is retried.
 */
export const mailJob = defineJob<{ emailLogId: number }>(
  'mail.send',
  MAIL_QUEUE,
  async ({ emailLogId }, job) => {
    const sequelize = connectionOf(EmailLog);
    // The failure is recorded in the transaction, and thrown after it commits so pg-boss retries the job.
    const failure = await sequelize.transaction(async (transaction): Promise<string | null> => {
      const row = await EmailLog.findByPk(emailLogId, { transaction, lock: transaction.LOCK.UPDATE });
      if (!row || row.status === 'sent' || row.status === 'logged') return null;
      const smtp = await transport();
      row.attempts += 1;
      row.lastAttemptAt = new Date();
      if (!smtp) {
        row.transport = 'log';
        row.status = 'logged';
        row.error = null;
        row.deliveredAt = new Date();
        logger.info('mail.logged', { to: row.toEmail, type: row.type, links: row.links });
        await row.save({ transaction });
        return null;
      }
      row.transport = 'smtp';
      try {
        await smtp.sendMail({
          from: env.MAIL_FROM,
          to: row.toEmail,
          subject: row.subject,
          text: row.bodyText,
          html: row.bodyHtml,
        });
        row.status = 'sent';
        row.error = null;
        row.deliveredAt = new Date();
        await row.save({ transaction });
        return null;
      } catch (e) {
        row.error = e instanceof Error ? e.message : String(e);
        row.status = job.lastAttempt ? 'failed' : 'retrying';
        logger.error('mail.failed', {
          to: row.toEmail,
          type: row.type,
          attempt: row.attempts,
          error: row.error,
        });
        await row.save({ transaction });
        return job.lastAttempt ? null : row.error;
      }
    });
    if (failure) throw new Error(failure);
  },
);

/**
 * Queues one action email (a link to follow): the rendered message goes to the email log as `queued`
 * and a mail job is enqueued, both in `transaction` (or in a transaction of their own), so the email
 * exists exactly when the work that caused it commits. A worker delivers it; without SMTP_URL it is
 * only kept in the log and its link printed, so sign-up, activation and recovery work offline.
 */
export async function sendActionMail(
  opts: {
    type: MailType;
    to: string;
    userId: number | null;
    lang: Language;
    name: string | null;
    link: string;
    /** Someone's own words quoted in the message (templates.ts). */
    note?: string | null;
    /** The channel the mail is about (an order of its product, its publication): its organizer reads it. */
    channelId?: number | null;
  },
  transaction?: Transaction,
): Promise<EmailLog> {
  if (!transaction) return connectionOf(EmailLog).transaction((t) => sendActionMail(opts, t));
  const trackingId = randomBytes(16).toString('base64url');
  // The reader follows the link through the click redirect (links[0] of this email); the log keeps the link.
  const mail = renderActionMail(opts.type, opts.lang, {
    name: opts.name || opts.to.split('@')[0],
    link: opts.link,
    trackedLink: isTrackable(opts.link) ? await clickTrackingUrl(trackingId, 0, transaction) : opts.link,
    trackingPixel: trackingPixelUrl(trackingId),
    note: opts.note,
  });
  const row = await EmailLog.create(
    {
      userId: opts.userId,
      toEmail: opts.to,
      subject: mail.subject,
      type: opts.type,
      language: opts.lang,
      bodyText: mail.text,
      bodyHtml: mail.html,
      links: mail.links,
      transport: env.SMTP_URL ? 'smtp' : 'log',
      status: 'queued',
      error: null,
      trackingId,
      openedAt: null,
      channelId: opts.channelId ?? null,
    },
    { transaction },
  );
  await mailJob.enqueue({ emailLogId: row.id }, transaction);
  return row;
}
