import { z } from 'zod';
import type { StorageUse } from '../../shared/storage.ts';

/** GET /api/me/notifications: keyset paging by nextToken (spec 3), newest first. */
export const notificationsQuery = z.strictObject({
  nextToken: z.string().max(100).optional().describe('The nextToken of the previous page'),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  unreadOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

const bytes = z.number().int().min(0);
/** GET /api/me/storage (api/src/shared/storage.ts). */
export const storageUse = z.object({
  usedBytes: bytes,
  pendingBytes: bytes,
  limitBytes: bytes,
  openUploads: bytes,
  maxOpenUploads: z.number().int().min(1),
  maxInFlightBytes: bytes,
}) satisfies z.ZodType<StorageUse>;
