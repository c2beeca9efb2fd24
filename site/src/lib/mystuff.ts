import { PRODUCT_TYPES } from '../../../api/src/shared/catalogue.ts';
import type {
  AccessAnswer,
  MyOrder,
  MyProduct,
  MySubscription,
  ProductAccessAnswer,
} from '../../../api/src/shared/commerce.ts';
import { ORDER_STATUSES } from '../../../api/src/shared/enums.ts';
import type { Locale, MessageKey } from '../i18n/index.ts';
import { dayFormatter } from '../i18n/intl.ts';

/** The API's answers (api/src/shared/commerce.ts): may the user open it, until when, and is it ready to play. */
export type { AccessAnswer, MyOrder, MyProduct, MySubscription, ProductAccessAnswer };

/** A title as the API sends it: its own, and `localized` in the language asked for. */
interface Titled {
  title: string;
  localized: { lang: string; title: string | null };
}

/** The title to show: the one in the page's language, else the row's own. */
export function titleOf(row: Titled | null | undefined): string {
  return row ? row.localized?.title || row.title : '';
}

/** The user's lists: one page big enough for anyone's history (the API's default is 25). */
export const MY_STUFF_RANGE = `range=${encodeURIComponent('[0,199]')}`;

export { PRODUCT_TYPES };

export function typeKey(type: string): MessageKey | null {
  return (PRODUCT_TYPES as readonly string[]).includes(type) ? (`mystuff.type.${type}` as MessageKey) : null;
}

export function orderStatusKey(status: string): MessageKey | null {
  return (ORDER_STATUSES as readonly string[]).includes(status)
    ? (`mystuff.orders.status.${status}` as MessageKey)
    : null;
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
