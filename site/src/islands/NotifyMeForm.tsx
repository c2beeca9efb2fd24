import { type SubmitEvent, useId, useMemo, useState } from 'react';
import { format } from '../i18n/format.ts';
import type { Locale } from '../i18n/index.ts';
import { API_MESSAGE_KEYS, createApi } from './api.ts';
import { CheckField } from './form/CheckField.tsx';
import { EmailField } from './form/EmailField.tsx';
import { FormAlert } from './form/FormAlert.tsx';
import { isEmail } from './form/rules.ts';
import { useFieldErrors } from './form/useFieldErrors.ts';
import { useHydrated } from './form/useHydrated.ts';

export const NOTIFY_ME_KEYS = [
  ...API_MESSAGE_KEYS,
  'notifyMe.title',
  'notifyMe.intro',
  'notifyMe.introSoldOut',
  'notifyMe.email',
  'notifyMe.consent',
  'notifyMe.consentRequired',
  'notifyMe.submit',
  'notifyMe.sending',
  'notifyMe.done',
  'form.required',
  'form.requiredMark',
  'form.emailInvalid',
  'form.fixErrors',
] as const;

type Messages = Record<(typeof NOTIFY_ME_KEYS)[number], string>;
type Field = 'email' | 'consent';
const FIELD_ORDER: readonly Field[] = ['email', 'consent'];

/**
 * "Notify me" (issue 24, module leads) on a product page while the product is not on sale yet or sold
 * out: the visitor's email, and their consent that the organizer may write to them about it, become a lead
 * of the product's channel (POST /api/leads/notify-me). The consent is required, here and on the server.
 */
export default function NotifyMeForm({
  locale,
  messages: m,
  productId,
  soldOut = false,
}: {
  locale: Locale;
  messages: Messages;
  productId: number;
  soldOut?: boolean;
}) {
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const id = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const fieldId = (name: string) => `${id}-${name}`;
  const { errors, alert, clear, checked, failed } = useFieldErrors(FIELD_ORDER, fieldId);
  // The address never goes anywhere before this island can send it (form/useHydrated.ts).
  const hydrated = useHydrated();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const address = email.trim();
    if (!address) found.email = m['form.required'];
    else if (!isEmail(address)) found.email = m['form.emailInvalid'];
    if (!consent) found.consent = m['notifyMe.consentRequired'];
    if (!checked(found, m['form.fixErrors'])) return;
    setBusy(true);
    const result = await api('/api/leads/notify-me', {
      method: 'POST',
      body: { email: address, productId, consent },
    });
    setBusy(false);
    if (result.ok) return setDone(address);
    failed(result.error, { LEAD_CONSENT_REQUIRED: 'consent' });
  }

  const headingId = fieldId('title');
  return (
    <section className="notify-me" aria-labelledby={headingId}>
      <h2 id={headingId} className="notify-me__title">
        {m['notifyMe.title']}
      </h2>
      {done ? (
        <p className="alert alert--success" role="status">
          {format(m['notifyMe.done'], { email: done })}
        </p>
      ) : (
        <form method="post" className="form notify-me__form" noValidate onSubmit={onSubmit} aria-busy={busy}>
          <p className="muted">{m[soldOut ? 'notifyMe.introSoldOut' : 'notifyMe.intro']}</p>
          {alert && <FormAlert>{alert}</FormAlert>}
          <EmailField
            id={fieldId('email')}
            label={m['notifyMe.email']}
            value={email}
            onValueChange={(value) => {
              setEmail(value);
              clear('email');
            }}
            error={errors.email}
            requiredLabel={m['form.requiredMark']}
          />
          <CheckField
            id={fieldId('consent')}
            name="consent"
            checked={consent}
            onCheckedChange={(checked) => {
              setConsent(checked);
              if (checked) clear('consent');
            }}
            error={errors.consent}
            required
          >
            {m['notifyMe.consent']}
          </CheckField>
          <button
            type="submit"
            className="button button--secondary button--block"
            disabled={busy || !hydrated}
          >
            {busy ? m['notifyMe.sending'] : m['notifyMe.submit']}
          </button>
        </form>
      )}
    </section>
  );
}
