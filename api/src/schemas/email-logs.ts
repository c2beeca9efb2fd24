import { z } from 'zod';
import { EMAIL_STATUSES } from '../../../models/index.ts';
import { MAIL_TYPES } from '../shared/mail-types.ts';

/** GET /api/email-logs filter (spec 5: searches span less than three months). */
export const emailLogFilter = z.strictObject({
  to: z.string().trim().toLowerCase().max(254).optional(),
  type: z.enum(MAIL_TYPES).optional(),
  status: z.enum(EMAIL_STATUSES).optional(),
  opened: z.boolean().optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  until: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});
