import type { z } from 'zod';
import type { accessAnswerSchema } from '../../../api/src/schemas/access.ts';
import { PRODUCT_TYPES } from '../../../api/src/shared/catalogue.ts';
import type { Locale, MessageKey } from '../i18n/index.ts';
import { dayFormatter } from '../i18n/intl.ts';

/** GET /api/products/:id/access: the access answer and whether there is something to play yet. */
export type ProductAccessAnswer = z.infer<typeof accessAnswerSchema>;
/** The access answer of the API (api/src/services/entitlements.ts): may the user open it, until when. */
export type AccessAnswer = Omit<ProductAccessAnswer, 'media'>;
type MediaReadiness = ProductAccessAnswer['media'];

/** A title as the API sends it: its own, and `localized` in the language asked for. */
interface Titled {
  title: string;
  localized: { lang: string; title: string | null };
}

/** The title to show: the one in the page's language, else the row's own. */
export function titleOf(row: Titled | null | undefined): string {
  return row ? row.localized?.title || row.title : '';
}

/** GET /api/me/products */
export interface MyProduct {
  id: number;
  productId: number;
  product: Titled & {
    id: number;
    slug: string | null;
    type: string;
    image: string | null;
    channel: (Titled & { id: number }) | null;
  };
  access: AccessAnswer;
  media: MediaReadiness;
  /** 'subscription': not a ticket, included in one of the viewer's channel subscriptions. */
  source?: string;
}

/** GET /api/me/subscriptions */
export interface MySubscription {
  id: number;
  channel: (Titled & { id: number; slug: string | null }) | null;
  status: 'subscribed' | 'cancelled';
  subscribedSince: string;
  validUntil: string | null;
  price: number;
  currency: string;
}

/** GET /api/me/orders */
export interface MyOrder {
  id: number;
  status: string;
  total: number;
  currency: string;
  invoice: string | null;
  date: string;
  items: {
    id: number;
    quantity: number;
    product: (Titled & { id: number; slug: string | null }) | null;
  }[];
  subscription: { channel: Titled | null } | null;
  invoiceUrl: string | null;
}

/** The user's lists: one page big enough for anyone's history (the API's default is 25). */
export const MY_STUFF_RANGE = `range=${encodeURIComponent('[0,199]')}`;

export { PRODUCT_TYPES };

export function typeKey(type: string): MessageKey | null {
  return (PRODUCT_TYPES as readonly string[]).includes(type) ? (`mystuff.type.${type}` as MessageKey) : null;
}

const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'];

export function orderStatusKey(status: string): MessageKey | null {
  return ORDER_STATUSES.includes(status) ? (`mystuff.orders.status.${status}` as MessageKey) : null;
}

/** Dates in the page language and the viewer's time zone (the site's when Intl does not know it). */
export const dateFormatter = (locale: Locale, timezone: string | null | undefined) =>
  dayFormatter(locale, timezone);

export type AccessState = 'available' | 'until' | 'notYet' | 'expired' | 'revoked' | 'unavailable';

export function accessState(access: AccessAnswer): AccessState {
  if (access.allowed) return access.until ? 'until' : 'available';
  if (access.reason === 'not_yet') return 'notYet';
  if (access.reason === 'expired') return 'expired';
  if (access.reason === 'revoked') return 'revoked';
  return 'unavailable';
}
