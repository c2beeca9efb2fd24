import { z } from 'zod';
import { EMAIL_STATUSES } from '../../../../models/index.ts';
import { MAIL_TYPES } from '../../shared/mail-types.ts';

/** GET /api/email-logs filter (spec 5: searches span less than three months). */
export const emailLogFilter = z.strictObject({
  to: z.string().trim().toLowerCase().max(254).optional(),
  type: z.enum(MAIL_TYPES).optional(),
  status: z.enum(EMAIL_STATUSES).optional(),
  /** Opened by a person (machine opens do not count), or not. */
  opened: z.boolean().optional(),
  clicked: z.boolean().optional(),
  channelId: z.number().int().positive().optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  until: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});

/** One logged email, as GET /api/email-logs lists it. */
export const emailLogSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  to: z.string(),
  subject: z.string(),
  type: z.string(),
  language: z.string(),
  transport: z.enum(['smtp', 'log']),
  status: z.enum(EMAIL_STATUSES),
  error: z.string().nullable(),
  /** When it was queued. */
  sentAt: z.iso.datetime(),
  /** When the mail job sent it (SMTP) or only logged it (no SMTP). */
  deliveredAt: z.iso.datetime().nullable(),
  /** A person's first and last open, and how many (machine opens apart: see api/src/mail/tracking.ts). */
  openedAt: z.iso.datetime().nullable(),
  lastOpenedAt: z.iso.datetime().nullable(),
  openCount: z.number().int(),
  /** Fetches of the tracking pixel by mail privacy proxies and scanners. */
  machineOpens: z.number().int(),
  /** The first and last click through the tracked links, and how many (link scanners not counted). */
  clickedAt: z.iso.datetime().nullable(),
  lastClickedAt: z.iso.datetime().nullable(),
  clickCount: z.number().int(),
  /** The channel the mail is about (its organizer reads it), or null. */
  channelId: z.number().int().nullable(),
  attempts: z.number().int(),
  lastAttemptAt: z.iso.datetime().nullable(),
  /** The addresses its links pointed to. */
  links: z.array(z.string()),
});

/** GET /api/email-logs/{id}: the email with its bodies. */
export const emailLogDetailSchema = emailLogSchema.extend({ bodyText: z.string(), bodyHtml: z.string() });
