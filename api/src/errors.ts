import type { MessageKey } from './i18n/index.ts';

/**
 * The error catalogue of spec section 8: each code has one HTTP status and one message key (the code
 * itself) translated in api/src/i18n. Clients receive {"error":{"code","message"}} in their language.
 */
export const ERROR_STATUS = {
  SERVER_ERROR: 500,
  SERVER_ERROR_NOT_FOUND: 404,
  NOT_FOUND: 404,
  SOMETHING_WENT_WRONG: 500,
  INVALID_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_ERROR: 422,
  AUTH_REQUIRED: 401,
  FORBIDDEN: 403,
  LOGIN_FAILED: 401,
  EMAIL_ALREADY_REGISTERED: 409,
  SIGNUP_INVALID: 422,
  EMAILS_DO_NOT_MATCH: 422,
  PASSWORDS_DO_NOT_MATCH: 422,
  PASSWORD_TOO_WEAK: 422,
  PRIVACY_NOT_ACCEPTED: 422,
  EMAIL_DOMAIN_NOT_ALLOWED: 422,
  ACTIVATION_INVALID: 400,
  ALREADY_ACTIVATED: 409,
  RESET_TOKEN_INVALID: 400,
  CURRENT_PASSWORD_WRONG: 422,
  TOO_MANY_REQUESTS: 429,
  CANNOT_CHANGE_OWN_ACCOUNT: 409,
  USER_DELETED: 409,
  INVALID_TRANSITION: 409,
  ALREADY_ORGANIZER: 409,
  EMAIL_TRACKING_RANGE_TOO_LONG: 422,
  PROFILE_NOT_PUBLIC: 404,
} as const satisfies Partial<Record<MessageKey, number>>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /** Field-level details, already translated (validation). */
    readonly fields?: FieldError[],
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(code);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

/** Field error for one named field, for rules zod cannot express (emails must match, ...). */
export function fieldError(code: ErrorCode, field: string): AppError {
  return new AppError(code, {}, [{ field, message: '' }]);
}
