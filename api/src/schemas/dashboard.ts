import { z } from 'zod';

/** GET /api/me/notifications: keyset paging by nextToken (spec 3), newest first. */
export const notificationsQuery = z.strictObject({
  nextToken: z.string().max(100).optional().describe('The nextToken of the previous page'),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  unreadOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
