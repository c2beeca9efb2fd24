/**
 * The fee split of spec 9 as the organizer landing page and the help centre show it: the constants and
 * the very function checkout uses (api/src/shared/fees.ts, a module without imports), so every number
 * on those pages follows a change of the rules. Nothing here is a copied result.
 */
import {
  FEE_PER_TICKET_CENTS,
  type FeePayer,
  type FeeSplit,
  ORGANIZER_PERCENT,
  PLATFORM_PERCENT,
  splitFees,
  splitSubscription,
} from '../../../api/src/shared/fees.ts';
import type { Locale } from '../i18n/index.ts';
import { formatMoney } from '../i18n/intl.ts';

export { FEE_PER_TICKET_CENTS, type FeePayer, ORGANIZER_PERCENT, PLATFORM_PERCENT };

/** Ticket prices of the worked examples, in cents, taxes included. */
export const EXAMPLE_TICKETS = [500, 1000, 2500] as const;
/** A ticket with an optional support amount on top. */
export const EXAMPLE_SUPPORT = { amount: 1000, support: 500 } as const;
/** A monthly channel subscription. */
export const EXAMPLE_SUBSCRIPTION = 990;

export type FeeExampleKind = 'ticket' | 'support' | 'subscription';

export interface FeeExample {
  kind: FeeExampleKind;
  split: FeeSplit;
}

/** The worked examples under the payer the platform is configured with (media-pay ticketFeePaidBy). */
export function feeExamples(feePaidBy: FeePayer): FeeExample[] {
  return [
    ...EXAMPLE_TICKETS.map((amount) => ({
      kind: 'ticket' as const,
      split: splitFees({ amount, feePaidBy }),
    })),
    { kind: 'support', split: splitFees({ ...EXAMPLE_SUPPORT, feePaidBy }) },
    { kind: 'subscription', split: splitSubscription(EXAMPLE_SUBSCRIPTION) },
  ];
}

/** What the help texts' {organizerPercent}, {platformPercent} and {ticketFee} stand for. */
export function feeParams(locale: Locale, currency = 'EUR'): Record<string, string | number> {
  return {
    organizerPercent: ORGANIZER_PERCENT,
    platformPercent: PLATFORM_PERCENT,
    ticketFee: formatMoney(locale, FEE_PER_TICKET_CENTS, currency),
  };
}
