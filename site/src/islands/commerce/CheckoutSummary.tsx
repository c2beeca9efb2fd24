import { format, type Locale } from '../../i18n/index.ts';
import { formatMoney } from '../../i18n/intl.ts';
import type { Quote } from './checkout-types.ts';

export const CHECKOUT_SUMMARY_KEYS = [
  'commerce.checkout.summary',
  'commerce.checkout.price',
  'commerce.checkout.discount',
  'commerce.checkout.support',
  'commerce.checkout.serviceFee',
  'commerce.checkout.serviceFeeNote',
  'commerce.checkout.feeByOrganizer',
  'commerce.checkout.total',
  'commerce.checkout.updating',
] as const;

type Messages = Record<(typeof CHECKOUT_SUMMARY_KEYS)[number], string>;

/** The price, coupon, support, service fee and total of a quote, as the server computed them. */
export function CheckoutSummary({
  locale,
  messages: m,
  quote,
  busy,
}: {
  locale: Locale;
  messages: Messages;
  quote: Quote;
  busy: boolean;
}) {
  const money = (cents: number) => formatMoney(locale, cents, quote.currency);
  const fee = money(quote.feePerTicket);
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title" aria-busy={busy}>
      <h2 id="checkout-summary-title" className="checkout-summary__title">
        {m['commerce.checkout.summary']}
      </h2>
      <dl className="checkout-summary__rows">
        <div>
          <dt>{m['commerce.checkout.price']}</dt>
          <dd>{money(quote.listPrice.total)}</dd>
        </div>
        {quote.discount > 0 && quote.coupon && (
          <div className="checkout-summary__discount">
            <dt>{format(m['commerce.checkout.discount'], { code: quote.coupon.code })}</dt>
            <dd>−{money(quote.discount)}</dd>
          </div>
        )}
        {quote.support > 0 && (
          <div>
            <dt>{m['commerce.checkout.support']}</dt>
            <dd>{money(quote.support)}</dd>
          </div>
        )}
        {quote.serviceFee > 0 && (
          <div>
            <dt>{m['commerce.checkout.serviceFee']}</dt>
            <dd>{money(quote.serviceFee)}</dd>
          </div>
        )}
        <div className="checkout-summary__total">
          <dt>{m['commerce.checkout.total']}</dt>
          <dd aria-live="polite">{money(quote.total)}</dd>
        </div>
      </dl>
      {quote.serviceFee > 0 && (
        <p className="checkout-summary__note">{format(m['commerce.checkout.serviceFeeNote'], { fee })}</p>
      )}
      {quote.serviceFee === 0 && quote.feePaidBy === 'organizer' && quote.price.total > 0 && (
        <p className="checkout-summary__note">{format(m['commerce.checkout.feeByOrganizer'], { fee })}</p>
      )}
      {busy && (
        <p className="checkout-summary__note" role="status">
          {m['commerce.checkout.updating']}
        </p>
      )}
    </section>
  );
}
