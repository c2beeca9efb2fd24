import type { DomainRule, RegisterField } from '../../lib/types.ts';
import { isDomainAllowed, isEmail, isIsoDate, isPhone, isStrongPassword } from './rules.ts';

export interface SignupValues {
  email: string;
  emailConfirm: string;
  password: string;
  passwordConfirm: string;
  privacyAccepted: boolean;
}

type RuleMessages = Record<
  | 'form.required'
  | 'form.emailInvalid'
  | 'form.domainNotAllowed'
  | 'form.emailsDoNotMatch'
  | 'form.passwordTooWeak'
  | 'form.passwordsDoNotMatch'
  | 'form.privacyRequired'
  | 'form.phoneInvalid'
  | 'form.formatInvalid',
  string
>;

/** The sign-up rules of spec 5, as the server checks them: field name -> message. */
export function validateSignup(
  values: SignupValues,
  extra: Record<string, string>,
  extraFields: RegisterField[],
  domains: DomainRule | null,
  m: RuleMessages,
): Record<string, string> {
  const e: Record<string, string> = {};
  const email = values.email.trim();
  if (!email) e.email = m['form.required'];
  else if (!isEmail(email)) e.email = m['form.emailInvalid'];
  else if (!isDomainAllowed(email, domains)) e.email = m['form.domainNotAllowed'];
  if (!values.emailConfirm.trim()) e.emailConfirm = m['form.required'];
  else if (values.emailConfirm.trim().toLowerCase() !== email.toLowerCase()) {
    e.emailConfirm = m['form.emailsDoNotMatch'];
  }
  if (!values.password) e.password = m['form.required'];
  else if (!isStrongPassword(values.password)) e.password = m['form.passwordTooWeak'];
  if (!values.passwordConfirm) e.passwordConfirm = m['form.required'];
  else if (values.passwordConfirm !== values.password) e.passwordConfirm = m['form.passwordsDoNotMatch'];
  if (!values.privacyAccepted) e.privacyAccepted = m['form.privacyRequired'];
  for (const field of extraFields) {
    const value = (extra[field.name] ?? '').trim();
    if (!value) {
      if (field.required) e[field.name] = m['form.required'];
    } else if (field.type === 'tel' && !isPhone(value)) e[field.name] = m['form.phoneInvalid'];
    else if (field.type === 'date' && !isIsoDate(value)) e[field.name] = m['form.formatInvalid'];
  }
  return e;
}
