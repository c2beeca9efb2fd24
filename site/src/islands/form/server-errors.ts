import type { ApiError } from '../api.ts';

/**
 * The server's field errors keyed by our field names (`extra.phone` -> `phone`). Rules checked outside
 * the schema come back with an empty message, or with none: `codeFields` says which field such a code
 * belongs to, and the error's own message is shown there.
 */
export function fieldErrorsFrom(
  error: ApiError,
  codeFields: Record<string, string> = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { field, message } of error.fields ?? []) {
    const name = field.startsWith('extra.') ? field.slice('extra.'.length) : field;
    if (!out[name]) out[name] = message || error.message;
  }
  const codeField = codeFields[error.code];
  if (codeField && !out[codeField]) out[codeField] = error.message;
  return out;
}

/** Moves the focus to the first field, in the order they appear on screen, that has an error. */
export function focusFirstError(
  order: readonly string[],
  errors: Partial<Record<string, string>>,
  fieldId: (name: string) => string,
): void {
  const first = order.find((name) => errors[name]);
  if (first) document.getElementById(fieldId(first))?.focus();
}
