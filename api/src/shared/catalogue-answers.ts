import { z } from 'zod';
import {
  AGE_CLASSES,
  CHANNEL_STATUSES,
  PRODUCT_PLANS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  SEARCH_KINDS,
} from './catalogue.ts';
import {
  ctaSectionSchema,
  featuredSectionSchema,
  heroSectionSchema,
  sliderSectionSchema,
  staticSectionSchema,
} from './config.ts';
import { LOCALES } from './locale.ts';

/**
 * The catalogue's answer schemas (pure: no Sequelize, no Node import). The routes declare them as their
 * answers (api/src/lib/route.ts); the site and the back office use the types inferred from them
 * (`import type`, so their bundles carry no zod).
 */

/** A date as JSON carries it. */
const instant = z.iso.datetime({ offset: true });
const language = z.enum(LOCALES);
/** Texts in other languages, by language: { en: { title: '…' } }. */
export const translationsAnswer = z.partialRecord(language, z.record(z.string(), z.string()));

/** `localized`: the row's texts in the asked language (the original where no translation). */
const localized = <S extends Record<string, z.ZodType>>(texts: S) => z.object({ lang: language, ...texts });
const text = z.string();
const maybeText = z.string().nullable();

export const priceAnswer = z.object({
  net: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  offer: z.boolean(),
});

export const channelSummaryAnswer = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(CHANNEL_STATUSES),
  logo: z.string().nullable(),
  profileImage: z.string().nullable(),
  localized: localized({ title: text }),
});

export const sessionAnswer = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  startsAt: instant,
  durationMinutes: z.number().int().nullable(),
  title: z.string().nullable(),
  translations: translationsAnswer,
  capacity: z.number().int().nullable(),
  ticketsSold: z.number().int(),
  soldOut: z.boolean(),
  createdAt: instant,
  localized: localized({ title: maybeText }),
  /** The start in Central European time, as the editor shows it ("2026-12-31T21:00"). */
  startsAtLocal: z.string(),
  timeZone: z.string(),
});

export const categoryAnswer = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  translations: translationsAnswer,
  position: z.number().int(),
  localized: z.object({ lang: language, name: z.string() }),
});

export const speakerAnswer = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  channelId: z.number().int().nullable(),
  name: z.string(),
  title: z.string().nullable(),
  slug: z.string(),
  bio: z.string().nullable(),
  image: z.string().nullable(),
  tags: z.array(z.string()),
  social: z.object({
    instagram: z.string().nullable(),
    facebook: z.string().nullable(),
    twitter: z.string().nullable(),
    youtube: z.string().nullable(),
    linkedin: z.string().nullable(),
  }),
  translations: translationsAnswer,
  createdAt: instant,
  updatedAt: instant,
  localized: localized({ title: maybeText, bio: maybeText }),
});

export const scheduleSectionAnswer = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  title: z.string(),
  durationMinutes: z.number().int(),
  speakerId: z.number().int().nullable(),
  position: z.number().int(),
});

/** Every stored field of a product (spec 3), as the API sends it. */
export const productFieldsAnswer = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  type: z.enum(PRODUCT_TYPES),
  plan: z.enum(PRODUCT_PLANS),
  status: z.enum(PRODUCT_STATUSES),
  title: z.string(),
  description: z.string().nullable(),
  shortDescription: z.string().nullable(),
  priceNote: z.string().nullable(),
  slug: z.string(),
  language,
  translations: translationsAnswer,
  netPrice: z.number().int(),
  tax: z.number().int(),
  totalPrice: z.number().int(),
  currency: z.string(),
  trailerUrl: z.string().nullable(),
  tags: z.array(z.string()),
  productionYear: z.number().int().nullable(),
  productionCountry: z.string().nullable(),
  director: z.string().nullable(),
  artists: z.string().nullable(),
  ageClass: z.enum(AGE_CLASSES),
  multiDate: z.boolean(),
  saleStartAt: instant.nullable(),
  saleEndAt: instant.nullable(),
  expirationHours: z.number().int().nullable(),
  expirationDate: instant.nullable(),
  offerNet: z.number().int().nullable(),
  offerTax: z.number().int().nullable(),
  offerTotal: z.number().int().nullable(),
  offerFrom: instant.nullable(),
  offerUntil: instant.nullable(),
  bundleProductIds: z.array(z.number().int()),
  metadata: z.looseObject({ exportable: z.boolean().optional(), replay: z.boolean().optional() }),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  image: z.string().nullable(),
  secondaryImage: z.string().nullable(),
  adBannerId: z.number().int().nullable(),
  publishedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
  /** Only to its manager (owner, admin): the content and source video links. */
  url: z.string().nullable().optional(),
  sourceVideoUrl: z.string().nullable().optional(),
  /** The offer inside its window, else the list price. */
  currentPrice: priceAnswer,
  localized: localized({ title: text, description: maybeText, shortDescription: maybeText }),
});

/** One product (its page, its editor): the product with its channel and related rows. */
export const productAnswer = productFieldsAnswer.extend({
  channel: channelSummaryAnswer,
  sessions: z.array(sessionAnswer),
  speakerIds: z.array(z.number().int()),
  speakers: z.array(speakerAnswer),
  categoryIds: z.array(z.number().int()),
  categories: z.array(categoryAnswer),
  scheduleSections: z.array(scheduleSectionAnswer),
  /**
   * The fields of a typed product's own table (api/src/catalogue/services/product-extras.ts), one of them by type.
   * Their shapes belong to the learning and content domains, which declare them in their own answers.
   */
  course: z.looseObject({ id: z.number().int() }).optional(),
  master: z.looseObject({ id: z.number().int() }).optional(),
  datasheet: z.looseObject({ id: z.number().int() }).optional(),
});

export type PriceAnswer = z.infer<typeof priceAnswer>;
export type ChannelSummary = z.infer<typeof channelSummaryAnswer>;
export type SessionAnswer = z.infer<typeof sessionAnswer>;
export type CategoryAnswer = z.infer<typeof categoryAnswer>;
export type SpeakerAnswer = z.infer<typeof speakerAnswer>;
export type ProductAnswer = z.infer<typeof productAnswer>;

/** A product with its channel's summary (agenda, lists of a channel's page). */
export const productWithChannelAnswer = productFieldsAnswer.extend({ channel: channelSummaryAnswer });

/** A channel as anyone sees it; its owner and the staff also get billing and review data. */
export const channelAnswer = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  status: z.enum(CHANNEL_STATUSES),
  title: z.string(),
  description: z.string().nullable(),
  businessName: z.string().nullable(),
  classification: z.string().nullable(),
  tags: z.array(z.string()),
  slug: z.string(),
  language,
  translations: translationsAnswer,
  subscription: z.object({
    active: z.boolean(),
    net: z.number().int(),
    tax: z.number().int(),
    total: z.number().int(),
    currency: z.string(),
  }),
  social: z.object({
    spotify: z.string().nullable(),
    youtube: z.string().nullable(),
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    twitter: z.string().nullable(),
    website: z.string().nullable(),
  }),
  marketplaceUrl: z.string().nullable(),
  logo: z.string().nullable(),
  profileImage: z.string().nullable(),
  coverImage: z.string().nullable(),
  publishedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
  localized: localized({ title: text, description: maybeText }),
  billing: z
    .object({
      nif: z.string().nullable(),
      prefix: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
      city: z.string().nullable(),
      postalCode: z.string().nullable(),
      country: z.string().nullable(),
      iban: z.string().nullable(),
    })
    .optional(),
  reviewRequestedAt: instant.nullable().optional(),
  reviewedAt: instant.nullable().optional(),
  reviewedBy: z.number().int().nullable().optional(),
  returnReason: z.string().nullable().optional(),
  returnedAt: instant.nullable().optional(),
});

/** A channel's public page: the channel and its published products. */
export const channelPageAnswer = channelAnswer.extend({ products: z.array(productFieldsAnswer) });

/** One step of a product's running order, timed from the start of a session. */
export const sectionSummaryAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  durationMinutes: z.number().int(),
  position: z.number().int(),
  /** Minutes from the start of a session to the start of this section. */
  startsAfterMinutes: z.number().int(),
  speaker: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
});

/** A session on the agenda: when it ends (null when unknown) and whether it is on now. */
export const agendaSessionAnswer = sessionAnswer.extend({ endsAt: instant.nullable(), onNow: z.boolean() });

export const scheduleEntryAnswer = agendaSessionAnswer.extend({
  product: productWithChannelAnswer,
  sections: z.array(sectionSummaryAnswer),
});

export const scheduleFiltersAnswer = z.object({
  channels: z.array(channelSummaryAnswer),
  categories: z.array(categoryAnswer),
});

export const scheduleSectionPageAnswer = z.object({
  section: sectionSummaryAnswer.extend({ speaker: speakerAnswer.nullable() }),
  product: productWithChannelAnswer,
  sections: z.array(sectionSummaryAnswer),
  sessions: z.array(agendaSessionAnswer),
});

export const SITEMAP_KINDS = ['product', 'channel', 'speaker', 'page', 'entity'] as const;
export const sitemapAnswer = z.object({
  entries: z.array(z.object({ kind: z.enum(SITEMAP_KINDS), slug: z.string(), updatedAt: instant })),
});
export type SitemapAnswer = z.infer<typeof sitemapAnswer>;

export const currenciesAnswer = z.object({
  default: z.string(),
  symbol: z.string(),
  currencies: z.array(z.string()),
  /** False: the platform holds no exchange rates. */
  converts: z.boolean(),
});

/** What is open now across the platform (back office, admins). */
export const openProductAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  type: z.enum(PRODUCT_TYPES),
  status: z.enum(PRODUCT_STATUSES),
  plan: z.enum(PRODUCT_PLANS),
  totalPrice: z.number().int(),
  currency: z.string(),
  saleStartAt: instant.nullable(),
  saleEndAt: instant.nullable(),
  channelId: z.number().int(),
  channel: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }),
  reasons: z.array(z.string()),
  onSale: z.boolean(),
  /** On air: a broadcast's live stream, or a fake live's video playing. */
  live: z.enum(['broadcast', 'fake-live']).nullable(),
  sessionAt: instant.nullable(),
  /** The product's sessions on today's Central European calendar. */
  sessionsToday: z.array(
    z.object({
      id: z.number().int(),
      startsAt: instant,
      durationMinutes: z.number().int().nullable(),
      title: z.string().nullable(),
      capacity: z.number().int().nullable(),
      ticketsSold: z.number().int(),
      startsAtLocal: z.string(),
      timeZone: z.string(),
    }),
  ),
});

export type ChannelAnswer = z.infer<typeof channelAnswer>;
export type ChannelPageAnswer = z.infer<typeof channelPageAnswer>;
export type ScheduleEntryAnswer = z.infer<typeof scheduleEntryAnswer>;
export type OpenProductAnswer = z.infer<typeof openProductAnswer>;

/** A speaker's public page: the speaker and the public products they take part in. */
export const speakerPageAnswer = speakerAnswer.extend({ products: z.array(productWithChannelAnswer) });
export type SpeakerPageAnswer = z.infer<typeof speakerPageAnswer>;

/** One search result, ranked. */
export const searchResultAnswer = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string().nullable(),
  /** A product's type; null for channels and speakers. */
  type: z.enum(PRODUCT_TYPES).nullable(),
  rank: z.number(),
  localized: z.object({ lang: language, title: z.string(), subtitle: z.string().nullable() }),
});

export const searchFacetsAnswer = z.object({
  total: z.number().int(),
  kinds: z.object({ product: z.number().int(), channel: z.number().int(), speaker: z.number().int() }),
  categories: z.array(categoryAnswer.extend({ count: z.number().int() })),
});

/** A card of a home section. */
export const homeItemAnswer = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string().nullable(),
  kind: z.enum(['product', 'channel', 'speaker']),
  type: z.enum(PRODUCT_TYPES).optional(),
  plan: z.enum(PRODUCT_PLANS).optional(),
  totalPrice: z.number().int().optional(),
  currency: z.string().optional(),
  currentPrice: z.object({ total: z.number().int(), currency: z.string(), offer: z.boolean() }).optional(),
  nextDate: instant.nullable().optional(),
});

/** A text of a home section in the asked language (the setting holds it in three). */
const homeText = z.string();
/** The cards of a slider or a featured section: only the public ones, in the section's order. */
const homeItems = z.array(homeItemAnswer);
/** A hero, a static text and a call to action show no card: their `items` is always empty. */
const noItems = z.array(z.never());

/**
 * One home section as answered: the section of the setting (api/src/shared/config.ts, theme.home) with
 * its texts in the asked language and its items resolved.
 */
export const homeSectionAnswer = z.discriminatedUnion('type', [
  heroSectionSchema.extend({
    title: homeText,
    subtitle: homeText.optional(),
    buttonText: homeText.optional(),
    items: noItems,
  }),
  sliderSectionSchema.extend({ title: homeText, items: homeItems }),
  featuredSectionSchema.extend({ title: homeText.optional(), items: homeItems }),
  staticSectionSchema.extend({ title: homeText.optional(), body: homeText, items: noItems }),
  ctaSectionSchema.extend({
    title: homeText,
    subtitle: homeText.optional(),
    buttonText: homeText,
    items: noItems,
  }),
]);

/** The home: the theme's sections in order. */
export const homeAnswer = z.object({ sections: z.array(homeSectionAnswer) });

export type SearchResultAnswer = z.infer<typeof searchResultAnswer>;
export type HomeItemAnswer = z.infer<typeof homeItemAnswer>;
export type HomeSectionAnswer = z.infer<typeof homeSectionAnswer>;
export type HomeAnswer = z.infer<typeof homeAnswer>;
