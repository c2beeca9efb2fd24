import type {
  ChannelPageAnswer,
  ProductAnswer,
  SessionAnswer,
} from '../../../api/src/shared/catalogue-answers.ts';
import type { Locale } from '../i18n/index.ts';
import { formatMoney, zonedFormatter } from '../i18n/intl.ts';

/** GET /api/products/by-slug/:slug: the product page's answer, as the API declares it. */
export type PublicProduct = ProductAnswer;

/** One session of a product (GET /api/products/:id/sessions, and `sessions` of a product). */
export type ProductSession = SessionAnswer;

/** GET /api/channels/by-slug/:slug: the channel with its published products. */
export type PublicChannel = ChannelPageAnswer;

/** Plain text split into paragraphs at blank lines; the page prints each one escaped. */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** A price in cents, or the "free" word for zero. */
export function priceText(locale: Locale, cents: number, currency: string, free: string): string {
  return cents > 0 ? formatMoney(locale, cents, currency) : free;
}

/** Date and time in the viewer's language and time zone, naming the zone (the site's when unknown). */
export function dateTimeFormatter(locale: Locale, timezone: string | null | undefined) {
  return zonedFormatter(locale, timezone, 'full');
}
