import { useEffect, useRef, useState } from 'react';
import { format } from '../i18n/format.ts';
import type { createApi } from './api.ts';
import { notify } from './notify.ts';

type DoneMessages = Record<
  | 'signup.doneTitle'
  | 'signup.doneBody'
  | 'signup.doneHint'
  | 'signup.resend'
  | 'signup.resending'
  | 'signup.resent',
  string
>;

/** After sign-up: "check your email", with a button to send the activation link again. */
export function SignupDone({
  email,
  api,
  messages: m,
}: {
  email: string;
  api: ReturnType<typeof createApi>;
  messages: DoneMessages;
}) {
  const [resending, setResending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // Screen readers land on the new state instead of a form that is gone.
  useEffect(() => heading.current?.focus(), []);

  async function resend() {
    setResending(true);
    const result = await api('/api/auth/activate/resend', { method: 'POST', body: { email } });
    setResending(false);
    if (result.ok) notify('success', m['signup.resent']);
    else notify('error', result.error.message);
  }

  return (
    <div className="done">
      <div className="done__icon" aria-hidden="true">
        ✉
      </div>
      <h1 ref={heading} tabIndex={-1}>
        {m['signup.doneTitle']}
      </h1>
      <p>{format(m['signup.doneBody'], { email })}</p>
      <p className="muted">{m['signup.doneHint']}</p>
      <button type="button" className="button button--secondary" onClick={resend} disabled={resending}>
        {resending ? m['signup.resending'] : m['signup.resend']}
      </button>
    </div>
  );
}
