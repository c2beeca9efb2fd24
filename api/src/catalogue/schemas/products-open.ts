import { z } from 'zod';
import { PRODUCT_TYPES } from '../../../../models/index.ts';

const filterId = z.coerce.number().int().positive().max(2_147_483_647);

/** Why a product is open now: live or fake live now, a session today (CET), on sale. */
export const OPEN_REASONS = ['live', 'today', 'onSale'] as const;
export type OpenReason = (typeof OPEN_REASONS)[number];

/** GET /api/products-open filter. */
export const productsOpenFilter = z.strictObject({
  q: z.string().trim().max(100).optional(),
  reason: z.enum(OPEN_REASONS).optional(),
  type: z.enum(PRODUCT_TYPES).optional(),
  channelId: filterId.optional(),
});
export type ProductsOpenFilter = z.output<typeof productsOpenFilter>;
