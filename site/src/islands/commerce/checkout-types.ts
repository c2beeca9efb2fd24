/** POST /api/checkout/quote (api/src/services/checkout-pricing.ts): what the checkout will charge. */
export interface Quote {
  productId: number;
  sessionId: number | null;
  coupon: { code: string; kind: string; discountPercent: number | null } | null;
  currency: string;
  listPrice: { net: number; tax: number; total: number };
  price: { net: number; tax: number; total: number };
  discount: number;
  support: number;
  serviceFee: number;
  feePerTicket: number;
  feePaidBy: 'buyer' | 'organizer';
  total: number;
  free: boolean;
  provider: Provider | null;
  providers: Provider[];
  testMode: boolean;
}

export const PROVIDERS = ['demo', 'stripe', 'redsys'] as const;
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
