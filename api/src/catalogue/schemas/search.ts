import { z } from 'zod';
import { PRODUCT_TYPES, SEARCH_KINDS } from '../../shared/catalogue.ts';

export { SEARCH_KINDS };
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** GET /api/search query: at least 3 letters (checked by the service, to say so in the user's language). */
export const searchQuery = z.strictObject({
  q: z.string().trim().max(100).default(''),
  category: z.string().trim().max(120).optional(),
  type: z.enum(PRODUCT_TYPES).optional(),
  kind: z.enum(SEARCH_KINDS).optional(),
  range: z.string().max(40).optional().describe('JSON [from, to], at most 100 rows; default [0,23]'),
  lang: z.string().max(10).optional(),
});

export const searchRange = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([a, b]) => b >= a && b - a < 100, 'validation.invalid');

/** GET /api/search/facets query. */
export const searchFacetsQuery = searchQuery.pick({ q: true, lang: true });
