import { z } from 'zod';

const filterId = z.coerce.number().int().positive().max(2_147_483_647);
/** A bare date as `to` means "until the end of that day" (a date picker's choice), so it moves one day on. */
const fromDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).transform((s) => new Date(s));
const toDate = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })])
  .transform((s) => new Date(s.length === 10 ? new Date(s).getTime() + 86_400_000 : s));

export const OPPORTUNITY_STATES = ['pending', 'expired', 'failed'] as const;
export type OpportunityState = (typeof OPPORTUNITY_STATES)[number];

/** GET /api/opportunities filter. */
export const opportunityFilter = z.strictObject({
  /** Product title, or the name or email of a buyer who accepted promotions (no one else's). */
  q: z.string().trim().max(100).optional(),
  productId: filterId.optional(),
  channelId: filterId.optional(),
  state: z.enum(OPPORTUNITY_STATES).optional(),
  /** Checkout date range: from inclusive, to exclusive. */
  from: fromDate.optional(),
  to: toDate.optional(),
});
export type OpportunityFilter = z.output<typeof opportunityFilter>;
