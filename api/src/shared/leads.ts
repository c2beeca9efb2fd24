import { z } from 'zod';
import { isoDate } from './accounts.ts';

/**
 * Leads (issue 24, module `leads`): the contacts who asked to hear from Platea or an organizer, declared
 * once for the API's document, the back office's screen and the site's "notify me" form. The model takes
 * the enums from here.
 */

/**
 * Where a lead came from: the contact form (organizer landing page, help centre), a sign-up with the
 * promotional consent, a lean test's sign-up, a product page's "notify me".
 */
export const LEAD_SOURCES = ['contact', 'signup', 'lean-test', 'notify-me'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** Where the team or the organizer is with a lead. */
export const LEAD_STATUSES = ['new', 'contacted', 'converted', 'discarded'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_NOTES_MAX = 4000;

/** GET /api/leads (a row) and GET/PUT /api/leads/:id. */
export const leadAnswer = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  source: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  notes: z.string().nullable(),
  consent: z.boolean(),
  consentedAt: isoDate.nullable(),
  channelId: z.number().int().nullable(),
  channel: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }).nullable(),
  productId: z.number().int().nullable(),
  product: z.object({ id: z.number().int(), title: z.string(), slug: z.string().nullable() }).nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type LeadJson = z.infer<typeof leadAnswer>;
