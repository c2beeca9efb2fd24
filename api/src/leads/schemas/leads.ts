import { z } from 'zod';
import { LEAD_NOTES_MAX, LEAD_SOURCES, LEAD_STATUSES } from '../../shared/leads.ts';

const filterId = z.coerce.number().int().positive().max(2_147_483_647);
const date = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).transform((s) => new Date(s));

/**
 * GET /api/leads filter (and the CSV export's): where it came from, its status, the channel or product it
 * came to, when (from inclusive; a `to` day counts whole: the list is by day), and a search in the
 * address and the name.
 */
export const leadFilter = z.strictObject({
  q: z.string().trim().max(100).optional(),
  source: z.enum(LEAD_SOURCES).optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  channelId: filterId.optional(),
  productId: filterId.optional(),
  from: date.optional(),
  to: z
    .union([z.iso.date(), z.iso.datetime({ offset: true })])
    .transform((s) =>
      // A bare day means up to its end: "to 2026-05-31" keeps the leads of the 31st.
      /^\d{4}-\d{2}-\d{2}$/.test(s) ? new Date(Date.parse(`${s}T00:00:00Z`) + 86_400_000) : new Date(s),
    )
    .optional(),
});
export type LeadFilter = z.output<typeof leadFilter>;

/** GET /api/leads/export.csv?filter={...} */
export const leadExportQuery = z.strictObject({
  filter: z.string().max(2000).optional().describe('JSON, the same filter as the list'),
});

/** PUT /api/leads/:id: where the team is with the lead, and their notes (null or "" clears them). */
export const leadUpdateBody = z
  .strictObject({
    status: z.enum(LEAD_STATUSES).optional(),
    notes: z.string().trim().max(LEAD_NOTES_MAX).nullable().optional(),
  })
  .refine((b) => b.status !== undefined || b.notes !== undefined, {
    message: 'validation.required',
    path: ['status'],
  });
export type LeadUpdate = z.output<typeof leadUpdateBody>;

/**
 * POST /api/leads/notify-me: a visitor asks to be told about a product that is not on sale yet or sold
 * out. The consent is a checkbox the visitor ticks: without it the service refuses, on that field.
 */
export const notifyMeBody = z.strictObject({
  email: z.string().trim().min(1).max(254).email(),
  name: z.string().trim().max(120).optional(),
  productId: z.number().int().positive().max(2_147_483_647),
  consent: z.boolean(),
});
export type NotifyMeInput = z.output<typeof notifyMeBody>;
