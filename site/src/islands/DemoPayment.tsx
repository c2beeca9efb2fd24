import { useMemo, useState } from 'react';
import type { DemoSettlement } from '../../../api/src/shared/commerce.ts';
import { format, type Locale } from '../i18n/index.ts';
import { API_MESSAGE_KEYS, createApi } from './api.ts';
import { FormAlert } from './form/FormAlert.tsx';
import { notify } from './notify.ts';

export const DEMO_PAYMENT_KEYS = [
  ...API_MESSAGE_KEYS,
  'payment.demo.confirm',
  'payment.demo.working',
  'payment.demo.fail',
  'payment.demo.succeeded',
  'payment.demo.failed',
  'payment.demo.myStuff',
  'commerce.demo.retry',
] as const;

type Messages = Record<(typeof DEMO_PAYMENT_KEYS)[number], string>;

interface Props {
  locale: Locale;
  messages: Messages;
  orderId: number;
  /** The total already formatted by the page (server and browser ICU data may differ). */
  amount: string;
  /** The checkout page of what is being paid, to try again after a failed payment. */
  retryHref: string | null;
}

/** The two buttons of the TEST card page: the buyer makes the demo payment succeed or fail. */
export default function DemoPayment({ locale, messages: m, orderId, amount, retryHref }: Props) {
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'paid' | 'failed' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function finish(action: 'confirm' | 'fail') {
    setBusy(true);
    setError(null);
    const result = await api<DemoSettlement>(`/api/payments/demo/${orderId}/${action}`, {
      method: 'POST',
      accept404: true,
    });
    if (!result.ok) {
      setBusy(false);
      setError(result.error.message);
      return;
    }
    if (result.data.status === 'paid') {
      setOutcome('paid');
      notify('success', m['payment.demo.succeeded']);
      window.location.assign(result.data.redirectUrl ?? '/mystuff/products');
      return;
    }
    setBusy(false);
    setOutcome('failed');
  }

  if (outcome === 'failed') {
    return (
      <>
        <FormAlert>{m['payment.demo.failed']}</FormAlert>
        {retryHref && (
          <a className="button button--primary button--block" href={retryHref}>
            {m['commerce.demo.retry']}
          </a>
        )}
        <a className="button button--secondary button--block" href="/mystuff/orders">
          {m['payment.demo.myStuff']}
        </a>
      </>
    );
  }
  return (
    <div className="form" aria-busy={busy}>
      {error && <FormAlert>{error}</FormAlert>}
      {outcome === 'paid' && <FormAlert tone="success">{m['payment.demo.succeeded']}</FormAlert>}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={busy || outcome !== null}
        onClick={() => finish('confirm')}
      >
        {busy ? m['payment.demo.working'] : format(m['payment.demo.confirm'], { amount })}
      </button>
      <button
        type="button"
        className="button button--secondary button--block"
        disabled={busy || outcome !== null}
        onClick={() => finish('fail')}
      >
        {m['payment.demo.fail']}
      </button>
    </div>
  );
}
