/**
 * Every kind of email the platform sends (api/src/mail/templates.ts renders each), shared with the back
 * office, whose email log names each one in en/es/pt: a new kind that lacks a label fails the type check.
 */
export const MAIL_TYPES = [
  'activation',
  'reset',
  'accountExists',
  'approved',
  'channelPublished',
  'channelReturned',
  'contact',
  'orderPaid',
] as const;
/** Every kind of email the platform sends; backoffice/src/i18n/en.ts labels each (MAIL_TYPE_LABELS). */
export type MailType = (typeof MAIL_TYPES)[number];
