import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../../../../models/index.ts';

const filterId = z.coerce.number().int().positive().max(2_147_483_647);

export const subscriptionFilter = z.strictObject({
  channelId: filterId.optional(),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
});

export const subscribeBody = z.strictObject({ provider: z.enum(['demo', 'stripe']).optional() });
