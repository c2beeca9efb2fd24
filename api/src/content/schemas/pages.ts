import { z } from 'zod';
import {
  idFilter,
  languageSchema,
  optionalText,
  searchTextFilter,
  slugSchema,
  title,
  translationsOf,
} from '../../catalogue/schemas/catalogue.ts';

/** The longest text of one page in one language: a long legal page fits with room to spare. */
export const PAGE_CONTENT_MAX = 20_000;
/** Three languages of the longest content, in UTF-8, with the JSON around them. */
export const PAGE_BODY_LIMIT = 512 * 1024;

/**
 * Static pages of /page/{slug} (spec 2, spec 3 "Page: name, slug"). The row's own `name` and `content` are
 * written in its `language` (es unless told); `translations` hold the other languages' name and content.
 * Content is plain text: paragraphs separated by a blank line (the site escapes it, no HTML is stored).
 */
const pageShape = {
  name: title(200),
  slug: slugSchema,
  language: languageSchema,
  content: optionalText(PAGE_CONTENT_MAX),
  translations: translationsOf({ name: 200, content: PAGE_CONTENT_MAX }),
  published: z.boolean(),
};

export const pageCreateBody = z.strictObject(pageShape).partial().required({ name: true });
// react-admin sends the whole record back (id, dates): unknown keys are dropped.
export const pageUpdateBody = z.object(pageShape).partial();
export type PageInput = z.output<typeof pageUpdateBody>;

export const pageFilter = z.strictObject({
  q: searchTextFilter,
  published: z.boolean().optional(),
  id: idFilter,
});
export type PageFilter = z.output<typeof pageFilter>;
