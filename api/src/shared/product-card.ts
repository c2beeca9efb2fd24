import { z } from 'zod';
import { CHANNEL_STATUSES, PRODUCT_PLANS, PRODUCT_STATUSES, PRODUCT_TYPES } from './catalogue.ts';

/**
 * The answer of `GET /api/products`: one card per product, what a list shows (the shop grid, the back
 * office's product list, reference pickers), its texts in the request's language. No description, SEO
 * field, content link or other language travels in a list; the whole product is `GET /api/products/:id`.
 * Shared by the API (declared as the list route's `response`), the site and the back office, which
 * derive their types from it (`ProductCard`). Dates are ISO strings, prices integer cents.
 */
const date = z.string();
const localizedTitle = z.strictObject({ lang: z.string(), title: z.string() });

export const productCardChannelSchema = z.strictObject({
  id: z.number().int(),
  slug: z.string().nullable(),
  title: z.string(),
  status: z.enum(CHANNEL_STATUSES),
  logo: z.string().nullable(),
  profileImage: z.string().nullable(),
  localized: localizedTitle,
});

export const productCardSchema = z.strictObject({
  id: z.number().int(),
  slug: z.string(),
  type: z.enum(PRODUCT_TYPES),
  plan: z.enum(PRODUCT_PLANS),
  status: z.enum(PRODUCT_STATUSES),
  channelId: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  saleStartAt: date.nullable(),
  saleEndAt: date.nullable(),
  totalPrice: z.number().int(),
  currency: z.string(),
  /** The offer inside its window, else the list price. */
  currentPrice: z.strictObject({ total: z.number().int(), currency: z.string(), offer: z.boolean() }),
  createdAt: date,
  publishedAt: date.nullable(),
  /** The title and short description in the request's language (the product's own where untranslated). */
  localized: z.strictObject({ lang: z.string(), title: z.string(), shortDescription: z.string().nullable() }),
  channel: productCardChannelSchema,
});

export const productCardsSchema = z.array(productCardSchema);

export type ProductCard = z.infer<typeof productCardSchema>;
