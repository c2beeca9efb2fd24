/**
 * The fee split of spec 9: the organizer receives 91%, the platform keeps 9% plus 0.45 € per paid
 * ticket. Who bears the 0.45 € is the media-pay setting ticketFeePaidBy:
 * - 'buyer' (default): it is added on top of the price at checkout, so the organizer's 91% stays true
 *   (10.00 € ticket: the buyer pays 10.45, the organizer gets 9.10, the platform 0.90 + 0.45);
 * - 'organizer': the buyer pays the price and the 0.45 € comes out of the organizer's 91%
 *   (10.00 € ticket: the buyer pays 10.00, the organizer gets 8.65, the platform 0.90 + 0.45).
 * The 9% applies to everything the organizer is paid for (ticket and support/donation); the fixed
 * fee applies per ticket with a price, never to free tickets. All amounts are integer cents.
 */
export const ORGANIZER_PERCENT = 91;
export const PLATFORM_PERCENT = 9;
export const FEE_PER_TICKET_CENTS = 45;

export type FeePayer = 'buyer' | 'organizer';

export interface FeeSplit {
  /** Ticket price after any coupon (tax included). */
  amount: number;
  /** Support / donation on top of the ticket. */
  support: number;
  /** The fixed per-ticket fee added to what the buyer pays (0 when the organizer bears it). */
  buyerFee: number;
  /** What the buyer pays: amount + support + buyerFee. */
  buyerTotal: number;
  /** 9% of amount + support, rounded to the cent. */
  feePlatform: number;
  /** The 0.45 € of this ticket (0 for a free ticket). */
  feeFixed: number;
  /** What the organizer receives. */
  organizerAmount: number;
  /** What the platform keeps: feePlatform + feeFixed. */
  platformAmount: number;
  feePaidBy: FeePayer;
}

export function splitFees(input: { amount: number; support?: number; feePaidBy: FeePayer }): FeeSplit {
  const amount = input.amount;
  const support = input.support ?? 0;
  if (!Number.isInteger(amount) || amount < 0 || !Number.isInteger(support) || support < 0) {
    throw new RangeError('amounts are non-negative integer cents');
  }
  const base = amount + support;
  const feePlatform = Math.round((base * PLATFORM_PERCENT) / 100);
  const feeFixed = amount > 0 ? FEE_PER_TICKET_CENTS : 0;
  const buyerFee = input.feePaidBy === 'buyer' ? feeFixed : 0;
  const organizerAmount = base - feePlatform - (input.feePaidBy === 'organizer' ? feeFixed : 0);
  return {
    amount,
    support,
    buyerFee,
    buyerTotal: base + buyerFee,
    feePlatform,
    feeFixed,
    organizerAmount,
    platformAmount: feePlatform + feeFixed,
    feePaidBy: input.feePaidBy,
  };
}

/**
 * A paid month of a channel subscription: organizer 91%, platform 9%; the 0.45 € per ticket does not
 * apply (a subscription is not a ticket), whoever ticketFeePaidBy names.
 */
export function splitSubscription(amount: number): FeeSplit {
  const split = splitFees({ amount, feePaidBy: 'buyer' });
  return { ...split, buyerFee: 0, buyerTotal: amount, feeFixed: 0, platformAmount: split.feePlatform };
}

/** 1045 -> "10.45" (the invoice and CSV show amounts with two decimals). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
