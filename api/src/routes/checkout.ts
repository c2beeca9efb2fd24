import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser, requireAuth } from '../auth/guards.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../lib/validate.ts';
import { checkout } from '../services/checkout.ts';

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

export const checkoutRoutes = new Hono<AppEnv>().post('/', requireAuth(), async (c) => {
  const body = await readJson(c, checkoutBody);
  const result = await checkout({
    ...body,
    termsAccepted: body.termsAccepted === true,
    user: currentUser(c),
  });
  return c.json(result, 201);
});
