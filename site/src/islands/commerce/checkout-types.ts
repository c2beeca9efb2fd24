import type { CheckoutQuote } from '../../../../api/src/shared/commerce.ts';
import { GATEWAY_NAMES } from '../../../../api/src/shared/enums.ts';

/** POST /api/checkout/quote (api/src/shared/commerce.ts): what the checkout will charge. */
export type Quote = CheckoutQuote;

/** The providers a buyer may choose: the API's list. */
export const PROVIDERS = GATEWAY_NAMES;
export type Provider = (typeof PROVIDERS)[number];

/** What the buyer chose; a quote answers for one choice, the checkout charges the same one. */
export interface Choice {
  sessionId: number | null;
  coupon: string | null;
  supportCents: number;
  provider: Provider | null;
}

export const choiceBody = (productId: number, c: Choice) => ({
  productId,
  ...(c.sessionId ? { sessionId: c.sessionId } : {}),
  ...(c.coupon ? { couponCode: c.coupon } : {}),
  ...(c.supportCents ? { supportCents: c.supportCents } : {}),
  ...(c.provider ? { provider: c.provider } : {}),
});

/** "5", "2.50" or "2,50" to cents; null when it is not an amount. */
export function toCents(value: string): number | null {
  const text = value.trim().replace(',', '.');
  if (!text) return 0;
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}
