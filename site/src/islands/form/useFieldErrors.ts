import { useState } from 'react';
import type { ApiError } from '../api.ts';
import { fieldErrorsFrom, focusFirstError } from './server-errors.ts';

/**
 * A form's errors and its alert (the contact form, "notify me"): what the form finds before sending and
 * what the server answers land on their fields, the alert above says so, and the focus goes to the first
 * field in error (`order`: as they appear on screen).
 */
export function useFieldErrors<F extends string>(order: readonly F[], fieldId: (name: string) => string) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  return {
    errors,
    alert,
    /** The visitor changed the field: its error goes. */
    clear(name: F) {
      if (errors[name]) setErrors((prev) => ({ ...prev, [name]: undefined }));
    },
    /** Shows what the form found before sending; true when nothing was (the form may be sent). */
    checked(found: Partial<Record<F, string>>, fixErrors: string): boolean {
      setErrors(found);
      setAlert(null);
      if (Object.keys(found).length === 0) return true;
      setAlert(fixErrors);
      focusFirstError(order, found, fieldId);
      return false;
    },
    /** Shows the server's refusal: its message above, its field errors (`codeFields`: see fieldErrorsFrom). */
    failed(error: ApiError, codeFields: Record<string, F>) {
      const server = fieldErrorsFrom(error, codeFields) as Partial<Record<F, string>>;
      setErrors(server);
      setAlert(error.message);
      focusFirstError(order, server, fieldId);
    },
  };
}
