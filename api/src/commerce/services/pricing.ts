import type { MessageKey } from '../../i18n/index.ts';

/**
 * Prices are integer cents with the tax inside (spec 3, 9). A price is given either as a total and a tax
 * rate (the 10% example: net = round(total / 1.1), tax = total - net), as a net price and a rate
 * (tax = round(net * rate)), or as net and tax (total = net + tax). Without a rate, a total sent with net
 * and tax must agree; with a rate, the total (else the net) decides and the other amounts are derived.
 */
export interface Price {
  net: number;
  tax: number;
  total: number;
}

export interface PriceInput {
  net?: number | null;
  tax?: number | null;
  total?: number | null;
  /** Percent, e.g. 10 or 21. */
  rate?: number;
}

export type PriceResult =
  | { price: Price }
  | { error: { field: 'net' | 'tax' | 'total' | 'rate'; message: MessageKey } }
  | { price: null };

const given = (v: number | null | undefined): v is number => v !== undefined && v !== null;

/** Net part of a total at a rate, in whole cents (the rate in hundredths avoids float drift). */
export function netFromTotal(total: number, ratePercent: number): number {
  const rateBp = Math.round(ratePercent * 100);
  return Math.round((total * 10_000) / (10_000 + rateBp));
}

export function taxFromNet(net: number, ratePercent: number): number {
  return Math.round((net * Math.round(ratePercent * 100)) / 10_000);
}

/** The full price from what was given; {price: null} when no amount was given at all. */
export function computePrice(input: PriceInput): PriceResult {
  const { net, tax, total, rate } = input;
  if (!given(net) && !given(tax) && !given(total)) return { price: null };
  // Nothing to pay needs no rate (free products send 0).
  if ([net, tax, total].every((v) => !v)) return { price: { net: 0, tax: 0, total: 0 } };
  let price: Price;
  if (rate !== undefined && given(total)) {
    // The total and the rate decide; a net and tax sent along (an editor sends the whole record back,
    // with the old ones) are recomputed, not compared.
    const n = netFromTotal(total, rate);
    return { price: { net: n, tax: total - n, total } };
  } else if (rate !== undefined && given(net)) {
    const t = given(tax) ? tax : taxFromNet(net, rate);
    price = { net, tax: t, total: net + t };
  } else if (given(net) && given(tax)) {
    price = { net, tax, total: net + tax };
  } else if (given(total) && given(tax) && tax <= total) {
    price = { net: total - tax, tax, total };
  } else if (given(total) && given(net) && net <= total) {
    price = { net, tax: total - net, total };
  } else {
    // A net or tax above the total, or a lone amount with nothing to derive the rest from.
    if (given(total) && (given(net) || given(tax))) {
      return { error: { field: 'total', message: 'validation.priceTotal' } };
    }
    return { error: { field: given(total) ? 'rate' : 'tax', message: 'validation.priceIncomplete' } };
  }
  if (given(total) && total !== price.total) {
    return { error: { field: 'total', message: 'validation.priceTotal' } };
  }
  if (given(net) && net !== price.net) return { error: { field: 'net', message: 'validation.priceTotal' } };
  if (given(tax) && tax !== price.tax) return { error: { field: 'tax', message: 'validation.priceTotal' } };
  return { price };
}

/** The price in force at a moment: the offer inside its window, else the list price. */
export function currentPrice(
  p: {
    netPrice: number;
    tax: number;
    totalPrice: number;
    offerNet: number | null;
    offerTax: number | null;
    offerTotal: number | null;
    offerFrom: Date | null;
    offerUntil: Date | null;
    currency: string;
  },
  at: Date = new Date(),
) {
  const open =
    p.offerTotal !== null && (!p.offerFrom || at >= p.offerFrom) && (!p.offerUntil || at <= p.offerUntil);
  return open
    ? {
        net: p.offerNet ?? 0,
        tax: p.offerTax ?? 0,
        total: p.offerTotal ?? 0,
        currency: p.currency,
        offer: true,
      }
    : { net: p.netPrice, tax: p.tax, total: p.totalPrice, currency: p.currency, offer: false };
}
