import { type SubmitEvent, useId, useMemo } from 'react';
import type { Locale } from '../i18n/index.ts';
import type { SessionUser } from '../lib/types.ts';
import { SaveButton } from './account/SaveButton.tsx';
import { PROFILE_FORM_KEYS, useProfileForm } from './account/use-profile-form.ts';
import { createApi } from './api.ts';
import { SwitchField } from './form/SwitchField.tsx';
import { notify } from './notify.ts';

const FIELDS = ['newsletter', 'publicProfile'] as const;
type Values = Record<(typeof FIELDS)[number], boolean>;

export const ACCOUNT_PREFERENCES_KEYS = [
  ...PROFILE_FORM_KEYS,
  'account.preferences.newsletter',
  'account.preferences.newsletterHint',
  'account.preferences.publicProfile',
  'account.preferences.publicProfileHint',
  'account.preferences.viewProfile',
  'account.preferences.saved',
] as const;

type Messages = Record<(typeof ACCOUNT_PREFERENCES_KEYS)[number], string>;

interface Props {
  locale: Locale;
  messages: Messages;
  user: SessionUser;
  labelledBy: string;
}

function preferenceValues(user: SessionUser): Values {
  // Sign-up asks one question for both (promoConsent and newsletter): so does this switch.
  return { newsletter: user.newsletter || user.promoConsent, publicProfile: user.publicProfile };
}

/** Preferences of /account/my-data: promotional email opt-out and the public profile toggle. */
export default function AccountPreferencesForm({ locale, messages: m, user, labelledBy }: Props) {
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const form = useProfileForm<Values>({
    api,
    initial: preferenceValues(user),
    fieldId,
    order: FIELDS,
    fixErrorsMessage: m['form.fixErrors'],
  });
  const { values, setValue, errorFor, busy } = form;

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await form.save({
      newsletter: values.newsletter,
      promoConsent: values.newsletter,
      publicProfile: values.publicProfile,
    });
    if (!saved) return;
    form.setValues(preferenceValues(saved));
    notify('success', m['account.preferences.saved']);
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={busy} aria-labelledby={labelledBy}>
      <SwitchField
        id={fieldId('newsletter')}
        name="newsletter"
        label={m['account.preferences.newsletter']}
        hint={m['account.preferences.newsletterHint']}
        checked={values.newsletter}
        onCheckedChange={(checked) => setValue('newsletter', checked)}
        error={errorFor('newsletter')}
      />
      <SwitchField
        id={fieldId('publicProfile')}
        name="publicProfile"
        label={m['account.preferences.publicProfile']}
        hint={
          <>
            {m['account.preferences.publicProfileHint']}{' '}
            <a href={`/users/${user.id}`}>{m['account.preferences.viewProfile']}</a>
          </>
        }
        checked={values.publicProfile}
        onCheckedChange={(checked) => setValue('publicProfile', checked)}
        error={errorFor('publicProfile')}
      />
      <SaveButton busy={busy} label={m['account.save']} busyLabel={m['account.saving']} />
    </form>
  );
}
