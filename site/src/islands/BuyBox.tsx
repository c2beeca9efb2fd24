import { type SubmitEvent, useId, useMemo, useState } from 'react';
import type { Locale } from '../i18n/index.ts';
import { API_MESSAGE_KEYS, createApi } from './api.ts';
import { CheckField } from './form/CheckField.tsx';
import { FormAlert } from './form/FormAlert.tsx';
import { SelectField } from './form/SelectField.tsx';
import { TextField } from './form/TextField.tsx';
import { notify } from './notify.ts';

export const BUY_BOX_KEYS = [
  ...API_MESSAGE_KEYS,
  'form.requiredMark',
  'form.optional',
  'buy.session',
  'buy.sessionChoose',
  'buy.noSessions',
  'buy.coupon',
  'buy.support',
  'buy.supportHint',
  'buy.supportInvalid',
  'buy.terms',
  'buy.termsLink',
  'buy.termsRequired',
  'buy.buy',
  'buy.get',
  'buy.working',
  'buy.done',
] as const;

type Messages = Record<(typeof BUY_BOX_KEYS)[number], string>;

interface Props {
  locale: Locale;
  messages: Messages;
  productId: number;
  free: boolean;
  /** Future dates the buyer can pick, labels formatted by the page; null when the product has no dates. */
  sessions: { id: number; label: string }[] | null;
}

interface CheckoutAnswer {
  orderId: number;
  status: 'paid' | 'pending';
  redirectUrl: string | null;
}

/** "5", "2.50" or "2,50" euros to cents; null when it is not an amount. */
function toCents(value: string): number | null {
  const text = value.trim().replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** The buy form of a product page (spec 5): date, code, support, terms, then POST /api/checkout. */
export default function BuyBox({ locale, messages: m, productId, free, sessions }: Props) {
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const id = useId();
  const [sessionId, setSessionId] = useState(sessions?.length === 1 ? String(sessions[0]?.id) : '');
  const [coupon, setCoupon] = useState('');
  const [support, setSupport] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<{ session?: string; support?: string; terms?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  if (sessions && sessions.length === 0) return <p className="alert alert--info">{m['buy.noSessions']}</p>;

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: typeof errors = {};
    const supportCents = support.trim() ? toCents(support) : 0;
    if (sessions && !sessionId) found.session = m['buy.sessionChoose'];
    if (supportCents === null) found.support = m['buy.supportInvalid'];
    setErrors(found);
    if (found.session || found.support) return;

    setBusy(true);
    setAlert(null);
    const result = await api<CheckoutAnswer>('/api/checkout', {
      method: 'POST',
      body: {
        productId,
        ...(sessionId ? { sessionId: Number(sessionId) } : {}),
        ...(coupon.trim() ? { couponCode: coupon.trim() } : {}),
        ...(supportCents ? { supportCents } : {}),
        termsAccepted: terms,
      },
    });
    if (!result.ok) {
      setBusy(false);
      const message = result.error.message;
      if (result.error.code === 'TERMS_NOT_ACCEPTED') setErrors({ terms: m['buy.termsRequired'] });
      setAlert(message);
      notify('error', message);
      return;
    }
    if (result.data.status === 'paid') {
      setDone(true);
      notify('success', m['buy.done']);
      window.location.assign('/mystuff/products?payment=ok');
      return;
    }
    window.location.assign(result.data.redirectUrl ?? '/mystuff/orders');
  }

  return (
    <form className="form buy-box__form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      {alert && <FormAlert>{alert}</FormAlert>}
      {done && <FormAlert tone="success">{m['buy.done']}</FormAlert>}
      {sessions && (
        <SelectField
          id={`${id}-session`}
          label={m['buy.session']}
          value={sessionId}
          onValueChange={setSessionId}
          options={sessions.map((s) => ({ value: String(s.id), label: s.label }))}
          emptyLabel={sessions.length > 1 ? m['buy.sessionChoose'] : undefined}
          error={errors.session}
        />
      )}
      {!free && (
        <>
          <TextField
            id={`${id}-coupon`}
            name="couponCode"
            label={`${m['buy.coupon']} (${m['form.optional']})`}
            value={coupon}
            onValueChange={setCoupon}
            requiredLabel={m['form.requiredMark']}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
          />
          <TextField
            id={`${id}-support`}
            name="support"
            label={`${m['buy.support']} (${m['form.optional']})`}
            value={support}
            onValueChange={setSupport}
            error={errors.support}
            hint={m['buy.supportHint']}
            requiredLabel={m['form.requiredMark']}
            inputMode="decimal"
            autoComplete="off"
          />
        </>
      )}
      <CheckField
        id={`${id}-terms`}
        name="termsAccepted"
        checked={terms}
        onCheckedChange={(checked) => {
          setTerms(checked);
          if (checked) setErrors((e) => ({ ...e, terms: undefined }));
        }}
        error={errors.terms}
        required
      >
        {m['buy.terms']}{' '}
        <a href="/aviso-legal" target="_blank" rel="noopener">
          {m['buy.termsLink']}
        </a>
      </CheckField>
      <button
        type="submit"
        className="button button--primary button--block button--large"
        disabled={busy || done}
      >
        {busy ? m['buy.working'] : free ? m['buy.get'] : m['buy.buy']}
      </button>
    </form>
  );
}
