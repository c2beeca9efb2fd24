import { useState } from 'react';
import type { SessionUser } from '../../lib/types.ts';
import { API_MESSAGE_KEYS, type createApi } from '../api.ts';
import { fieldErrorsFrom, focusFirstError } from '../form/server-errors.ts';
import { notify } from '../notify.ts';

/** The messages every section of /account/my-data needs besides its own. */
export const PROFILE_FORM_KEYS = [
  ...API_MESSAGE_KEYS,
  'form.fixErrors',
  'account.save',
  'account.saving',
] as const;

type Api = ReturnType<typeof createApi>;
type FormValues = Record<string, string | boolean>;
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

interface Options<V extends FormValues> {
  api: Api;
  initial: V;
  /** The id of a field's input, so the first field in error can take the focus. */
  fieldId: (name: string) => string;
  /** Field names in the order they appear on screen. */
  order: readonly (keyof V & string)[];
  /** Client-side mirror of the API's rules: field -> message. */
  validate?: (values: V) => FieldErrors<V>;
  /** Error codes that belong to one field when the answer names none (fieldErrorsFrom). */
  codeFields?: Record<string, string>;
  fixErrorsMessage: string;
}

/**
 * One section of /account/my-data: its values, its errors (the client's after a first try, the API's
 * until the field changes) and the PUT /api/auth/me that saves it. A failed save keeps every value
 * typed, shows the errors by their fields and says so in a notification (spec 8).
 */
export function useProfileForm<V extends FormValues>(options: Options<V>) {
  const { api, initial, fieldId, order, validate, codeFields, fixErrorsMessage } = options;
  const [values, setValues] = useState<V>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<V>>({});
  const [busy, setBusy] = useState(false);
  const clientErrors: FieldErrors<V> = validate?.(values) ?? {};

  function setValue<K extends keyof V & string>(name: K, value: V[K]) {
    setValues((prev) => ({ ...prev, [name]: value }));
    if (serverErrors[name]) setServerErrors(({ [name]: _removed, ...rest }) => rest as FieldErrors<V>);
  }

  function errorFor(name: keyof V & string): string | undefined {
    return serverErrors[name] ?? (submitted ? clientErrors[name] : undefined);
  }

  const focusFirst = (errors: FieldErrors<V>) => focusFirstError(order, errors, fieldId);

  /** Sends `body`; the saved user on success, null when it failed (errors shown, input kept). */
  async function save(body: Record<string, unknown>): Promise<SessionUser | null> {
    setSubmitted(true);
    if (Object.keys(clientErrors).length > 0) {
      notify('error', fixErrorsMessage);
      focusFirst(clientErrors);
      return null;
    }
    setBusy(true);
    const result = await api<SessionUser>('/api/auth/me', { method: 'PUT', body });
    setBusy(false);
    if (result.ok) {
      setServerErrors({});
      setSubmitted(false);
      return result.data;
    }
    const byField = fieldErrorsFrom(result.error, codeFields) as FieldErrors<V>;
    setServerErrors(byField);
    const shown = order.some((name) => byField[name]);
    // A validation answer lists field paths in its message: the fields say it better.
    notify(
      'error',
      shown && result.error.code === 'VALIDATION_ERROR' ? fixErrorsMessage : result.error.message,
    );
    focusFirst(byField);
    return null;
  }

  return { values, setValues, setValue, errorFor, busy, save };
}

/** The text fields of a user as form values: null becomes ''. */
export function textValues<K extends string>(user: object, fields: readonly K[]): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const field of fields) {
    const value = (user as Record<string, unknown>)[field];
    out[field] = typeof value === 'string' ? value : '';
  }
  return out;
}

/** Trimmed copies of text values, as the API stores them ('' clears a field). */
export function trimmed<V extends Record<string, string>>(values: V): V {
  const out = {} as Record<string, string>;
  for (const [key, value] of Object.entries(values)) out[key] = value.trim();
  return out as V;
}
