import { Fragment, type SubmitEvent, useEffect, useId, useMemo, useState } from 'react';
import { format } from '../i18n/format.ts';
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
import { FormAlert } from './form/FormAlert.tsx';
import { isWebUrl } from './form/rules.ts';
import { SelectField, type SelectOption } from './form/SelectField.tsx';
import { TextAreaField } from './form/TextAreaField.tsx';
import { TextField } from './form/TextField.tsx';
import { notify } from './notify.ts';

const GENERAL_FIELDS = [
  'name',
  'surname',
  'country',
  'language',
  'timezone',
  'avatar',
  'description',
  'company',
  'job',
  'youtube',
  'twitter',
  'facebook',
  'instagram',
  'linkedin',
  'web',
] as const;
type Field = (typeof GENERAL_FIELDS)[number];
type Values = Record<Field, string>;

const LINK_FIELDS = ['youtube', 'twitter', 'facebook', 'instagram', 'linkedin', 'web'] as const;
const URL_FIELDS = ['avatar', ...LINK_FIELDS] as const;
const DESCRIPTION_MAX = 2000;
/** Set before the reload that follows a change of language, so the page can say the data was saved. */
const SAVED_FLAG = 'platea:account-general-saved';

export const ACCOUNT_GENERAL_KEYS = [
  ...PROFILE_FORM_KEYS,
  'form.urlInvalid',
  'account.general.name',
  'account.general.surname',
  'account.general.country',
  'account.general.noCountry',
  'account.general.language',
  'account.general.timezone',
  'account.general.avatar',
  'account.general.avatarHint',
  'account.general.description',
  'account.general.descriptionHint',
  'account.general.company',
  'account.general.job',
  'account.general.links',
  'social.youtube',
  'social.twitter',
  'social.facebook',
  'social.instagram',
  'social.linkedin',
  'social.web',
  'account.general.saved',
  'lang.es',
  'lang.en',
  'lang.pt',
] as const;

type Messages = Record<(typeof ACCOUNT_GENERAL_KEYS)[number], string>;

interface Props {
  locale: Locale;
  messages: Messages;
  user: SessionUser;
  /** Countries by their name in the page's language, built on the server. */
  countries: SelectOption[];
  timezones: SelectOption[];
  /** Id of the section heading that names the form. */
  labelledBy: string;
}

function generalValues(user: SessionUser): Values {
  return textValues(user, GENERAL_FIELDS);
}

/** General data of /account/my-data: who the user is, how the site speaks to them and their links. */
export default function AccountGeneralForm({
  locale,
  messages: m,
  user,
  countries,
  timezones,
  labelledBy,
}: Props) {
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const [savedLanguage, setSavedLanguage] = useState(user.language);
  const [reloadedNotice, setReloadedNotice] = useState(false);
  const form = useProfileForm<Values>({
    api,
    initial: generalValues(user),
    fieldId,
    order: GENERAL_FIELDS,
    validate,
    fixErrorsMessage: m['form.fixErrors'],
  });
  const { values, setValue, errorFor, busy } = form;

  useEffect(() => {
    if (sessionStorage.getItem(SAVED_FLAG) === null) return;
    sessionStorage.removeItem(SAVED_FLAG);
    setReloadedNotice(true);
  }, []);

  const languages: SelectOption[] = (['es', 'en', 'pt'] as const).map((code) => ({
    value: code,
    label: m[`lang.${code}`],
  }));

  function validate(v: Values): FieldErrors<Values> {
    const errors: FieldErrors<Values> = {};
    for (const field of URL_FIELDS) if (!isWebUrl(v[field])) errors[field] = m['form.urlInvalid'];
    return errors;
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setReloadedNotice(false);
    const saved = await form.save(trimmed(values));
    if (!saved) return;
    form.setValues(generalValues(saved));
    if (saved.language !== savedLanguage) {
      // The site speaks the language of the platea_lang cookie: ?lang= sets it and comes back here.
      sessionStorage.setItem(SAVED_FLAG, '1');
      window.location.assign(`${window.location.pathname}?lang=${saved.language}`);
      return;
    }
    setSavedLanguage(saved.language);
    notify('success', m['account.general.saved']);
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
      {reloadedNotice && <FormAlert tone="success">{m['account.general.saved']}</FormAlert>}
      <div className="form__grid">
        {text('name', m['account.general.name'], { autoComplete: 'given-name', maxLength: 100 })}
        {text('surname', m['account.general.surname'], { autoComplete: 'family-name', maxLength: 100 })}
        <SelectField
          id={fieldId('country')}
          name="country"
          label={m['account.general.country']}
          value={values.country}
          onValueChange={(v) => setValue('country', v)}
          options={countries}
          emptyLabel={m['account.general.noCountry']}
          error={errorFor('country')}
          autoComplete="country"
        />
        <SelectField
          id={fieldId('language')}
          name="language"
          label={m['account.general.language']}
          value={values.language}
          onValueChange={(v) => setValue('language', v)}
          options={languages}
          error={errorFor('language')}
        />
        <div className="form__wide">
          <SelectField
            id={fieldId('timezone')}
            name="timezone"
            label={m['account.general.timezone']}
            value={values.timezone}
            onValueChange={(v) => setValue('timezone', v)}
            options={timezones}
            error={errorFor('timezone')}
          />
        </div>
        <div className="form__wide">
          {text('avatar', m['account.general.avatar'], {
            type: 'url',
            inputMode: 'url',
            autoComplete: 'photo',
            hint: m['account.general.avatarHint'],
            maxLength: 500,
          })}
        </div>
        <div className="form__wide">
          <TextAreaField
            id={fieldId('description')}
            name="description"
            label={m['account.general.description']}
            value={values.description}
            onValueChange={(v) => setValue('description', v)}
            error={errorFor('description')}
            hint={format(m['account.general.descriptionHint'], {
              count: values.description.length,
              max: DESCRIPTION_MAX,
            })}
            maxLength={DESCRIPTION_MAX}
            rows={5}
          />
        </div>
        {text('company', m['account.general.company'], { autoComplete: 'organization', maxLength: 160 })}
        {text('job', m['account.general.job'], { autoComplete: 'organization-title', maxLength: 160 })}
      </div>
      <fieldset className="form__group">
        <legend className="form__legend">{m['account.general.links']}</legend>
        <div className="form__grid">
          {LINK_FIELDS.map((name) => (
            <Fragment key={name}>
              {text(name, m[`social.${name}`], {
                type: 'url',
                inputMode: 'url',
                placeholder: 'https://',
                maxLength: 500,
                autoCapitalize: 'off',
                spellCheck: false,
              })}
            </Fragment>
          ))}
        </div>
      </fieldset>
      <SaveButton busy={busy} label={m['account.save']} busyLabel={m['account.saving']} />
    </form>
  );
}
