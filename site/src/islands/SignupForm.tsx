import { type SubmitEvent, useId, useMemo, useState } from 'react';
import type { SignupAnswer } from '../../../api/src/shared/accounts.ts';
import type { Locale } from '../i18n/index.ts';
import type { DomainRule, RegisterField } from '../lib/types.ts';
import { API_MESSAGE_KEYS, createApi } from './api.ts';
import { CheckField } from './form/CheckField.tsx';
import { ChoiceCards } from './form/ChoiceCards.tsx';
import { FormAlert } from './form/FormAlert.tsx';
import { PASSWORD_CHECKLIST_KEYS, PasswordChecklist } from './form/PasswordChecklist.tsx';
import { PasswordField } from './form/PasswordField.tsx';
import { PrivacyLabel } from './form/PrivacyLabel.tsx';
import { fieldErrorsFrom, focusFirstError } from './form/server-errors.ts';
import { type SignupValues, validateSignup } from './form/signup-rules.ts';
import { TextField } from './form/TextField.tsx';
import { useHydrated } from './form/useHydrated.ts';
import { notify } from './notify.ts';
import { SignupDone } from './SignupDone.tsx';

const EXTRA_LABEL_KEYS = [
  'field.birthDate',
  'field.phone',
  'field.speciality',
  'field.pathology',
  'field.professionalLevel',
  'field.hospital',
  'field.registrationCode',
] as const;

export const SIGNUP_FORM_KEYS = [
  ...API_MESSAGE_KEYS,
  ...PASSWORD_CHECKLIST_KEYS,
  ...EXTRA_LABEL_KEYS,
  'signup.title',
  'signup.subtitle',
  'signup.roleLegend',
  'signup.roleAttendee',
  'signup.roleAttendeeHint',
  'signup.roleOrganizer',
  'signup.roleOrganizerHint',
  'signup.email',
  'signup.emailConfirm',
  'signup.password',
  'signup.passwordConfirm',
  'signup.extraLegend',
  'signup.privacyBefore',
  'signup.privacyLink',
  'signup.promo',
  'signup.submit',
  'signup.submitting',
  'signup.haveAccount',
  'signup.signInLink',
  'signup.doneTitle',
  'signup.doneBody',
  'signup.doneHint',
  'signup.resend',
  'signup.resending',
  'signup.resent',
  'form.required',
  'form.optional',
  'form.requiredMark',
  'form.emailInvalid',
  'form.emailsDoNotMatch',
  'form.passwordsDoNotMatch',
  'form.passwordTooWeak',
  'form.phoneInvalid',
  'form.formatInvalid',
  'form.privacyRequired',
  'form.domainNotAllowed',
  'form.fixErrors',
  'form.showPassword',
  'form.hidePassword',
  'form.opensNewTab',
] as const;

type Messages = Record<(typeof SIGNUP_FORM_KEYS)[number], string>;

interface Props {
  locale: Locale;
  messages: Messages;
  /** The optional profile fields the admin enabled (GET /api/config/register/fields). */
  extraFields: RegisterField[];
  /** The email domain rule (GET /api/config/register/domains), null when unknown. */
  domains: DomainRule | null;
  initialRole?: Role;
}

type Role = 'attendee' | 'organizer';

type Values = SignupValues;

/** Server error codes that belong to one field when the answer names none. */
const CODE_FIELD: Record<string, string> = {
  EMAIL_DOMAIN_NOT_ALLOWED: 'email',
  EMAILS_DO_NOT_MATCH: 'emailConfirm',
  PASSWORD_TOO_WEAK: 'password',
  PASSWORDS_DO_NOT_MATCH: 'passwordConfirm',
  PRIVACY_NOT_ACCEPTED: 'privacyAccepted',
};

const FIELD_ORDER = ['email', 'emailConfirm', 'password', 'passwordConfirm'];

export default function SignupForm({
  locale,
  messages: m,
  extraFields,
  domains,
  initialRole = 'attendee',
}: Props) {
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const [role, setRole] = useState<Role>(initialRole);
  const [values, setValues] = useState<Values>({
    email: '',
    emailConfirm: '',
    password: '',
    passwordConfirm: '',
    privacyAccepted: false,
  });
  const [promoConsent, setPromoConsent] = useState(false);
  const [extra, setExtra] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [doneEmail, setDoneEmail] = useState<string | null>(null);

  const clientErrors = validateSignup(values, extra, extraFields, domains, m);
  const order = [...FIELD_ORDER, ...extraFields.map((f) => f.name), 'privacyAccepted'];

  function errorFor(name: string): string | undefined {
    if (serverErrors[name]) return serverErrors[name];
    return submitted || touched.has(name) ? clientErrors[name] : undefined;
  }

  /** Marks a field as visited: its errors show from then on. Empty fields wait for the submit. */
  function touch(name: string, value: string | boolean) {
    if (value === '') return;
    setTouched((prev) => (prev.has(name) ? prev : new Set(prev).add(name)));
  }

  function clearServerError(name: string) {
    if (!serverErrors[name]) return;
    setServerErrors(({ [name]: _removed, ...rest }) => rest);
  }

  function setValue<K extends keyof Values>(name: K, value: Values[K]) {
    setValues((prev) => ({ ...prev, [name]: value }));
    clearServerError(name);
  }

  const focusFirst = (errors: Record<string, string>) => focusFirstError(order, errors, fieldId);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setAlert(null);
    if (Object.keys(clientErrors).length > 0) {
      setAlert(m['form.fixErrors']);
      focusFirst(clientErrors);
      return;
    }
    const extraValues = Object.fromEntries(
      extraFields.map((f) => [f.name, (extra[f.name] ?? '').trim()]).filter(([, v]) => v !== ''),
    );
    setBusy(true);
    const result = await api<SignupAnswer>('/api/auth/signup', {
      method: 'POST',
      body: {
        role,
        email: values.email.trim(),
        emailConfirm: values.emailConfirm.trim(),
        password: values.password,
        passwordConfirm: values.passwordConfirm,
        privacyAccepted: true,
        promoConsent,
        language: locale,
        // The browser's zone, so times read as on the buyer's clock (the API keeps the site's if unknown).
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        ...(Object.keys(extraValues).length > 0 ? { extra: extraValues } : {}),
      },
    });
    setBusy(false);
    if (result.ok) {
      setDoneEmail(values.email.trim());
      return;
    }
    const byField = fieldErrorsFrom(result.error, CODE_FIELD);
    setServerErrors(byField);
    if (Object.keys(byField).length > 0) {
      setAlert(m['form.fixErrors']);
      notify('error', result.error.message);
      focusFirst(byField);
    } else {
      setAlert(result.error.message);
    }
  }

  if (doneEmail) return <SignupDone email={doneEmail} api={api} messages={m} />;

  const passwordRulesId = fieldId('password-rules');

  return (
    <>
      <header className="card__header">
        <h1>{m['signup.title']}</h1>
        <p className="card__lead">{m['signup.subtitle']}</p>
      </header>
      {alert && <FormAlert>{alert}</FormAlert>}
      <form method="post" action="/logup" className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <ChoiceCards
          name="role"
          legend={m['signup.roleLegend']}
          value={role}
          onChange={setRole}
          choices={[
            { value: 'attendee', title: m['signup.roleAttendee'], hint: m['signup.roleAttendeeHint'] },
            { value: 'organizer', title: m['signup.roleOrganizer'], hint: m['signup.roleOrganizerHint'] },
          ]}
        />

        <TextField
          id={fieldId('email')}
          name="email"
          type="email"
          label={m['signup.email']}
          value={values.email}
          onValueChange={(v) => setValue('email', v)}
          onBlur={(event) => touch('email', event.currentTarget.value)}
          error={errorFor('email')}
          required
          requiredLabel={m['form.requiredMark']}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
        />
        <TextField
          id={fieldId('emailConfirm')}
          name="emailConfirm"
          type="email"
          label={m['signup.emailConfirm']}
          value={values.emailConfirm}
          onValueChange={(v) => setValue('emailConfirm', v)}
          onBlur={(event) => touch('emailConfirm', event.currentTarget.value)}
          error={errorFor('emailConfirm')}
          required
          requiredLabel={m['form.requiredMark']}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
        />
        <PasswordField
          id={fieldId('password')}
          name="password"
          label={m['signup.password']}
          value={values.password}
          onValueChange={(v) => setValue('password', v)}
          onBlur={(event) => touch('password', event.currentTarget.value)}
          error={errorFor('password')}
          describedBy={passwordRulesId}
          required
          requiredLabel={m['form.requiredMark']}
          autoComplete="new-password"
          showLabel={m['form.showPassword']}
          hideLabel={m['form.hidePassword']}
        />
        <PasswordChecklist id={passwordRulesId} password={values.password} messages={m} />
        <PasswordField
          id={fieldId('passwordConfirm')}
          name="passwordConfirm"
          label={m['signup.passwordConfirm']}
          value={values.passwordConfirm}
          onValueChange={(v) => setValue('passwordConfirm', v)}
          onBlur={(event) => touch('passwordConfirm', event.currentTarget.value)}
          error={errorFor('passwordConfirm')}
          required
          requiredLabel={m['form.requiredMark']}
          autoComplete="new-password"
          showLabel={m['form.showPassword']}
          hideLabel={m['form.hidePassword']}
        />

        {extraFields.length > 0 && (
          <fieldset className="form__group">
            <legend className="form__legend">{m['signup.extraLegend']}</legend>
            {extraFields.map((field) => (
              <TextField
                key={field.name}
                id={fieldId(field.name)}
                name={field.name}
                type={field.type === 'date' ? 'date' : field.type === 'tel' ? 'tel' : 'text'}
                label={extraLabel(field.name)}
                value={extra[field.name] ?? ''}
                onValueChange={(v) => {
                  setExtra((prev) => ({ ...prev, [field.name]: v }));
                  clearServerError(field.name);
                }}
                onBlur={(event) => touch(field.name, event.currentTarget.value)}
                error={errorFor(field.name)}
                required={field.required}
                requiredLabel={m['form.requiredMark']}
                autoComplete={field.type === 'tel' ? 'tel' : field.type === 'date' ? 'bday' : undefined}
                maxLength={200}
              />
            ))}
          </fieldset>
        )}

        <CheckField
          id={fieldId('privacyAccepted')}
          name="privacyAccepted"
          checked={values.privacyAccepted}
          onCheckedChange={(checked) => {
            setValue('privacyAccepted', checked);
            touch('privacyAccepted', true);
          }}
          error={errorFor('privacyAccepted')}
          required
        >
          <PrivacyLabel
            before={m['signup.privacyBefore']}
            link={m['signup.privacyLink']}
            newTab={m['form.opensNewTab']}
          />
        </CheckField>
        <CheckField
          id={fieldId('promoConsent')}
          name="promoConsent"
          checked={promoConsent}
          onCheckedChange={setPromoConsent}
        >
          {m['signup.promo']} <span className="muted">({m['form.optional']})</span>
        </CheckField>

        <button
          type="submit"
          className="button button--primary button--block"
          disabled={busy || !hydrated}
          // Keeps focus in the field on click: its blur would show errors, move the button and lose the click.
          onMouseDown={(event) => event.preventDefault()}
        >
          {busy ? m['signup.submitting'] : m['signup.submit']}
        </button>
      </form>
      <p className="card__footer">
        {m['signup.haveAccount']} <a href="/login">{m['signup.signInLink']}</a>
      </p>
    </>
  );

  function extraLabel(name: string): string {
    const key = `field.${name}`;
    return (EXTRA_LABEL_KEYS as readonly string[]).includes(key)
      ? m[key as (typeof EXTRA_LABEL_KEYS)[number]]
      : name;
  }
}
