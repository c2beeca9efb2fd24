import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_PROVIDERS } from '../../../../models/index.ts';

const filterId = z.coerce.number().int().positive().max(2_147_483_647);

/** GET /api/orders filter (producers: their channels' orders; admins: all). */
export const orderFilter = z.strictObject({
  status: z.enum(ORDER_STATUSES).optional(),
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
  channelId: filterId.optional(),
  userId: filterId.optional(),
});
