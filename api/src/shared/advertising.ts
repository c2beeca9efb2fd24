import { z } from 'zod';
import { isoDateTime } from './learning.ts';

/**
 * The advertising module (issue 24, spec 3 "Ad banner: format, up to 6 columns, images, display area"):
 * the answers of /api/ads, declared once for the API's document, the site's banner and the console.
 */

/** Spec 7: a banner has at most 6 columns (and at least one). */
export const AD_MAX_COLUMNS = 6;
/** Where the site shows banners (migration 0041 holds the same list). */
export const AD_AREAS = ['home', 'product', 'channel', 'player', 'course'] as const;
export type AdArea = (typeof AD_AREAS)[number];

/** One column as the admin edits it: the uploaded image, its link (http/https) and its alt text. */
export const adColumnAnswer = z.object({
  url: z.string(),
  link: z.string(),
  alt: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

/** A banner as the admin sees it, with its counters over its whole life. */
export const adBannerAnswer = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  format: z.string(),
  columns: z.number().int(),
  images: z.array(adColumnAnswer),
  displayArea: z.enum(AD_AREAS),
  active: z.boolean(),
  startsAt: isoDateTime.nullable(),
  endsAt: isoDateTime.nullable(),
  /** The products and channels that carry it as their own banner. */
  productIds: z.array(z.number().int()),
  channelIds: z.array(z.number().int()),
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** Clicks per impression, 0 to 1 (0 while it has no impression). */
  ctr: z.number(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type AdBannerJson = z.infer<typeof adBannerAnswer>;

/** How many days the console's daily series of a banner covers (today included). */
export const AD_DAYS = 30;

/** One Madrid day of a banner: its impressions and clicks (0 on a day with none). */
export const adDayAnswer = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  impressions: z.number().int(),
  clicks: z.number().int(),
});

/** GET /api/ads/banners/:id/days: the last AD_DAYS Madrid days, oldest first, every day present. */
export const adDaysAnswer = z.object({
  bannerId: z.number().int(),
  from: z.string(),
  to: z.string(),
  days: z.array(adDayAnswer),
});
export type AdDaysJson = z.infer<typeof adDaysAnswer>;

/** One column as the site draws it: `href` is the signed click redirect, never the stored link itself. */
export const adShownColumnAnswer = z.object({
  src: z.string(),
  href: z.string(),
  alt: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

/** GET /api/ads/show: the banner to draw (null: none), and the beacon that counts its impression. */
export const adShownAnswer = z.object({
  banner: z
    .object({
      id: z.number().int(),
      columns: z.array(adShownColumnAnswer),
      /** A 1×1 image the page loads lazily: its fetch counts one impression. */
      beacon: z.string(),
    })
    .nullable(),
});
export type AdShown = z.infer<typeof adShownAnswer>;
