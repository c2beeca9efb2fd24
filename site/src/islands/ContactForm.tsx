import { type SubmitEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_TOPICS,
  type ContactTopic,
} from '../../../api/src/shared/contact.ts';
import { format } from '../i18n/format.ts';
import type { Locale } from '../i18n/index.ts';
import { API_MESSAGE_KEYS, createApi } from './api.ts';
import { CheckField } from './form/CheckField.tsx';
import { EmailField } from './form/EmailField.tsx';
import { FormAlert } from './form/FormAlert.tsx';
import { PrivacyLabel } from './form/PrivacyLabel.tsx';
import { isEmail } from './form/rules.ts';
import { SelectField } from './form/SelectField.tsx';
import { TextAreaField } from './form/TextAreaField.tsx';
import { TextField } from './form/TextField.tsx';
import { useFieldErrors } from './form/useFieldErrors.ts';
import { useHydrated } from './form/useHydrated.ts';
import './contact-form.css';

export const CONTACT_FORM_KEYS = [
  ...API_MESSAGE_KEYS,
  'contact.name',
  'contact.email',
  'contact.organization',
  'contact.topic',
  'contact.topic.organizer',
  'contact.topic.viewer',
  'contact.topic.press',
  'contact.topic.other',
  'contact.message',
  'contact.messageHint',
  'contact.messageTooShort',
  'contact.privacyBefore',
  'contact.privacyLink',
  'contact.submit',
  'contact.sending',
  'contact.sentTitle',
  'contact.sentBody',
  'contact.another',
  'contact.keepInformed',
  'form.required',
  'form.optional',
  'form.requiredMark',
  'form.emailInvalid',
  'form.privacyRequired',
  'form.fixErrors',
  'form.opensNewTab',
] as const;

type Messages = Record<(typeof CONTACT_FORM_KEYS)[number], string>;
type Field = 'name' | 'email' | 'organization' | 'topic' | 'message' | 'privacyAccepted';
type Errors = Partial<Record<Field, string>>;

/** The fields that can be in error, in the order they appear on screen. */
const FIELD_ORDER: readonly Field[] = ['name', 'email', 'topic', 'message', 'privacyAccepted'];

const EMPTY = { name: '', email: '', organization: '', message: '' };

/**
 * The contact form (POST /api/contact) of the organizer landing page and the help centre. Mistakes are
 * said on their field before sending; the server's own (in the visitor's language) land on the same
 * fields. The team answers by email, so the confirmation repeats the address. While the leads module is
 * on (`keepInformed`), an optional box lets the visitor agree to hear from Platea (a lead, issue 24).
 */
export default function ContactForm({
  locale,
  messages: m,
  topic: initialTopic = 'other',
  keepInformed = false,
}: {
  locale: Locale;
  messages: Messages;
  topic?: ContactTopic;
  /** The leads module is on: offer "keep me informed". */
  keepInformed?: boolean;
}) {
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [topic, setTopic] = useState<string>(initialTopic);
  const [privacy, setPrivacy] = useState(false);
  const [informed, setInformed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) doneHeading.current?.focus();
  }, [sent]);

  const fieldId = (name: string) => `${id}-${name}`;
  const { errors, alert, clear, checked, failed } = useFieldErrors(FIELD_ORDER, fieldId);
  // The address never goes anywhere before this island can send it (form/useHydrated.ts).
  const hydrated = useHydrated();
  const set = (name: keyof typeof EMPTY) => (value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    clear(name);
  };

  function check(): Errors {
    const out: Errors = {};
    if (!values.name.trim()) out.name = m['form.required'];
    const email = values.email.trim();
    if (!email) out.email = m['form.required'];
    else if (!isEmail(email)) out.email = m['form.emailInvalid'];
    const message = values.message.trim();
    if (!message) out.message = m['form.required'];
    else if ([...message].length < CONTACT_MESSAGE_MIN)
      out.message = format(m['contact.messageTooShort'], { min: CONTACT_MESSAGE_MIN });
    if (!privacy) out.privacyAccepted = m['form.privacyRequired'];
    return out;
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checked(check(), m['form.fixErrors'])) return;
    setBusy(true);
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      ...(values.organization.trim() ? { organization: values.organization.trim() } : {}),
      topic,
      message: values.message.trim(),
      privacyAccepted: privacy,
      ...(keepInformed ? { marketingConsent: informed } : {}),
    };
    const result = await api('/api/contact', { method: 'POST', body });
    setBusy(false);
    if (result.ok) {
      setSent({ name: body.name, email: body.email });
      return;
    }
    failed(result.error, { PRIVACY_NOT_ACCEPTED: 'privacyAccepted' });
  }

  if (sent) {
    return (
      <div className="contact-form contact-form--done" role="status">
        <h3 ref={doneHeading} tabIndex={-1}>
          {m['contact.sentTitle']}
        </h3>
        <p>{format(m['contact.sentBody'], sent)}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setValues(EMPTY);
            setPrivacy(false);
            setInformed(false);
            setSent(null);
          }}
        >
          {m['contact.another']}
        </button>
      </div>
    );
  }

  const topics = CONTACT_TOPICS.map((value) => ({ value, label: m[`contact.topic.${value}`] }));
  return (
    <form method="post" className="form contact-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="contact-form__row">
        <TextField
          id={fieldId('name')}
          name="name"
          label={m['contact.name']}
          value={values.name}
          onValueChange={set('name')}
          error={errors.name}
          required
          requiredLabel={m['form.requiredMark']}
          autoComplete="name"
          maxLength={120}
        />
        <EmailField
          id={fieldId('email')}
          label={m['contact.email']}
          value={values.email}
          onValueChange={set('email')}
          error={errors.email}
          requiredLabel={m['form.requiredMark']}
        />
      </div>
      <div className="contact-form__row">
        <TextField
          id={fieldId('organization')}
          name="organization"
          label={`${m['contact.organization']} (${m['form.optional']})`}
          value={values.organization}
          onValueChange={set('organization')}
          error={errors.organization}
          requiredLabel={m['form.requiredMark']}
          autoComplete="organization"
          maxLength={160}
        />
        <SelectField
          id={fieldId('topic')}
          name="topic"
          label={m['contact.topic']}
          value={topic}
          onValueChange={setTopic}
          options={topics}
          error={errors.topic}
        />
      </div>
      <TextAreaField
        id={fieldId('message')}
        name="message"
        label={m['contact.message']}
        value={values.message}
        onValueChange={set('message')}
        error={errors.message}
        hint={m['contact.messageHint']}
        required
        requiredLabel={m['form.requiredMark']}
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
      />
      <CheckField
        id={fieldId('privacyAccepted')}
        name="privacyAccepted"
        checked={privacy}
        onCheckedChange={(checked) => {
          setPrivacy(checked);
          if (checked) clear('privacyAccepted');
        }}
        error={errors.privacyAccepted}
        required
      >
        <PrivacyLabel
          before={m['contact.privacyBefore']}
          link={m['contact.privacyLink']}
          newTab={m['form.opensNewTab']}
        />
      </CheckField>
      {keepInformed && (
        <CheckField
          id={fieldId('marketingConsent')}
          name="marketingConsent"
          checked={informed}
          onCheckedChange={setInformed}
        >
          {m['contact.keepInformed']}
        </CheckField>
      )}
      <button type="submit" className="button button--primary" disabled={busy || !hydrated}>
        {busy ? m['contact.sending'] : m['contact.submit']}
      </button>
    </form>
  );
}
