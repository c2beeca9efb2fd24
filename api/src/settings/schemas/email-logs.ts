import { z } from 'zod';
import { EMAIL_STATUSES } from '../../../../models/index.ts';
import { MAIL_TYPES } from '../../shared/mail-types.ts';

/** GET /api/email-logs filter (spec 5: searches span less than three months). */
export const emailLogFilter = z.strictObject({
  to: z.string().trim().toLowerCase().max(254).optional(),
  type: z.enum(MAIL_TYPES).optional(),
  status: z.enum(EMAIL_STATUSES).optional(),
  opened: z.boolean().optional(),
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
  sentAt: z.iso.datetime(),
  openedAt: z.iso.datetime().nullable(),
  openCount: z.number().int(),
  attempts: z.number().int(),
  lastAttemptAt: z.iso.datetime().nullable(),
  /** The addresses its links pointed to. */
  links: z.array(z.string()),
});

/** GET /api/email-logs/{id}: the email with its bodies. */
export const emailLogDetailSchema = emailLogSchema.extend({ bodyText: z.string(), bodyHtml: z.string() });
