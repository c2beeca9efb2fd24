import { type FormEvent, useId, useState } from 'react';
import { isLocale, type Locale } from '../../../api/src/shared/locale.ts';
import type { Area } from '../area';
import { LOCALES } from '../i18n/load';
import { SIGN_IN_MESSAGES } from './messages';
import './signin.css';

/**
 * Platea's sign-in form for both consoles, in plain React and CSS: it is drawn before react-admin and MUI
 * have loaded (main.tsx), and inside react-admin after signing out (layout/LoginPage.tsx). Validation is
 * the browser's own (required fields, an email address), as the console's form had; the API's refusal is
 * shown as an alert in the user's language. Links go to the public site (full page loads).
 */
export function SignInForm({
  area,
  locale,
  onLocaleChange,
  submit,
  onFirstInput,
}: {
  area: Area;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** Signs in; throws an Error whose message is shown to the user. */
  submit: (email: string, password: string) => Promise<void>;
  /** Called once, on the first keystroke: the console starts loading while the user types. */
  onFirstInput?: () => void;
}) {
  const words = SIGN_IN_MESSAGES[locale];
  const t = words.LOGIN;
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [typed, setTyped] = useState(false);

  const typing = () => {
    if (typed) return;
    setTyped(true);
    onFirstInput?.();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await submit(email.trim(), password);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t.FAILED);
      setBusy(false);
    }
  };

  return (
    <main className="signin">
      <div className="signin-card">
        <div className="signin-top">
          <p className="signin-brand">Platea</p>
          <select
            className="signin-locale"
            aria-label={words.LOCALE.LABEL}
            value={locale}
            onChange={(event) => {
              if (isLocale(event.target.value)) onLocaleChange(event.target.value);
            }}
          >
            {LOCALES.map(({ locale: code, name }) => (
              <option key={code} value={code} lang={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <h1>{t.TITLE}</h1>
        <p className="signin-subtitle">{area === 'manage' ? t.SUBTITLE_MANAGE : t.SUBTITLE_ACCOUNT}</p>
        {error && (
          <div className="signin-error" role="alert">
            {error}
          </div>
        )}
        {/* Drawn by React with its handler, so it cannot be sent early; were it ever sent by the browser
            itself, it would be a POST to the site's sign-in, never a password in an address. */}
        <form method="post" action="/login" onSubmit={onSubmit}>
          <div className="signin-field">
            <label htmlFor={`${id}-email`}>
              {t.EMAIL}
              <span aria-hidden="true"> *</span>
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="username"
              // biome-ignore lint/a11y/noAutofocus: the page's only task is this form (as the console's was)
              autoFocus
              required
              value={email}
              onInput={typing}
              onChange={(event) => setEmail(event.target.value)}
              disabled={busy}
            />
          </div>
          <div className="signin-field">
            <label htmlFor={`${id}-password`}>
              {t.PASSWORD}
              <span aria-hidden="true"> *</span>
            </label>
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onInput={typing}
              onChange={(event) => setPassword(event.target.value)}
              disabled={busy}
            />
          </div>
          <button type="submit" className="signin-submit" disabled={busy} aria-busy={busy}>
            {busy && <span className="signin-spinner" aria-hidden="true" />}
            {t.SUBMIT}
          </button>
        </form>
        <div className="signin-links">
          <a href="/recovery-password">{t.FORGOT}</a>
          <a href="/">{t.BACK_TO_SITE}</a>
        </div>
      </div>
    </main>
  );
}
