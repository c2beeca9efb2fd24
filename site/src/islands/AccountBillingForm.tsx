import { type SubmitEvent, useId, useMemo } from 'react';
import type { Locale } from '../i18n/index.ts';
import type { SessionUser } from '../lib/types.ts';
import { SaveButton } from './account/SaveButton.tsx';
import {
  type FieldErrors,
  PROFILE_FORM_KEYS,
  textValues,
  trimmed,
  useProfileForm,
} from './account/use-profile-form.ts';
import { createApi } from './api.ts';
import { SelectField, type SelectOption } from './form/SelectField.tsx';
import { TextField } from './form/TextField.tsx';
import { notify } from './notify.ts';

const BILLING_FIELDS = [
  'billingCompany',
  'billingNif',
  'billingAddress',
  'billingCity',
  'billingPostalCode',
  'billingCountry',
  'billingPrefix',
  'billingPhone',
] as const;
type Field = (typeof BILLING_FIELDS)[number];
type Values = Record<Field, string>;

/** The API's rules (api/src/accounts/routes/auth.ts), checked here first. */
const PREFIX = /^\+?[0-9]{1,4}$/;
const PHONE = /^[0-9 ()-]{6,20}$/;

export const ACCOUNT_BILLING_KEYS = [
  ...PROFILE_FORM_KEYS,
  'form.phoneInvalid',
  'form.formatInvalid',
  'account.billing.company',
  'account.billing.nif',
  'account.billing.address',
  'account.billing.city',
  'account.billing.postalCode',
  'account.billing.country',
  'account.billing.noCountry',
  'account.billing.prefix',
  'account.billing.prefixHint',
  'account.billing.phone',
  'account.billing.phoneHint',
  'account.billing.saved',
] as const;

type Messages = Record<(typeof ACCOUNT_BILLING_KEYS)[number], string>;

interface Props {
  locale: Locale;
  messages: Messages;
  user: SessionUser;
  countries: SelectOption[];
  labelledBy: string;
}

/** Billing data of /account/my-data: what invoices are made out to. */
export default function AccountBillingForm({ locale, messages: m, user, countries, labelledBy }: Props) {
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const form = useProfileForm<Values>({
    api,
    initial: textValues(user, BILLING_FIELDS),
    fieldId,
    order: BILLING_FIELDS,
    validate,
    fixErrorsMessage: m['form.fixErrors'],
  });
  const { values, setValue, errorFor, busy } = form;

  function validate(v: Values): FieldErrors<Values> {
    const errors: FieldErrors<Values> = {};
    const prefix = v.billingPrefix.trim();
    const phone = v.billingPhone.trim();
    if (prefix && !PREFIX.test(prefix)) errors.billingPrefix = m['form.formatInvalid'];
    if (phone && !PHONE.test(phone)) errors.billingPhone = m['form.phoneInvalid'];
    return errors;
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await form.save(trimmed(values));
    if (!saved) return;
    form.setValues(textValues(saved, BILLING_FIELDS));
    notify('success', m['account.billing.saved']);
  }

  function text(name: Field, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) {
    return (
      <TextField
        id={fieldId(name)}
        name={name}
        label={label}
        value={values[name]}
        onValueChange={(v) => setValue(name, v)}
        error={errorFor(name)}
        requiredLabel=""
        {...extra}
      />
    );
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={busy} aria-labelledby={labelledBy}>
      <div className="form__grid">
        {text('billingCompany', m['account.billing.company'], {
          autoComplete: 'organization',
          maxLength: 160,
        })}
        {text('billingNif', m['account.billing.nif'], { maxLength: 20, autoCapitalize: 'characters' })}
        <div className="form__wide">
          {text('billingAddress', m['account.billing.address'], {
            autoComplete: 'street-address',
            maxLength: 200,
          })}
        </div>
        {text('billingCity', m['account.billing.city'], { autoComplete: 'address-level2', maxLength: 100 })}
        {text('billingPostalCode', m['account.billing.postalCode'], {
          autoComplete: 'postal-code',
          maxLength: 12,
        })}
        <div className="form__wide">
          <SelectField
            id={fieldId('billingCountry')}
            name="billingCountry"
            label={m['account.billing.country']}
            value={values.billingCountry}
            onValueChange={(v) => setValue('billingCountry', v)}
            options={countries}
            emptyLabel={m['account.billing.noCountry']}
            error={errorFor('billingCountry')}
            autoComplete="country"
          />
        </div>
        <div className="form__phone form__wide">
          {text('billingPrefix', m['account.billing.prefix'], {
            type: 'tel',
            inputMode: 'tel',
            autoComplete: 'tel-country-code',
            hint: m['account.billing.prefixHint'],
            maxLength: 5,
          })}
          {text('billingPhone', m['account.billing.phone'], {
            type: 'tel',
            inputMode: 'tel',
            autoComplete: 'tel-national',
            hint: m['account.billing.phoneHint'],
            maxLength: 20,
          })}
        </div>
      </div>
      <SaveButton busy={busy} label={m['account.save']} busyLabel={m['account.saving']} />
    </form>
  );
}
