import { z } from 'zod';

/** The media part of an owned product's answers: playable now, or when (next session) it will be. */
export const mediaReadinessSchema = z.object({
  ready: z.boolean(),
  availableAt: z.string().datetime().nullable(),
});

/** GET /api/products/{id}/access: the entitlement answer and whether there is something to play. */
export const accessAnswerSchema = z.object({
  allowed: z.boolean(),
  reason: z.string(),
  until: z.string().datetime().nullable(),
  from: z.string().datetime().nullable().optional(),
  via: z.string().optional(),
  media: mediaReadinessSchema,
});
