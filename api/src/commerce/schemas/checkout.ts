import { z } from 'zod';

/** POST /api/checkout. */
export const checkoutBody = z.strictObject({
  productId: z.number().int().positive().max(2_147_483_647),
  sessionId: z.number().int().positive().max(2_147_483_647).optional(),
  couponCode: z.string().trim().min(1).max(64).optional(),
  /** Support / donation on top of the price, in cents. */
  supportCents: z.number().int().min(0).max(10_000_000).optional(),
  /** Must be true (spec 5): anything else answers TERMS_NOT_ACCEPTED. */
  termsAccepted: z.boolean().optional(),
  provider: z.enum(['demo', 'stripe', 'redsys']).optional(),
  /** ISO 3166-1 alpha-2; defaults to the billing country, then the profile's. */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((s) => s.toUpperCase())
    .optional(),
});

/** POST /api/checkout/quote: the same choices as a checkout, before the terms are accepted. */
export const checkoutQuoteBody = checkoutBody.omit({ termsAccepted: true, country: true });
