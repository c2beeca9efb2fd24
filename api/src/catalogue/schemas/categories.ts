import { z } from 'zod';
import { idFilter, searchTextFilter, slugSchema, title, translationsOf } from './catalogue.ts';

/** Categories of products (spec 2 search). */
const categoryShape = {
  name: title(100),
  slug: slugSchema,
  translations: translationsOf({ name: 100 }),
  position: z.number().int().min(0).max(100_000),
};
export const categoryCreateBody = z.strictObject(categoryShape).partial().required({ name: true });
// react-admin sends the whole record back: unknown keys are dropped.
export const categoryUpdateBody = z.object(categoryShape).partial();
export const categoryFilter = z.strictObject({ q: searchTextFilter, id: idFilter });
