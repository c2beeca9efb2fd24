import { type SubmitEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { format } from '../i18n/format.ts';
import type { Locale } from '../i18n/index.ts';
import { API_MESSAGE_KEYS, createApi } from './api.ts';
import { FormAlert } from './form/FormAlert.tsx';
import { isEmail } from './form/rules.ts';
import { TextField } from './form/TextField.tsx';
import { useHydrated } from './form/useHydrated.ts';

export const RECOVERY_FORM_KEYS = [
  ...API_MESSAGE_KEYS,
  'recovery.title',
  'recovery.intro',
  'recovery.email',
  'recovery.submit',
  'recovery.submitting',
  'recovery.doneTitle',
  'recovery.doneBody',
  'recovery.backToLogin',
  'form.required',
  'form.requiredMark',
  'form.emailInvalid',
] as const;

type Messages = Record<(typeof RECOVERY_FORM_KEYS)[number], string>;

/**
 * Password recovery. The confirmation is the same whether or not the address has an account, so
 * the form reveals nothing about who is registered.
 */
export default function RecoveryForm({ locale, messages: m }: { locale: Locale; messages: Messages }) {
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sentTo) doneHeading.current?.focus();
  }, [sentTo]);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    const problem = !value ? m['form.required'] : !isEmail(value) ? m['form.emailInvalid'] : undefined;
    setError(problem);
    if (problem) return emailRef.current?.focus();
    setBusy(true);
    setAlert(null);
    const result = await api('/api/auth/recovery', { method: 'POST', body: { email: value } });
    setBusy(false);
    // Only trouble on our side is worth saying; any other answer gets the neutral confirmation.
    if (!result.ok && (result.status === 0 || result.status === 429 || result.status >= 500)) {
      setAlert(result.error.message);
      return;
    }
    setSentTo(value);
  }

  if (sentTo) {
    return (
      <div className="done">
        <div className="done__icon" aria-hidden="true">
          ✉
        </div>
        <h1 ref={doneHeading} tabIndex={-1}>
          {m['recovery.doneTitle']}
        </h1>
        <p>{format(m['recovery.doneBody'], { email: sentTo })}</p>
        <a className="button button--secondary" href="/login">
          {m['recovery.backToLogin']}
        </a>
      </div>
    );
  }

  return (
    <>
      <header className="card__header">
        <h1>{m['recovery.title']}</h1>
        <p className="card__lead">{m['recovery.intro']}</p>
      </header>
      {alert && <FormAlert>{alert}</FormAlert>}
      <form
        method="post"
        action="/recovery-password"
        className="form"
        noValidate
        onSubmit={onSubmit}
        aria-busy={busy}
      >
        <TextField
          ref={emailRef}
          id={`${id}-email`}
          name="email"
          type="email"
          label={m['recovery.email']}
          value={email}
          onValueChange={setEmail}
          error={error}
          required
          requiredLabel={m['form.requiredMark']}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy || !hydrated}>
          {busy ? m['recovery.submitting'] : m['recovery.submit']}
        </button>
      </form>
      <p className="card__footer">
        <a href="/login">{m['recovery.backToLogin']}</a>
      </p>
    </>
  );
}
