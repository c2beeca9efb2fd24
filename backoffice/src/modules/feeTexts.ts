import { useLocale, useTranslate } from 'react-admin';
import { FEE_PER_TICKET_CENTS, splitFees } from '../../../api/src/shared/fees.ts';

const EXAMPLE_PRICE_CENTS = 1000;

/**
 * The fixed fee of each paid ticket, and what it means for a 10 € ticket with `payer` bearing it, worked
 * out by the checkout's own rule (api/src/shared/fees.ts) so the page never says something else.
 */
export function useFeeTexts(payer: 'buyer' | 'organizer' | undefined) {
  const translate = useTranslate();
  const locale = useLocale();
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const euros = (cents: number) => money.format(cents / 100);
  const fee = euros(FEE_PER_TICKET_CENTS);
  if (payer !== 'buyer' && payer !== 'organizer') return { fee, example: '' };
  const split = splitFees({ amount: EXAMPLE_PRICE_CENTS, feePaidBy: payer });
  return {
    fee,
    example: translate(`ADMIN.MODULES.MEDIA_PAY.FEE.EXAMPLE_${payer}`, {
      price: euros(EXAMPLE_PRICE_CENTS),
      total: euros(split.buyerTotal),
      organizer: euros(split.organizerAmount),
    }),
  };
}
