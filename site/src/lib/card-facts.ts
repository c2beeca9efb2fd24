import { t } from '../i18n/index.ts';
import { formatMoney, zonedFormatter } from '../i18n/intl.ts';
import { typeKey } from './mystuff.ts';
import type { SiteConfig } from './site-settings.ts';

/** What a card says about a product besides its title: type, price (or free), next date. */
export interface CardFacts {
  type: string | null;
  price: string | null;
  offer: boolean;
  /** The next date in the viewer's clock, and its ISO value for <time datetime>. */
  date: { text: string; iso: string } | null;
}

interface ProductLike {
  type?: unknown;
  plan?: unknown;
  currentPrice?: { total: number; currency: string; offer?: boolean } | null;
  nextDate?: unknown;
}

/**
 * The facts of a product card, with the site switches applied: `typeTag` off hides the type,
 * `freeTag` off hides the "free" label (a price is always shown).
 */
export function cardFacts(locals: App.Locals, item: ProductLike, config: SiteConfig): CardFacts {
  const { locale, timezone } = locals;
  const key = typeof item.type === 'string' ? typeKey(item.type) : null;
  const price = item.currentPrice;
  const free = item.plan === 'free' || (price !== undefined && price !== null && price.total === 0);
  let priceText: string | null = null;
  if (free) priceText = config.freeTag ? t(locale, 'product.free') : null;
  else if (price) priceText = formatMoney(locale, price.total, price.currency);
  const iso = typeof item.nextDate === 'string' ? item.nextDate : null;
  const when = iso ? new Date(iso) : null;
  return {
    type: config.typeTag && key ? t(locale, key) : null,
    price: priceText,
    offer: !free && price?.offer === true,
    date:
      iso && when && !Number.isNaN(when.getTime())
        ? {
            iso,
            text: zonedFormatter(locale, timezone, 'short')(when),
          }
        : null,
  };
}
