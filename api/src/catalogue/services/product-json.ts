import type { InferAttributes } from 'sequelize';
import type {
  Category,
  Channel,
  Language,
  Product,
  ProductSession,
  ScheduleSection,
  Speaker,
  Translations,
} from '../../../../models/index.ts';
import { currentPrice } from '../../commerce/services/pricing.ts';
import { CET_ZONE, dateToMadridLocal } from '../../lib/cet-time.ts';
import { localize } from '../../lib/localize.ts';
import type { ProductCard } from '../../shared/product-card.ts';

/** A product's or channel's values read raw (lists): what the JSON needs, without a model per row. */
export type ProductValues = InferAttributes<Product>;
export type ChannelValues = InferAttributes<Channel>;

/** The related rows shown with one product (detail views). */
export interface ProductRelations {
  sessions: ProductSession[];
  speakers: Speaker[];
  categories: Category[];
  scheduleSections: ScheduleSection[];
}

export function sessionJson(s: ProductSession, lang: Language) {
  return {
    ...s.toFormattedJSON(),
    localized: localize({ translations: s.translations }, lang, { title: s.title }),
    startsAtLocal: dateToMadridLocal(s.startsAt),
    timeZone: CET_ZONE,
  };
}

export function categoryJson(c: Category, lang: Language) {
  return { ...c.toFormattedJSON(), localized: { lang, name: c.nameIn(lang) } };
}

export function speakerJson(s: Speaker, lang: Language) {
  return {
    ...s.toFormattedJSON(),
    localized: localize({ translations: s.translations }, lang, { title: s.title, bio: s.bio }),
  };
}

/** What a product card or page shows of its channel. */
export function channelSummary(c: Channel | ChannelValues, lang: Language) {
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    status: c.status,
    logo: c.logo,
    profileImage: c.profileImage,
    localized: localize(c, lang, { title: c.title }),
  };
}

/**
 * A post's text is its description: a paid or private post keeps it from whoever may not read it (its
 * manager, or a reader the entitlement function lets in, gets it; `/posts/{slug}` says why not).
 */
export function postTextWithheld(
  p: Pick<Product, 'type' | 'plan' | 'status'>,
  opts: { full: boolean; readable?: boolean },
) {
  return p.type === 'post' && !opts.full && !opts.readable && (p.plan === 'paid' || p.status === 'private');
}

/**
 * A product for the API. `full` (owner, admin) adds what the public must not see: the content and source
 * video links. Texts come raw (for editors) and `localized` in the asked language; `currentPrice` is the
 * offer inside its window, else the list price. `readable`: the caller may open the product (a post's text).
 */
export function productJson(
  p: Product | ProductValues,
  opts: {
    lang: Language;
    full: boolean;
    readable?: boolean;
    channel?: Channel | ChannelValues;
    relations?: ProductRelations;
  },
) {
  const values = 'get' in p && typeof p.get === 'function' ? p.get({ plain: true, clone: true }) : { ...p };
  const { search: _search, url, sourceVideoUrl, ...plain } = values as Record<string, unknown>;
  const withheld = postTextWithheld(p, opts);
  const texts = withheld
    ? { language: p.language, translations: withoutDescriptions(p.translations) }
    : { language: p.language, translations: p.translations };
  if (withheld) Object.assign(plain, { description: null, translations: texts.translations });
  const r = opts.relations;
  return {
    ...plain,
    ...(opts.full ? { url, sourceVideoUrl } : {}),
    currentPrice: currentPrice(p),
    localized: localize(texts, opts.lang, {
      title: p.title,
      description: withheld ? null : p.description,
      shortDescription: p.shortDescription,
    }),
    ...(opts.channel ? { channel: channelSummary(opts.channel, opts.lang) } : {}),
    ...(r
      ? {
          sessions: r.sessions.map((s) => sessionJson(s, opts.lang)),
          speakerIds: r.speakers.map((s) => s.id),
          speakers: r.speakers.map((s) => speakerJson(s, opts.lang)),
          categoryIds: r.categories.map((c) => c.id),
          categories: r.categories.map((c) => categoryJson(c, opts.lang)),
          scheduleSections: r.scheduleSections.map((s) => s.toFormattedJSON()),
        }
      : {}),
  };
}

function withoutDescriptions(translations: Translations): Translations {
  const out: Translations = {};
  for (const [lang, texts] of Object.entries(translations ?? {}) as [Language, Record<string, string>][]) {
    const { description: _d, ...rest } = texts ?? {};
    out[lang] = rest;
  }
  return out;
}

/**
 * The columns a card is made of, read raw: the product's and its channel's, each with only the
 * translation of the asked language (`tr`), never the others.
 */
export const CARD_COLUMNS = [
  'id',
  'slug',
  'type',
  'plan',
  'status',
  'channelId',
  'title',
  'shortDescription',
  'language',
  'image',
  'saleStartAt',
  'saleEndAt',
  'netPrice',
  'tax',
  'totalPrice',
  'currency',
  'offerNet',
  'offerTax',
  'offerTotal',
  'offerFrom',
  'offerUntil',
  'createdAt',
  'publishedAt',
] as const;
export const CARD_CHANNEL_COLUMNS = [
  'id',
  'slug',
  'title',
  'status',
  'logo',
  'profileImage',
  'language',
] as const;

type Texts = Record<string, string> | null;
export type CardRow = Pick<ProductValues, (typeof CARD_COLUMNS)[number]> & {
  tr: Texts;
  channel: Pick<ChannelValues, (typeof CARD_CHANNEL_COLUMNS)[number]> & { tr: Texts };
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A product as a list shows it (api/src/shared/product-card.ts), in one language. */
export function productCard(p: CardRow, lang: Language): ProductCard {
  const price = currentPrice(p);
  const own = (row: { language: Language; tr: Texts }) => ({
    language: row.language,
    translations: row.tr ? { [lang]: row.tr } : {},
  });
  const { title, shortDescription } = localize(own(p), lang, {
    title: p.title,
    shortDescription: p.shortDescription,
  });
  const c = p.channel;
  return {
    id: p.id,
    slug: p.slug,
    type: p.type,
    plan: p.plan,
    status: p.status,
    channelId: p.channelId,
    title: p.title,
    image: p.image,
    saleStartAt: iso(p.saleStartAt),
    saleEndAt: iso(p.saleEndAt),
    totalPrice: p.totalPrice,
    currency: p.currency,
    currentPrice: { total: price.total, currency: price.currency, offer: price.offer },
    createdAt: iso(p.createdAt) ?? '',
    publishedAt: iso(p.publishedAt),
    localized: { lang, title: title ?? p.title, shortDescription },
    channel: {
      id: c.id,
      slug: c.slug,
      title: c.title,
      status: c.status,
      logo: c.logo,
      profileImage: c.profileImage,
      localized: { lang, title: localize(own(c), lang, { title: c.title }).title ?? c.title },
    },
  };
}
