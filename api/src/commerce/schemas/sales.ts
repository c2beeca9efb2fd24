import { z } from 'zod';

const filterId = z.coerce.number().int().positive().max(2_147_483_647);
const date = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).transform((s) => new Date(s));

/** GET /api/sales filter (and the CSV export's). */
export const salesFilter = z.strictObject({
  q: z.string().trim().max(100).optional(),
  productId: filterId.optional(),
  channelId: filterId.optional(),
  /** Sale (payment) date range: from inclusive, to exclusive. */
  from: date.optional(),
  to: date.optional(),
});

/** GET /api/sales/export.csv?filter={...} */
export const salesExportQuery = z.strictObject({
  filter: z.string().max(2000).optional().describe('JSON, the same filter as the list'),
});
