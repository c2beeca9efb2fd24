import { type SubmitEvent, useId, useMemo, useState } from 'react';
import type { CheckoutAnswer } from '../../../api/src/shared/commerce.ts';
import { format, type Locale } from '../i18n/index.ts';
import { formatMoney } from '../i18n/intl.ts';
import { API_MESSAGE_KEYS, type ApiError, createApi } from './api.ts';
import { CHECKOUT_SUMMARY_KEYS, CheckoutSummary } from './commerce/CheckoutSummary.tsx';
import { CouponField } from './commerce/CouponField.tsx';
import { type Choice, choiceBody, type Provider, type Quote, toCents } from './commerce/checkout-types.ts';
import { ProviderChoice } from './commerce/ProviderChoice.tsx';
import { CheckField } from './form/CheckField.tsx';
import { FormAlert } from './form/FormAlert.tsx';
import { SelectField } from './form/SelectField.tsx';
import { TextField } from './form/TextField.tsx';
import { notify } from './notify.ts';

export const CHECKOUT_FORM_KEYS = [
  ...API_MESSAGE_KEYS,
  ...CHECKOUT_SUMMARY_KEYS,
  'form.requiredMark',
  'form.optional',
  'buy.session',
  'buy.sessionChoose',
  'buy.coupon',
  'buy.support',
  'buy.supportHint',
  'buy.supportInvalid',
  'buy.terms',
  'buy.termsLink',
  'buy.termsRequired',
  'buy.get',
  'buy.working',
  'buy.done',
  'commerce.checkout.couponApply',
  'commerce.checkout.couponApplied',
  'commerce.checkout.couponRemove',
  'commerce.checkout.couponRequired',
  'commerce.checkout.couponBlocksPay',
  'commerce.checkout.couponRemoveNamed',
  'commerce.checkout.provider',
  'commerce.checkout.provider.demo',
  'commerce.checkout.provider.stripe',
  'commerce.checkout.provider.redsys',
  'commerce.checkout.pay',
  'commerce.checkout.notCharged',
  'commerce.checkout.reviewTotal',
] as const;

type Messages = Record<(typeof CHECKOUT_FORM_KEYS)[number], string>;
type Errors = { session?: string; coupon?: string; support?: string; terms?: string };

interface Props {
  locale: Locale;
  messages: Messages;
  productId: number;
  /** Future dates to choose from (multi-date products), labels formatted by the page; else null. */
  sessions: { id: number; label: string }[] | null;
  /** The date the buyer chose (from the address, or the only one); the quote may price another. */
  pickedSession: number | null;
  couponsEnabled: boolean;
  /** The server's quote for the initial choice, so the total shows before any script runs. */
  quote: Quote;
  choice: Choice;
  couponText: string;
  couponError: string | null;
}

/** The server's errors that mean the payment never started: the buyer is told nothing was charged. */
const PAYMENT_CODES = ['PAYMENT_ERROR', 'PAYMENT_PROVIDER_UNAVAILABLE', 'SERVER_ERROR'];

/**
 * The checkout of /products/{slug}/checkout (spec 5): date, coupon, support, the server's total (quote)
 * before paying, the terms, the provider; then POST /api/checkout with exactly the quoted choice.
 */
export default function CheckoutForm(props: Props) {
  const { locale, messages: m, productId, sessions, couponsEnabled } = props;
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const id = useId();
  const [quote, setQuote] = useState(props.quote);
  const [choice, setChoice] = useState(props.choice);
  const [sessionText, setSessionText] = useState(props.pickedSession ? String(props.pickedSession) : '');
  const [couponText, setCouponText] = useState(props.couponText);
  const [supportText, setSupportText] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>(props.couponError ? { coupon: props.couponError } : {});
  // `coupon`: the alert says why the typed coupon stops the payment, beside the button, with a way out.
  const [alert, setAlert] = useState<{ tone: 'error' | 'info'; text: string; coupon?: boolean } | null>(null);
  const [busy, setBusy] = useState<'quote' | 'pay' | null>(null);
  const [done, setDone] = useState(false);
  const money = (cents: number) => formatMoney(locale, cents, quote.currency);
  const providerName = (p: Provider) => m[`commerce.checkout.provider.${p}`];

  /** `paying`: the buyer pressed pay, so a refused coupon is also said beside the button they look at. */
  function showError(error: ApiError, status: number, paying = false) {
    const { code, message } = error;
    const field = error.fields?.[0]?.field;
    if (code.startsWith('COUPON')) {
      setErrors((e) => ({ ...e, coupon: message }));
      if (paying)
        setAlert({
          tone: 'error',
          text: format(m['commerce.checkout.couponBlocksPay'], { reason: message }),
          coupon: true,
        });
      return;
    }
    if (code === 'VALIDATION_ERROR' && field === 'sessionId') {
      return setErrors((e) => ({ ...e, session: m['buy.sessionChoose'] }));
    }
    if (code === 'VALIDATION_ERROR' && field === 'supportCents') {
      return setErrors((e) => ({ ...e, support: m['buy.supportInvalid'] }));
    }
    if (code === 'TERMS_NOT_ACCEPTED') return setErrors((e) => ({ ...e, terms: m['buy.termsRequired'] }));
    const payment = PAYMENT_CODES.includes(code) || status === 0 || status >= 500;
    const text = payment ? `${message}. ${m['commerce.checkout.notCharged']}` : message;
    setAlert({ tone: 'error', text });
    notify('error', text);
  }

  /** Asks the server what `next` costs; the summary only ever shows a server's answer. */
  async function requote(next: Choice, paying = false): Promise<Quote | null> {
    setBusy('quote');
    setAlert(null);
    const result = await api<Quote>('/api/checkout/quote', {
      method: 'POST',
      body: choiceBody(productId, next),
      accept404: true,
    });
    setBusy(null);
    if (!result.ok) {
      showError(result.error, result.status, paying);
      return null;
    }
    setQuote(result.data);
    setChoice(next);
    return result.data;
  }

  async function applyCoupon() {
    const code = couponText.trim();
    if (!code) return setErrors((e) => ({ ...e, coupon: m['commerce.checkout.couponRequired'] }));
    setErrors((e) => ({ ...e, coupon: undefined }));
    await requote({ ...choice, coupon: code });
  }

  async function removeCoupon() {
    setCouponText('');
    setErrors((e) => ({ ...e, coupon: undefined }));
    setAlert((a) => (a?.coupon ? null : a));
    await requote({ ...choice, coupon: null });
  }

  async function chooseSession(value: string) {
    setSessionText(value);
    setErrors((e) => ({ ...e, session: undefined }));
    if (value) await requote({ ...choice, sessionId: Number(value) });
  }

  async function supportChanged() {
    const cents = toCents(supportText);
    if (cents === null) return setErrors((e) => ({ ...e, support: m['buy.supportInvalid'] }));
    setErrors((e) => ({ ...e, support: undefined }));
    if (cents !== choice.supportCents) await requote({ ...choice, supportCents: cents });
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    const supportCents = toCents(supportText);
    if (sessions && !sessionText) found.session = m['buy.sessionChoose'];
    if (supportCents === null) found.support = m['buy.supportInvalid'];
    if (!terms) found.terms = m['buy.termsRequired'];
    setErrors((e) => ({ ...e, ...found, coupon: e.coupon }));
    if (found.session || found.support) return;
    if (found.terms) {
      setAlert({ tone: 'error', text: found.terms });
      return;
    }
    // Only what the summary shows is charged: a choice changed since the last quote is quoted first.
    const typed = couponsEnabled ? couponText.trim() || null : choice.coupon;
    const wanted: Choice = {
      ...choice,
      sessionId: sessionText ? Number(sessionText) : null,
      coupon: typed && typed.toUpperCase() === choice.coupon?.toUpperCase() ? choice.coupon : typed,
      supportCents: supportCents ?? 0,
    };
    if (JSON.stringify(wanted) !== JSON.stringify(choice)) {
      const fresh = await requote(wanted, true);
      if (fresh) setAlert({ tone: 'info', text: m['commerce.checkout.reviewTotal'] });
      return;
    }
    setBusy('pay');
    setAlert(null);
    const result = await api<CheckoutAnswer>('/api/checkout', {
      method: 'POST',
      body: { ...choiceBody(productId, choice), termsAccepted: true },
      accept404: true,
    });
    if (!result.ok) {
      setBusy(null);
      showError(result.error, result.status, true);
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
    <form className="form checkout-form" noValidate onSubmit={onSubmit} aria-busy={busy !== null}>
      {sessions && (
        <SelectField
          id={`${id}-session`}
          label={m['buy.session']}
          value={sessionText}
          onValueChange={chooseSession}
          options={sessions.map((s) => ({ value: String(s.id), label: s.label }))}
          emptyLabel={sessions.length > 1 ? m['buy.sessionChoose'] : undefined}
          error={errors.session}
        />
      )}
      {!quote.free || choice.coupon ? (
        <>
          <CouponField
            id={`${id}-coupon`}
            messages={m}
            enabled={couponsEnabled}
            value={couponText}
            onValueChange={setCouponText}
            applied={choice.coupon}
            error={errors.coupon}
            busy={busy !== null}
            onApply={applyCoupon}
            onRemove={removeCoupon}
          />
          {!quote.free && (
            <TextField
              id={`${id}-support`}
              name="support"
              label={`${m['buy.support']} (${m['form.optional']})`}
              value={supportText}
              onValueChange={setSupportText}
              onBlur={supportChanged}
              error={errors.support}
              hint={m['buy.supportHint']}
              requiredLabel={m['form.requiredMark']}
              inputMode="decimal"
              autoComplete="off"
            />
          )}
        </>
      ) : null}
      <CheckoutSummary locale={locale} messages={m} quote={quote} busy={busy === 'quote'} />
      <ProviderChoice
        quote={quote}
        chosen={choice.provider}
        label={m['commerce.checkout.provider']}
        nameOf={providerName}
        onChoose={(p) => requote({ ...choice, provider: p })}
      />
      <CheckField
        id={`${id}-terms`}
        name="termsAccepted"
        checked={terms}
        onCheckedChange={(checked) => {
          setTerms(checked);
          if (checked) {
            setErrors((e) => ({ ...e, terms: undefined }));
            setAlert((a) => (a?.text === m['buy.termsRequired'] ? null : a));
          }
        }}
        error={errors.terms}
        required
      >
        {m['buy.terms']}{' '}
        <a href="/aviso-legal" target="_blank" rel="noopener">
          {m['buy.termsLink']}
        </a>
      </CheckField>
      {alert && (
        <FormAlert tone={alert.tone}>
          {alert.text}
          {alert.coupon && (
            <>
              {' '}
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={removeCoupon}
                disabled={busy !== null}
              >
                {m['commerce.checkout.couponRemoveNamed']}
              </button>
            </>
          )}
        </FormAlert>
      )}
      {done && <FormAlert tone="success">{m['buy.done']}</FormAlert>}
      <button
        type="submit"
        className="button button--primary button--block button--large"
        disabled={busy !== null || done}
      >
        {busy === 'pay'
          ? m['buy.working']
          : quote.free
            ? m['buy.get']
            : format(m['commerce.checkout.pay'], { amount: money(quote.total) })}
      </button>
    </form>
  );
}
