import type { Locale } from '../i18n/index.ts';
import { formatMoney, zonedFormatter } from '../i18n/intl.ts';

/** GET /api/products/by-slug/:slug (api/src/services/product-json.ts), the fields the page shows. */
export interface PublicProduct {
  id: number;
  type: string;
  /** The language the organizer wrote in: texts without a translation stay in it. */
  language?: string;
  plan: string;
  slug: string | null;
  image: string | null;
  ageClass: string;
  multiDate: boolean;
  director: string | null;
  artists: string | null;
  totalPrice: number;
  currency: string;
  offerUntil: string | null;
  saleStartAt?: string | null;
  saleEndAt?: string | null;
  expirationDate?: string | null;
  currentPrice: { total: number; currency: string; offer: boolean };
  localized: { title: string; description: string | null; shortDescription: string | null };
  channel?: { id: number; slug: string | null; title: string; localized: { title: string } };
  sessions?: ProductSession[];
  scheduleSections?: {
    id: number;
    title: string;
    durationMinutes: number;
    position: number;
    speakerId: number | null;
  }[];
  speakers?: {
    id: number;
    slug?: string;
    name: string;
    image: string | null;
    localized: { title?: string | null; bio?: string | null };
  }[];
}

export interface ProductSession {
  id: number;
  startsAt: string;
  durationMinutes: number | null;
  title: string | null;
  /** The title in the language asked (the API falls back to its own). */
  localized?: { title: string | null };
  soldOut: boolean;
}

/** GET /api/channels/by-slug/:slug: the channel with its published products. */
export interface PublicChannel {
  id: number;
  slug: string | null;
  logo: string | null;
  coverImage: string | null;
  profileImage: string | null;
  localized: { title: string; description: string | null };
  subscription: { active: boolean; total: number; currency: string };
  social: Record<string, string | null> | null;
  products?: {
    id: number;
    slug: string | null;
    type: string;
    image: string | null;
    title: string;
    shortDescription: string | null;
    localized?: { title?: string; shortDescription?: string | null };
    currentPrice?: { total: number; currency: string };
  }[];
}

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
