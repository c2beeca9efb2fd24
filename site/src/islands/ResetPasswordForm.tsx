import { type SubmitEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Locale } from '../i18n/index.ts';
import { API_MESSAGE_KEYS, createApi } from './api.ts';
import { FormAlert } from './form/FormAlert.tsx';
import { PASSWORD_CHECKLIST_KEYS, PasswordChecklist } from './form/PasswordChecklist.tsx';
import { PasswordField } from './form/PasswordField.tsx';
import { isStrongPassword } from './form/rules.ts';
import { useHydrated } from './form/useHydrated.ts';
import { notify } from './notify.ts';

export const RESET_FORM_KEYS = [
  ...API_MESSAGE_KEYS,
  ...PASSWORD_CHECKLIST_KEYS,
  'reset.title',
  'reset.intro',
  'reset.password',
  'reset.passwordConfirm',
  'reset.submit',
  'reset.submitting',
  'reset.doneTitle',
  'reset.doneBody',
  'reset.goToLogin',
  'reset.requestNew',
  'form.required',
  'form.requiredMark',
  'form.passwordTooWeak',
  'form.passwordsDoNotMatch',
  'form.showPassword',
  'form.hidePassword',
] as const;

type Messages = Record<(typeof RESET_FORM_KEYS)[number], string>;
type Errors = { password?: string; passwordConfirm?: string };

export default function ResetPasswordForm({
  locale,
  messages: m,
  token,
}: {
  locale: Locale;
  messages: Messages;
  token: string;
}) {
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const id = useId();
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<{ message: string; tokenInvalid: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [done, setDone] = useState(false);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);

  function check(): Errors {
    const found: Errors = {};
    if (!password) found.password = m['form.required'];
    else if (!isStrongPassword(password)) found.password = m['form.passwordTooWeak'];
    if (!passwordConfirm) found.passwordConfirm = m['form.required'];
    else if (passwordConfirm !== password) found.passwordConfirm = m['form.passwordsDoNotMatch'];
    return found;
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setAlert(null);
    const first = found.password ? 'password' : found.passwordConfirm ? 'passwordConfirm' : null;
    if (first) return document.getElementById(`${id}-${first}`)?.focus();
    setBusy(true);
    const result = await api('/api/auth/reset', {
      method: 'POST',
      body: { token, password, passwordConfirm },
    });
    setBusy(false);
    if (result.ok) {
      setDone(true);
      notify('success', m['reset.doneTitle']);
      return;
    }
    const server: Errors = {};
    for (const f of result.error.fields ?? []) {
      if (f.field === 'password' || f.field === 'passwordConfirm')
        server[f.field] = f.message || result.error.message;
    }
    if (result.error.code === 'PASSWORD_TOO_WEAK') server.password ??= result.error.message;
    if (result.error.code === 'PASSWORDS_DO_NOT_MATCH') server.passwordConfirm ??= result.error.message;
    setErrors(server);
    if (!server.password && !server.passwordConfirm) {
      setAlert({ message: result.error.message, tokenInvalid: result.error.code === 'RESET_TOKEN_INVALID' });
    }
  }

  if (done) {
    return (
      <div className="done">
        <div className="done__icon done__icon--success" aria-hidden="true">
          ✓
        </div>
        <h1 ref={doneHeading} tabIndex={-1}>
          {m['reset.doneTitle']}
        </h1>
        <p>{m['reset.doneBody']}</p>
        <a className="button button--primary" href="/login">
          {m['reset.goToLogin']}
        </a>
      </div>
    );
  }

  const rulesId = `${id}-rules`;
  return (
    <>
      <header className="card__header">
        <h1>{m['reset.title']}</h1>
        <p className="card__lead">{m['reset.intro']}</p>
      </header>
      {alert && (
        <FormAlert>
          {alert.message}
          {alert.tokenInvalid && (
            <>
              {' '}
              <a href="/recovery-password">{m['reset.requestNew']}</a>
            </>
          )}
        </FormAlert>
      )}
      <form
        method="post"
        action={`/reset-password/${encodeURIComponent(token)}`}
        className="form"
        noValidate
        onSubmit={onSubmit}
        aria-busy={busy}
      >
        <PasswordField
          id={`${id}-password`}
          name="password"
          label={m['reset.password']}
          value={password}
          onValueChange={setPassword}
          error={errors.password}
          describedBy={rulesId}
          required
          requiredLabel={m['form.requiredMark']}
          autoComplete="new-password"
          showLabel={m['form.showPassword']}
          hideLabel={m['form.hidePassword']}
        />
        <PasswordChecklist id={rulesId} password={password} messages={m} />
        <PasswordField
          id={`${id}-passwordConfirm`}
          name="passwordConfirm"
          label={m['reset.passwordConfirm']}
          value={passwordConfirm}
          onValueChange={setPasswordConfirm}
          error={errors.passwordConfirm}
          required
          requiredLabel={m['form.requiredMark']}
          autoComplete="new-password"
          showLabel={m['form.showPassword']}
          hideLabel={m['form.hidePassword']}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy || !hydrated}>
          {busy ? m['reset.submitting'] : m['reset.submit']}
        </button>
      </form>
    </>
  );
}
