import { type SubmitEvent, useId, useMemo, useRef, useState } from 'react';
import type { LoginAnswer } from '../../../api/src/shared/accounts.ts';
import { safeReturnPath } from '../../../api/src/shared/return-path.ts';
import { format } from '../i18n/format.ts';
import type { Locale } from '../i18n/index.ts';
import { API_MESSAGE_KEYS, createApi } from './api.ts';
import { FormAlert } from './form/FormAlert.tsx';
import { PasswordField } from './form/PasswordField.tsx';
import { isEmail } from './form/rules.ts';
import { TextField } from './form/TextField.tsx';

export const LOGIN_FORM_KEYS = [
  ...API_MESSAGE_KEYS,
  'login.title',
  'login.subtitle',
  'login.email',
  'login.password',
  'login.submit',
  'login.submitting',
  'login.forgot',
  'login.noAccount',
  'login.signUpLink',
  'form.required',
  'form.requiredMark',
  'form.emailInvalid',
  'form.showPassword',
  'form.hidePassword',
  'access.login.resend',
  'access.login.resending',
  'access.login.resent',
] as const;

type Messages = Record<(typeof LOGIN_FORM_KEYS)[number], string>;

interface Props {
  locale: Locale;
  messages: Messages;
  /** Where to go after signing in: a same-site path already checked by the page. */
  next: string;
  /**
   * What the page's own POST handler answered when the form was sent before this island hydrated (or
   * without JavaScript): the API's error and the address typed, never the password.
   */
  posted?: { email: string; error: { code: string; message: string } } | null;
}

export default function LoginForm({ locale, messages: m, next, posted = null }: Props) {
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const id = useId();
  const [email, setEmail] = useState(posted?.email ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [alert, setAlert] = useState<string | null>(posted?.error.message ?? null);
  // The address the API said is not activated yet (only the right password learns that): offer its link again.
  const [notActivated, setNotActivated] = useState<string | null>(
    posted?.error.code === 'ACCOUNT_NOT_ACTIVATED' ? posted.email : null,
  );
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!email.trim()) found.email = m['form.required'];
    else if (!isEmail(email)) found.email = m['form.emailInvalid'];
    if (!password) found.password = m['form.required'];
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();

    setBusy(true);
    setAlert(null);
    setNotActivated(null);
    const result = await api<LoginAnswer>('/api/auth/login', {
      method: 'POST',
      body: { email: email.trim(), password },
      logoutOnAuthError: false,
    });
    if (result.ok) {
      // `next` was checked by the page; checked again here, where the navigation happens.
      window.location.assign(safeReturnPath(next));
      return;
    }
    setBusy(false);
    setAlert(result.error.message);
    if (result.error.code === 'ACCOUNT_NOT_ACTIVATED') setNotActivated(email.trim());
  }

  return (
    <>
      <header className="card__header">
        <h1>{m['login.title']}</h1>
        <p className="card__lead">{m['login.subtitle']}</p>
      </header>
      {alert && !notActivated && <FormAlert>{alert}</FormAlert>}
      {alert && notActivated && (
        <ResendActivation key={notActivated} api={api} email={notActivated} message={alert} messages={m} />
      )}
      {/* Sent before hydration (a password manager's auto-submit) or without JavaScript, the form is a
          POST that the page itself handles (pages/login.astro): the password never rides in an address. */}
      <form method="post" action="/login" className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <input type="hidden" name="next" value={next} />
        <TextField
          ref={emailRef}
          id={`${id}-email`}
          name="email"
          type="email"
          label={m['login.email']}
          value={email}
          onValueChange={setEmail}
          error={errors.email}
          required
          requiredLabel={m['form.requiredMark']}
          autoComplete="username"
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
        />
        <PasswordField
          ref={passwordRef}
          id={`${id}-password`}
          name="password"
          label={m['login.password']}
          value={password}
          onValueChange={setPassword}
          error={errors.password}
          required
          requiredLabel={m['form.requiredMark']}
          autoComplete="current-password"
          showLabel={m['form.showPassword']}
          hideLabel={m['form.hidePassword']}
        />
        <p className="form__aside">
          <a href="/recovery-password">{m['login.forgot']}</a>
        </p>
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? m['login.submitting'] : m['login.submit']}
        </button>
      </form>
      <p className="card__footer">
        {m['login.noAccount']} <a href="/logup">{m['login.signUpLink']}</a>
      </p>
    </>
  );
}

/** The API's "not activated yet", with a button that sends the link again to the address that signed in. */
function ResendActivation({
  api,
  email,
  message,
  messages: m,
}: {
  api: ReturnType<typeof createApi>;
  email: string;
  message: string;
  messages: Messages;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function resend() {
    setState('busy');
    setError(null);
    const result = await api('/api/auth/activate/resend', { method: 'POST', body: { email } });
    if (result.ok) return setState('sent');
    setState('idle');
    setError(result.error.message);
  }

  if (state === 'sent') {
    return <FormAlert tone="success">{format(m['access.login.resent'], { email })}</FormAlert>;
  }
  return (
    <FormAlert>
      {error ?? message}
      <span className="alert__action">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={resend}
          disabled={state === 'busy'}
        >
          {state === 'busy' ? m['access.login.resending'] : m['access.login.resend']}
        </button>
      </span>
    </FormAlert>
  );
}
