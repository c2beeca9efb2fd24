import { z } from 'zod';
import {
  bodyId,
  idFilter,
  optionalImage,
  optionalText,
  searchTextFilter,
  slugSchema,
  title,
  translationsOf,
} from '../../catalogue/schemas/catalogue.ts';

export const ENTITY_DESCRIPTION_MAX = 1000;
export const ENTITY_BODY_MAX = 20_000;
export const ENTITY_BODY_LIMIT = 512 * 1024;

/**
 * An organization's landing page at /store/{slug} (spec 2, "Entity pages defined by name and slug").
 * `content` holds its texts per language, {es: {description, body}, en: {...}, pt: {...}}; `description`
 * is the short text shown when a language has none. Plain text, paragraphs separated by a blank line.
 */
const entityShape = {
  name: title(200),
  slug: slugSchema,
  description: optionalText(ENTITY_DESCRIPTION_MAX),
  logo: optionalImage,
  content: translationsOf({ description: ENTITY_DESCRIPTION_MAX, body: ENTITY_BODY_MAX }),
  /** The producer who owns it; only an administrator chooses it (a producer's own entities are theirs). */
  userId: bodyId.nullable(),
};

export const entityCreateBody = z.strictObject(entityShape).partial().required({ name: true });
// react-admin sends the whole record back (id, dates): unknown keys are dropped.
export const entityUpdateBody = z.object(entityShape).partial();
export type EntityInput = z.output<typeof entityUpdateBody>;

export const entityFilter = z.strictObject({
  q: searchTextFilter,
  slug: z.string().trim().max(120).optional(),
  userId: bodyId.optional(),
  id: idFilter,
});
export type EntityFilter = z.output<typeof entityFilter>;
