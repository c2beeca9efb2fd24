/**
 * Every kind of email the platform sends (api/src/mail/templates.ts renders each), shared with the back
 * office, whose email log names each one in en/es/pt: a new kind that lacks a label fails the type check.
 */
const LABELLED_IN_CATALOGUE = [
  'activation',
  'reset',
  'accountExists',
  'approved',
  'channelPublished',
  'orderPaid',
] as const;
/**
 * Kinds added while the back office's shared catalogue (backoffice/src/i18n/en.ts) is closed to edits:
 * their labels live under the same key, ADMIN.EMAILS.TYPES.<kind>, in a feature's message bundle, which
 * type-checks them against this list (backoffice/src/modules/messages.ts). Move them up into the list
 * above when the catalogue takes their labels.
 */
export const BUNDLE_LABELLED_MAIL_TYPES = ['channelReturned', 'contact'] as const;
export const MAIL_TYPES = [...LABELLED_IN_CATALOGUE, ...BUNDLE_LABELLED_MAIL_TYPES] as const;
/** Every kind of email the platform sends. */
export type AnyMailType = (typeof MAIL_TYPES)[number];
/** The kinds labelled in backoffice/src/i18n/en.ts (its MAIL_TYPE_LABELS checks them). */
export type MailType = (typeof LABELLED_IN_CATALOGUE)[number];
