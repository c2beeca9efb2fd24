import { z } from 'zod';

/**
 * The rehearsal room's price (spec 9: "Rehearsal room: 1 hour free if broadcasting, else 5 euro per
 * hour"). A rehearsal of a live broadcast product has its first hour free (over all its rehearsals);
 * every other minute costs 5 €/hour, metered by the minute (a started minute counts) and rounded up to
 * the cent. Pure: the API prices a rehearsal when it ends, the console shows the same rule.
 */
export const REHEARSAL_CENTS_PER_HOUR = 500;
export const REHEARSAL_FREE_MINUTES_BROADCASTING = 60;

/** Free minutes a product's rehearsals get in all: an hour for a live broadcast, none otherwise. */
export const rehearsalFreeMinutes = (productType: string) =>
  productType === 'broadcast' ? REHEARSAL_FREE_MINUTES_BROADCASTING : 0;

/** Whole minutes from start to end, a started minute counting as one. */
export const meteredMinutes = (startedAt: Date, endedAt: Date) =>
  Math.max(0, Math.ceil((endedAt.getTime() - startedAt.getTime()) / 60_000));

/** What `minutes` more cost when `usedBefore` minutes of the product's free ones are already spent. */
export function rehearsalCharge(minutes: number, usedBefore: number, freeMinutes: number): number {
  const freeLeft = Math.max(0, freeMinutes - usedBefore);
  const paid = Math.max(0, minutes - freeLeft);
  return Math.ceil((paid * REHEARSAL_CENTS_PER_HOUR) / 60);
}

const isoDate = z.iso.datetime();

/** GET /api/products/{id}/rehearsal (and its start/stop): the room and its bill, for the organizer. */
export const rehearsalSchema = z.object({
  productId: z.number().int(),
  state: z.enum(['idle', 'open']),
  provider: z.string().nullable(),
  startedAt: isoDate.nullable(),
  seatsTaken: z.number().int(),
  maxParticipants: z.number().int(),
  /** A link the team may open to come in as guests (the provider's prebuilt room), while open. */
  teamUrl: z.string().nullable(),
  pricing: z.object({
    centsPerHour: z.number().int(),
    freeMinutes: z.number().int(),
    freeMinutesLeft: z.number().int(),
  }),
  /** Minutes and cost of the ended rehearsals of this product, in all. */
  usedMinutes: z.number().int(),
  chargedCents: z.number().int(),
  history: z.array(
    z.object({
      startedAt: isoDate,
      endedAt: isoDate,
      minutes: z.number().int(),
      chargeCents: z.number().int(),
    }),
  ),
});
export type Rehearsal = z.infer<typeof rehearsalSchema>;
