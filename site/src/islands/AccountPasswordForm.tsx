import { type SubmitEvent, useId, useMemo } from 'react';
import type { Locale } from '../i18n/index.ts';
import { SaveButton } from './account/SaveButton.tsx';
import { type FieldErrors, PROFILE_FORM_KEYS, useProfileForm } from './account/use-profile-form.ts';
import { createApi } from './api.ts';
import { PASSWORD_CHECKLIST_KEYS, PasswordChecklist } from './form/PasswordChecklist.tsx';
import { PasswordField } from './form/PasswordField.tsx';
import { isStrongPassword } from './form/rules.ts';
import { notify } from './notify.ts';

const FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirm'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const EMPTY: Values = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

/** Where the API's password errors belong when the answer names no field. */
const CODE_FIELD: Record<string, string> = {
  CURRENT_PASSWORD_WRONG: 'currentPassword',
  PASSWORD_TOO_WEAK: 'newPassword',
  PASSWORDS_DO_NOT_MATCH: 'newPasswordConfirm',
};

export const ACCOUNT_PASSWORD_KEYS = [
  ...PROFILE_FORM_KEYS,
  ...PASSWORD_CHECKLIST_KEYS,
  'form.required',
  'form.requiredMark',
  'form.passwordTooWeak',
  'form.passwordsDoNotMatch',
  'form.showPassword',
  'form.hidePassword',
  'account.password.current',
  'account.password.new',
  'account.password.confirm',
  'account.password.submit',
  'account.password.saved',
] as const;

type Messages = Record<(typeof ACCOUNT_PASSWORD_KEYS)[number], string>;

interface Props {
  locale: Locale;
  messages: Messages;
  /** The account's email, for password managers (a hidden username field). */
  email: string;
  labelledBy: string;
}

/** Password of /account/my-data: the current one, then the new one twice. Other sessions end. */
export default function AccountPasswordForm({ locale, messages: m, email, labelledBy }: Props) {
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const form = useProfileForm<Values>({
    api,
    initial: EMPTY,
    fieldId,
    order: FIELDS,
    validate,
    codeFields: CODE_FIELD,
    fixErrorsMessage: m['form.fixErrors'],
  });
  const { values, setValue, errorFor, busy } = form;
  const rulesId = fieldId('rules');

  function validate(v: Values): FieldErrors<Values> {
    const errors: FieldErrors<Values> = {};
    if (!v.currentPassword) errors.currentPassword = m['form.required'];
    if (!v.newPassword) errors.newPassword = m['form.required'];
    else if (!isStrongPassword(v.newPassword)) errors.newPassword = m['form.passwordTooWeak'];
    if (!v.newPasswordConfirm) errors.newPasswordConfirm = m['form.required'];
    else if (v.newPasswordConfirm !== v.newPassword)
      errors.newPasswordConfirm = m['form.passwordsDoNotMatch'];
    return errors;
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await form.save({ ...values });
    if (!saved) return;
    form.setValues(EMPTY);
    notify('success', m['account.password.saved']);
  }

  const shared = {
    required: true,
    requiredLabel: m['form.requiredMark'],
    showLabel: m['form.showPassword'],
    hideLabel: m['form.hidePassword'],
  };

  return (
    <form
      method="post"
      action="/account/my-data"
      className="form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy}
      aria-labelledby={labelledBy}
    >
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <div className="form__column">
        <PasswordField
          id={fieldId('currentPassword')}
          name="currentPassword"
          label={m['account.password.current']}
          value={values.currentPassword}
          onValueChange={(v) => setValue('currentPassword', v)}
          error={errorFor('currentPassword')}
          autoComplete="current-password"
          {...shared}
        />
        <PasswordField
          id={fieldId('newPassword')}
          name="newPassword"
          label={m['account.password.new']}
          value={values.newPassword}
          onValueChange={(v) => setValue('newPassword', v)}
          error={errorFor('newPassword')}
          describedBy={rulesId}
          autoComplete="new-password"
          {...shared}
        />
        <PasswordChecklist id={rulesId} password={values.newPassword} messages={m} />
        <PasswordField
          id={fieldId('newPasswordConfirm')}
          name="newPasswordConfirm"
          label={m['account.password.confirm']}
          value={values.newPasswordConfirm}
          onValueChange={(v) => setValue('newPasswordConfirm', v)}
          error={errorFor('newPasswordConfirm')}
          autoComplete="new-password"
          {...shared}
        />
      </div>
      <SaveButton busy={busy} label={m['account.password.submit']} busyLabel={m['account.saving']} />
    </form>
  );
}
