import { z } from 'zod';
import { isoDateTime } from './learning.ts';
import { LOCALES } from './locale.ts';

/**
 * Static pages and entity landing pages (api/src/content/routes/pages.ts, entities.ts): their answers, declared
 * once for the API's document, the site's /page and /store pages and the back office's forms.
 */

/** Texts per language: {en: {name, content}, pt: {...}} (a language may be missing). */
export const translationsAnswer = z.partialRecord(z.enum(LOCALES), z.record(z.string(), z.string()));

/** A page as the team edits it: its own language's texts and the other languages' in `translations`. */
export const pageAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  language: z.enum(LOCALES),
  translations: translationsAnswer,
  content: z.string().nullable(),
  published: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PageJson = z.infer<typeof pageAnswer>;

/** GET /api/pages/by-slug/:slug: a published page, its texts in the asked language. */
export const publishedPageAnswer = z.object({
  id: z.number().int(),
  slug: z.string(),
  lang: z.enum(LOCALES),
  /** Its name in the asked language, else its own (never empty). */
  name: z.string(),
  content: z.string().nullable(),
  updatedAt: isoDateTime,
});
export type PublishedPage = z.infer<typeof publishedPageAnswer>;

/** An entity as its owner and the team edit it: `content` holds its texts per language. */
export const entityAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  userId: z.number().int().nullable(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  content: translationsAnswer,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type EntityJson = z.infer<typeof entityAnswer>;

/** GET /api/entities/by-slug/:slug: the public landing page in the asked language. */
export const entityLandingAnswer = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  lang: z.enum(LOCALES),
  description: z.string().nullable(),
  body: z.string().nullable(),
  updatedAt: isoDateTime,
});
export type EntityLanding = z.infer<typeof entityLandingAnswer>;
