import { Op } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { type Language, type Role, User } from '../../../../models/index.ts';
import { hit } from '../../accounts/services/rate-limit.ts';
import { env } from '../../env.ts';
import { AppError, fieldError } from '../../errors.ts';
import { t } from '../../i18n/index.ts';
import { captureLead } from '../../leads/services/capture.ts';
import { logger } from '../../lib/logger.ts';
import { sendActionMail } from '../../mail/mailer.ts';
import type { ContactInput } from '../schemas/contact.ts';

/**
 * The contact form of the organizer landing page and the help centre: a visitor's message goes to the
 * team as an email to every active administrator, through the mail outbox (email log + mail job in one
 * transaction, so a message is either fully queued or not at all). Nothing is sent to the address the
 * visitor typed: the form cannot be used to mail strangers. Anonymous, so limited per IP.
 * A visitor who ticks "keep me informed" becomes a lead of the platform (source `contact`, no channel: the
 * form is Platea's own) in the same transaction, while the leads module is on (leads/services/capture.ts).
 */

/** Messages one IP may send per rate-limit window (RATE_LIMIT_WINDOW_SECONDS, 15 minutes by default). */
export const CONTACT_PER_IP = 5;
const ADMIN: Role[] = ['ADMIN'];

export async function sendContactMessage(
  input: ContactInput,
  opts: { ip: string; lang: Language },
): Promise<{ queued: number }> {
  if (input.privacyAccepted !== true) throw fieldError('PRIVACY_NOT_ACCEPTED', 'privacyAccepted');
  const { hits, resetIn } = await hit(`contact:ip:${opts.ip}`, env.RATE_LIMIT_WINDOW_SECONDS);
  if (hits > CONTACT_PER_IP) {
    throw new AppError('TOO_MANY_REQUESTS', { minutes: Math.ceil(resetIn / 60) }, undefined, {
      'Retry-After': String(resetIn),
    });
  }
  const admins = await User.findAll({
    where: {
      roles: { [Op.contains]: ADMIN },
      status: { [Op.in]: ['approved', 'pending'] },
      activatedAt: { [Op.ne]: null },
    },
    order: [['id', 'ASC']],
  });
  if (admins.length === 0) logger.warn('contact.no_admin', { topic: input.topic });
  await connectionOf(User).transaction(async (transaction) => {
    for (const admin of admins) {
      await sendActionMail(
        {
          type: 'contact',
          to: admin.email,
          userId: admin.id,
          lang: admin.language,
          name: admin.name,
          link: replyLink(input.email, t(admin.language, 'mail.contact.subject')),
          note: noteFor(input, opts.lang, admin.language),
        },
        transaction,
      );
    }
    await captureLead({
      email: input.email,
      name: input.name,
      source: 'contact',
      consent: input.marketingConsent === true,
      transaction,
    });
  });
  return { queued: admins.length };
}

/** A mailto: link that answers the visitor (the address passed zod's email check: no spaces nor quotes). */
function replyLink(email: string, subject: string): string {
  return `mailto:${encodeURI(email)}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

/** The visitor's words, quoted in the admin's email, with who they are, the topic and their language. */
function noteFor(input: ContactInput, visitorLang: Language, lang: Language): string {
  const lines = [
    `${t(lang, 'contact.from')}: ${input.name} <${input.email}>`,
    input.organization ? `${t(lang, 'contact.organization')}: ${input.organization}` : '',
    `${t(lang, 'contact.topic')}: ${t(lang, `contact.topic.${input.topic}`)}`,
    `${t(lang, 'contact.language')}: ${visitorLang}`,
    '',
    input.message,
  ];
  return lines.filter((line, i) => line !== '' || i === 4).join('\n');
}
