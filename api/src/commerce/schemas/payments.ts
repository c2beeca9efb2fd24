import { z } from 'zod';

/** POST /api/payments/stripe/webhook: the event was taken (duplicate: it had been applied already). */
export const stripeReceiptSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
