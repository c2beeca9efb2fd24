import { z } from 'zod';
import { STREAM_STATUSES } from './enums.ts';
import { LOCALES } from './locale.ts';

const isoDate = z.iso.datetime();

/** A product session as a page shows it: its times, in the request's language and Madrid's wall clock. */
const sessionSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  startsAt: isoDate,
  durationMinutes: z.number().int().nullable(),
  title: z.string().nullable(),
  translations: z.partialRecord(z.enum(LOCALES), z.record(z.string(), z.string())),
  capacity: z.number().int().nullable(),
  ticketsSold: z.number().int(),
  soldOut: z.boolean(),
  createdAt: isoDate,
  localized: z.object({ lang: z.enum(LOCALES), title: z.string().nullable() }),
  /** The start on Madrid's wall clock, YYYY-MM-DDTHH:mm. */
  startsAtLocal: z.string(),
  timeZone: z.string(),
});

/** GET /api/products/{id}/meet: the meet's state with the session it is about and its room. */
export const meetViewSchema = z.object({
  productId: z.number().int(),
  state: z.enum(['scheduled', 'open', 'ended']),
  session: sessionSchema.nullable(),
  room: z
    .object({ status: z.enum(STREAM_STATUSES), startedAt: isoDate.nullable(), endedAt: isoDate.nullable() })
    .nullable(),
  maxParticipants: z.number().int(),
});

export type MeetView = z.infer<typeof meetViewSchema>;
