import { z } from 'zod';
import { bodyId, idFilter, optionalInstant, searchTextFilter } from '../../catalogue/schemas/catalogue.ts';
import { AD_AREAS, AD_MAX_COLUMNS } from '../../shared/advertising.ts';

/** An image uploaded here (POST /api/images answers `/media/images/{name}`): JPG or PNG, checked by content. */
const uploadedImage = z
  .string()
  .trim()
  .regex(/^\/media\/images\/[A-Za-z0-9_-]{22}\.(jpg|png)$/, 'validation.adImage');

/** Where a column leads: a web address (http or https) only; it is drawn behind a signed redirect. */
const webLink = z
  .string()
  .trim()
  .max(1000)
  .regex(/^https?:\/\/[^\s/?#]+\S*$/i, 'validation.httpLink')
  .refine((v) => URL.canParse(v), 'validation.httpLink');

const column = z.strictObject({
  url: uploadedImage,
  link: webLink,
  alt: z.string().trim().min(1).max(200),
});

/** Spec 7: 1 to 6 columns; more is refused with the rule's own message, before anything is saved. */
const columns = z
  .array(column)
  .max(50)
  .refine((list) => list.length >= 1 && list.length <= AD_MAX_COLUMNS, 'validation.adColumns');

const bannerShape = {
  name: z.string().trim().max(120).nullable().optional(),
  images: columns,
  displayArea: z.enum(AD_AREAS),
  active: z.boolean(),
  startsAt: optionalInstant,
  endsAt: optionalInstant,
  /** The products and channels that carry this banner as their own (their pages show it first). */
  productIds: z.array(bodyId).max(500),
  channelIds: z.array(bodyId).max(500),
};

const datesInOrder = (b: { startsAt?: Date | null; endsAt?: Date | null }) =>
  !b.startsAt || !b.endsAt || b.endsAt > b.startsAt;
const datesRule = { message: 'validation.adDates', path: ['endsAt'] };

export const bannerCreateBody = z
  .strictObject(bannerShape)
  .partial()
  .required({ images: true, displayArea: true })
  .refine(datesInOrder, datesRule);
// react-admin sends the whole record back (id, counters, dates): unknown keys are dropped.
export const bannerUpdateBody = z.object(bannerShape).partial().refine(datesInOrder, datesRule);
export type BannerInput = z.output<typeof bannerUpdateBody>;

export const bannerFilter = z.strictObject({
  q: searchTextFilter,
  displayArea: z.enum(AD_AREAS).optional(),
  active: z.boolean().optional(),
  id: idFilter,
});
export type BannerFilter = z.output<typeof bannerFilter>;

/** GET /api/ads/show: the area, and the product or channel whose page it is (their own banner first). */
export const showQuery = z.object({
  area: z.enum(AD_AREAS),
  productId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  channelId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
