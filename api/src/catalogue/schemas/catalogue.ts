import { z } from 'zod';
import { LANGUAGES, type Language, type Translations } from '../../../../models/index.ts';
import { LOCAL_DATE_TIME, madridLocalToDate } from '../../lib/cet-time.ts';

/** Zod pieces shared by the catalogue resources (channels, products, speakers, courses...). */

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Lowercase words joined by single dashes: no spaces or special characters (spec 5). */
export const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .refine((s) => SLUG.test(s), 'validation.slug');

export const text = (max: number) => z.string().trim().max(max);
/** A required non-empty text. */
export const title = (max: number) => z.string().trim().min(1).max(max);
/** An optional text; "" clears it (stored as null). */
export const optionalText = (max: number) =>
  text(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

const webLink = z
  .string()
  .trim()
  .max(1000)
  .url({ protocol: /^https?$/ });
/** One of our own image paths: a path only (no scheme, no `//`, no `..`). */
const sitePath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(media\/images|images)\/(?!.*\.\.)[A-Za-z0-9._/-]+$/);

/** "" clears an optional link: it is stored as null. */
const clearable = <T extends z.ZodTypeAny>(value: T) =>
  z
    .union([z.literal(''), value])
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** Web links only (http/https): they are rendered as href on public pages. "" clears. */
export const optionalUrl = clearable(webLink);

/**
 * An image: one uploaded here (POST /api/images answers `/media/images/{name}`), one of the site's own
 * (`/images/...`), or a web link. "" clears.
 */
export const optionalImage = clearable(z.union([sitePath, webLink]));

export const cents = z.number().int().min(0).max(100_000_000);
export const currencySchema = z.string().regex(/^[A-Z]{3}$/);
export const bodyId = z.number().int().positive().max(2_147_483_647);
export const tagsSchema = z.array(z.string().trim().min(1).max(40)).max(30);
export const languageSchema = z.enum(LANGUAGES);

/** An instant with its offset ("2026-12-31T20:00:00Z", "2026-12-31T21:00:00+01:00"). */
export const isoInstant = z.iso.datetime({ offset: true }).transform((v) => new Date(v));
export const optionalInstant = isoInstant.nullable().optional();

/** Central European wall time, "2026-12-31T21:00": validated here, converted by madridLocalToDate. */
export const madridLocal = z
  .string()
  .regex(LOCAL_DATE_TIME)
  .refine((v) => madridLocalToDate(v) !== null, 'validation.localTime');

/** Per-language texts {en: {title, description}, pt: {...}} of the given fields and lengths. */
export function translationsOf(fields: Record<string, number>) {
  const entry = z.strictObject(
    Object.fromEntries(Object.entries(fields).map(([k, max]) => [k, text(max).optional()])),
  );
  return z
    .strictObject({ en: entry.optional(), es: entry.optional(), pt: entry.optional() })
    .transform((all) => {
      // Empty texts are dropped: the row's own text is the fallback anyway.
      const out: Translations = {};
      for (const [lang, texts] of Object.entries(all) as [Language, Record<string, string | undefined>][]) {
        const kept = Object.entries(texts ?? {}).filter((e): e is [string, string] => !!e[1]);
        if (kept.length) out[lang] = Object.fromEntries(kept);
      }
      return out;
    });
}

/** Ids without repeats, for lists of references (categories, speakers...). */
export const idList = (max: number) =>
  z
    .array(bodyId)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicate');

/** `{ids: [...]}`: the new order of a nested list. */
export const reorderBody = z.strictObject({ ids: z.array(bodyId).min(1).max(500) });

/** A free-text list filter. */
export const searchTextFilter = z.string().trim().max(100).optional();

/** A filter value that may be one id or many (react-admin getMany sends {id: [...]}). */
export const idFilter = z.union([bodyId, z.array(bodyId).max(500)]).optional();

/** The `public` list filter: true asks for the public catalogue view even when signed in as a producer. */
export const publicFilter = z.boolean().optional();
