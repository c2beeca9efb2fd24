import type { MessageKey } from './i18n/index.ts';

/**
 * The error catalogue of spec section 8: each code has one HTTP status and one message key (the code
 * itself) translated in api/src/i18n. Clients receive {"error":{"code","message"}} in their language.
 */
export const ERROR_STATUS = {
  SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  SERVER_ERROR_NOT_FOUND: 404,
  NOT_FOUND: 404,
  INVALID_JSON: 400,
  INVALID_PARAMETER: 400,
  JSON_TOO_DEEP: 400,
  PAYLOAD_TOO_LARGE: 413,
  IMAGE_TOO_LARGE: 413,
  IMAGE_TYPE_NOT_ALLOWED: 415,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_ERROR: 422,
  AUTH_REQUIRED: 401,
  FORBIDDEN: 403,
  LOGIN_FAILED: 401,
  ACCOUNT_BLOCKED: 403,
  ACCOUNT_NOT_ACTIVATED: 403,
  EMAILS_DO_NOT_MATCH: 422,
  PASSWORDS_DO_NOT_MATCH: 422,
  PASSWORD_TOO_WEAK: 422,
  PRIVACY_NOT_ACCEPTED: 422,
  EMAIL_DOMAIN_NOT_ALLOWED: 422,
  ACTIVATION_INVALID: 400,
  RESET_TOKEN_INVALID: 400,
  CURRENT_PASSWORD_WRONG: 422,
  TOO_MANY_REQUESTS: 429,
  LOGIN_THROTTLED: 429,
  CANNOT_CHANGE_OWN_ACCOUNT: 409,
  USER_DELETED: 409,
  INVALID_TRANSITION: 409,
  ALREADY_ORGANIZER: 409,
  COUPONS_DISABLED: 409,
  EMAIL_TRACKING_RANGE_TOO_LONG: 422,
  PROFILE_NOT_PUBLIC: 404,
  // commerce (checkout, payments, coupons, subscriptions)
  TERMS_NOT_ACCEPTED: 422,
  ALREADY_OWNED: 409,
  PRODUCT_NOT_PURCHASABLE: 409,
  SESSION_SOLD_OUT: 409,
  COUPON_INVALID: 422,
  COUPON_ALREADY_REDEEMED: 409,
  COUPON_NOT_FOUND: 404,
  COUPON_PRODUCT_NOT_PUBLISHED: 422,
  COUPON_CODE_TAKEN: 409,
  CODES_ONLY_FOR_PRIVATE: 422,
  PROMOTION_TOO_HIGH: 422,
  PAYMENT_ERROR: 502,
  PAYMENT_PROVIDER_UNAVAILABLE: 422,
  PAYMENT_SIGNATURE_INVALID: 400,
  ORDER_NOT_PENDING: 409,
  TOO_MANY_PENDING_ORDERS: 409,
  CHANNEL_NOT_SUBSCRIBABLE: 422,
  ALREADY_SUBSCRIBED: 409,
  SUBSCRIPTION_NOT_ACTIVE: 409,
  // catalogue (channels, products, speakers, courses, masters, datasheets, search)
  SLUG_EXISTS: 409,
  REFERENCE_NOT_FOUND: 422,
  CHANNEL_INVALID_TRANSITION: 409,
  CHANNEL_SAVE_FAILED: 422,
  CHANNEL_NOT_DELETABLE: 409,
  CHANNEL_REASON_REQUIRED: 422,
  PRODUCT_NEEDS_CHANNEL: 409,
  PUBLISH_NEEDS_APPROVED_CHANNEL: 409,
  PRODUCT_PUBLISHED_LOCKED: 409,
  PRODUCT_PUBLISHED_NOT_DELETABLE: 409,
  PRODUCT_SAVE_FAILED: 422,
  FREE_PRODUCT_HAS_PRICE: 422,
  SESSION_PUBLISHED_LOCKED: 409,
  MULTI_DATE_NEEDS_SESSION: 422,
  SPEAKER_IN_USE: 409,
  SPEAKER_SAVE_FAILED: 422,
  CATEGORY_SAVE_FAILED: 422,
  COURSE_SAVE_FAILED: 422,
  MODULE_SAVE_FAILED: 422,
  MODULE_DELETE_FAILED: 409,
  LESSON_SAVE_FAILED: 422,
  LESSON_DELETE_FAILED: 409,
  MASTER_SAVE_FAILED: 422,
  MASTER_DUPLICATE_COURSE: 409,
  DATASHEET_SAVE_FAILED: 422,
  PAGE_SAVE_FAILED: 422,
  ENTITY_SAVE_FAILED: 422,
  ENTITY_DELETE_FAILED: 409,
  SEARCH_TOO_SHORT: 422,
  REORDER_MISMATCH: 422,
  // media (uploads, transcoding, playback)
  MEDIA_TOOLS_MISSING: 503,
  MEDIA_TARGET_REQUIRED: 422,
  MEDIA_KIND_NOT_ALLOWED: 422,
  MEDIA_TOO_LARGE: 413,
  MEDIA_NOT_VIDEO: 415,
  MEDIA_NOT_AUDIO: 415,
  UPLOAD_OFFSET_MISMATCH: 409,
  UPLOAD_LENGTH_REQUIRED: 400,
  UPLOAD_TOO_MANY_OPEN: 429,
  UPLOAD_IN_FLIGHT_TOO_LARGE: 413,
  STORAGE_QUOTA_EXCEEDED: 413,
  PLAYBACK_NO_TICKET: 403,
  PLAYBACK_EXPIRED: 403,
  PLAYBACK_REVOKED: 403,
  PLAYBACK_TOKEN_INVALID: 403,
  PLAYBACK_TOKEN_EXPIRED: 403,
  // site commerce (issue 11)
  SUBSCRIPTION_NOT_RESUMABLE: 409,
  // learning (lessons, notes, ratings, course posts)
  COURSE_NO_ACCESS: 403,
  COURSE_NOT_OPEN_YET: 403,
  // surveys answered by their recipients
  SURVEY_ANSWERS_INVALID: 422,
  SURVEY_ALREADY_ANSWERED: 409,
  SURVEY_CLOSED: 409,
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
