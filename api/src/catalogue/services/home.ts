import { QueryTypes } from 'sequelize';
import { type Language, User } from '../../../../models/index.ts';
import { currentPrice } from '../../commerce/services/pricing.ts';
import type { HomeSection, Localized } from '../../settings/schemas/config.ts';
import { getSetting } from '../../settings/services/config.ts';
import { publicChannelSql, publicProductSql } from './catalogue-access.ts';

export interface HomeItem {
  id: number;
  slug: string;
  title: string;
  subtitle: string | null;
  image: string | null;
  kind: 'product' | 'channel' | 'speaker';
  type?: string;
  plan?: string;
  totalPrice?: number;
  currency?: string;
  /** The price in force now (an offer inside its window, else the list price). */
  currentPrice?: { total: number; currency: string; offer: boolean };
  /** The next session still to start (events), for the card's date. */
  nextDate?: Date | null;
}

interface ProductRow {
  total_price?: number;
  net_price?: number;
  tax?: number;
  offer_net?: number | null;
  offer_tax?: number | null;
  offer_total?: number | null;
  offer_from?: Date | null;
  offer_until?: Date | null;
  next_date?: Date | null;
}

/** A text in the wanted language, else Spanish (the default), else whichever exists. */
export function pick(text: Localized | undefined, lang: Language): string {
  if (!text) return '';
  return text[lang] || text.es || text.en || text.pt || '';
}

type Translations = Partial<
  Record<Language, { title?: string; name?: string; shortDescription?: string; description?: string }>
>;

// Items are read with one query per kind for the whole home, and only public ones are shown (a product
// of a channel that is not published is not).
async function loadItems(
  kind: HomeItem['kind'],
  ids: number[],
  lang: Language,
): Promise<Map<number, HomeItem>> {
  const sequelize = User.sequelize;
  if (!sequelize || ids.length === 0) return new Map();
  const sql = {
    product: `SELECT p.id, p.slug, p.title, p.short_description AS subtitle, p.image, p.type, p.plan, p.net_price,
                     p.tax, p.total_price, p.offer_net, p.offer_tax, p.offer_total, p.offer_from, p.offer_until,
                     p.currency, p.translations,
                     (SELECT min(s.starts_at) FROM product_sessions s
                       WHERE s.product_id = p.id AND s.starts_at > now()) AS next_date
                FROM products p JOIN channels c ON c.id = p.channel_id
               WHERE p.id IN (:ids) AND ${publicProductSql('p', 'c')}`,
    channel: `SELECT id, slug, title, description AS subtitle, COALESCE(cover_image, logo) AS image, translations
                FROM channels c WHERE id IN (:ids) AND ${publicChannelSql('c')}`,
    speaker: `SELECT id, slug, name AS title, title AS subtitle, image, translations FROM speakers WHERE id IN (:ids)`,
  }[kind];
  const rows = await sequelize.query<
    Omit<HomeItem, 'kind' | 'totalPrice' | 'nextDate'> & ProductRow & { translations: Translations | null }
  >(sql, { replacements: { ids }, type: QueryTypes.SELECT });
  return new Map(
    rows.map((r) => {
      const tr = r.translations?.[lang];
      const item: HomeItem = {
        id: r.id,
        slug: r.slug,
        // A speaker's name is not translated; its `title` column (and translation) is the role, shown below.
        title: kind === 'speaker' ? r.title : tr?.title || tr?.name || r.title,
        subtitle:
          kind === 'speaker'
            ? tr?.title || r.subtitle
            : tr?.shortDescription || tr?.description || r.subtitle,
        image: r.image,
        kind,
        ...(kind === 'product' ? productFacts(r) : {}),
      };
      return [r.id, item];
    }),
  );
}

const KIND: Partial<Record<HomeSection['type'], HomeItem['kind']>> = {
  productSlider: 'product',
  channelSlider: 'channel',
  speakerSlider: 'speaker',
  featuredProduct: 'product',
  featuredChannel: 'channel',
};

/** The home sections of the config with texts in one language and their items resolved, in order. */
export async function resolvedHome(lang: Language) {
  const { sections } = await getSetting('theme.home');
  const wanted: Record<HomeItem['kind'], number[]> = { product: [], channel: [], speaker: [] };
  for (const s of sections) {
    const kind = KIND[s.type];
    if (!kind) continue;
    if ('ids' in s) wanted[kind].push(...s.ids);
    if ('itemId' in s) wanted[kind].push(s.itemId);
  }
  const [product, channel, speaker] = await Promise.all(
    (['product', 'channel', 'speaker'] as const).map((k) => loadItems(k, [...new Set(wanted[k])], lang)),
  );
  const byKind = { product, channel, speaker };
  return sections.map((s) => {
    const kind = KIND[s.type];
    const texts = Object.fromEntries(
      Object.entries(s).map(([k, v]) => [
        k,
        v && typeof v === 'object' && !Array.isArray(v) ? pick(v as Localized, lang) : v,
      ]),
    );
    if (!kind) return { ...texts, items: [] as HomeItem[] };
    const ids = 'ids' in s ? s.ids : 'itemId' in s ? [s.itemId] : [];
    const items = ids.map((id) => byKind[kind].get(id)).filter((i): i is HomeItem => !!i);
    return { ...texts, items };
  });
}

/** What a product card shows besides its title: type, plan, the price in force and the next date. */
function productFacts(r: Pick<HomeItem, 'type' | 'plan' | 'currency'> & ProductRow) {
  const currency = r.currency ?? 'EUR';
  const price = currentPrice({
    netPrice: r.net_price ?? 0,
    tax: r.tax ?? 0,
    totalPrice: r.total_price ?? 0,
    offerNet: r.offer_net ?? null,
    offerTax: r.offer_tax ?? null,
    offerTotal: r.offer_total ?? null,
    offerFrom: r.offer_from ?? null,
    offerUntil: r.offer_until ?? null,
    currency,
  });
  return {
    type: r.type,
    plan: r.plan,
    totalPrice: r.total_price,
    currency,
    currentPrice: {
      total: r.plan === 'free' ? 0 : price.total,
      currency,
      offer: r.plan !== 'free' && price.offer,
    },
    nextDate: r.next_date ?? null,
  };
}
