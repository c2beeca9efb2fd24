import { type SubmitEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ActivationAnswer } from '../../../api/src/shared/accounts.ts';
import type { Locale } from '../i18n/index.ts';
import { API_MESSAGE_KEYS, createApi } from './api.ts';
import { FormAlert } from './form/FormAlert.tsx';
import { isEmail } from './form/rules.ts';
import { TextField } from './form/TextField.tsx';
import { useHydrated } from './form/useHydrated.ts';
import { notify } from './notify.ts';

export const ACTIVATE_KEYS = [
  ...API_MESSAGE_KEYS,
  'activate.title',
  'activate.working',
  'activate.doneTitle',
  'activate.doneBody',
  'activate.pendingBody',
  'activate.goToLogin',
  'activate.errorTitle',
  'activate.resendIntro',
  'activate.email',
  'activate.resend',
  'activate.resending',
  'activate.resent',
  'form.required',
  'form.requiredMark',
  'form.emailInvalid',
] as const;

type Messages = Record<(typeof ACTIVATE_KEYS)[number], string>;

type State =
  | { kind: 'working' }
  | { kind: 'done'; approvalRequired: boolean }
  | { kind: 'failed'; message: string };

/**
 * Activation runs here, after the page loads in a browser, not during server rendering: mail
 * scanners that fetch links would otherwise spend the token.
 */
export default function ActivateAccount({
  locale,
  messages: m,
  token,
  invalid = null,
}: {
  locale: Locale;
  messages: Messages;
  token: string;
  /** Set when the page already found the link unusable (checked on the server): say so at once. */
  invalid?: string | null;
}) {
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const id = useId();
  const [state, setState] = useState<State>(
    invalid === null ? { kind: 'working' } : { kind: 'failed', message: invalid },
  );
  const started = useRef(invalid !== null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the outcome only when it arrives after the page loaded.
  const moveFocus = useRef(invalid === null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    api<ActivationAnswer>('/api/auth/activate', { method: 'POST', body: { token } }).then((result) => {
      if (result.ok) setState({ kind: 'done', approvalRequired: result.data?.approvalRequired === true });
      else setState({ kind: 'failed', message: result.error.message });
    });
  }, [api, token]);

  useEffect(() => {
    if (state.kind !== 'working' && moveFocus.current) heading.current?.focus();
  }, [state.kind]);

  if (state.kind === 'working') {
    return (
      <div className="done" aria-busy="true">
        <div className="spinner" aria-hidden="true" />
        <h1>{m['activate.title']}</h1>
        <p role="status">{m['activate.working']}</p>
      </div>
    );
  }

  if (state.kind === 'done') {
    const body = state.approvalRequired ? m['activate.pendingBody'] : m['activate.doneBody'];
    return (
      <div className="done">
        <div className="done__icon done__icon--success" aria-hidden="true">
          ✓
        </div>
        <h1 ref={heading} tabIndex={-1}>
          {m['activate.doneTitle']}
        </h1>
        <p>{body}</p>
        <a className="button button--primary" href="/login">
          {m['activate.goToLogin']}
        </a>
      </div>
    );
  }

  return (
    <>
      <header className="card__header">
        <h1 ref={heading} tabIndex={-1}>
          {m['activate.errorTitle']}
        </h1>
      </header>
      <FormAlert>{state.message}</FormAlert>
      <p>{m['activate.resendIntro']}</p>
      <ResendForm id={id} api={api} messages={m} />
    </>
  );
}

function ResendForm({
  id,
  api,
  messages: m,
}: {
  id: string;
  api: ReturnType<typeof createApi>;
  messages: Messages;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    const problem = !value ? m['form.required'] : !isEmail(value) ? m['form.emailInvalid'] : undefined;
    setError(problem);
    if (problem) return input.current?.focus();
    setBusy(true);
    const result = await api('/api/auth/activate/resend', { method: 'POST', body: { email: value } });
    setBusy(false);
    if (result.ok) {
      setSent(true);
      notify('success', m['activate.resent']);
    } else {
      notify('error', result.error.message);
    }
  }

  if (sent) return <FormAlert tone="success">{m['activate.resent']}</FormAlert>;
  return (
    <form method="post" className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <TextField
        ref={input}
        id={`${id}-email`}
        name="email"
        type="email"
        label={m['activate.email']}
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
        {busy ? m['activate.resending'] : m['activate.resend']}
      </button>
    </form>
  );
}
