/**
 * The account, commerce and configuration enums the API, the models and the faces share: plain values,
 * no zod, so a face that only needs a list (the back office's roles, the site's order states) bundles
 * nothing else. The answer schemas built on them are in accounts.ts, commerce.ts and config.ts.
 */

// ---- Accounts ----
export const ROLES = ['ADMIN', 'PRODUCER', 'USER'] as const;
export type Role = (typeof ROLES)[number];
export const USER_STATUSES = ['pending', 'approved', 'disapproved', 'blocked', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

// ---- Commerce ----
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_PROVIDERS = ['demo', 'stripe', 'redsys', 'free'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
/** The providers a buyer may choose (free is what a checkout with nothing to pay becomes). */
export const GATEWAY_NAMES = ['demo', 'stripe', 'redsys'] as const;
export const SUBSCRIPTION_STATUSES = ['subscribed', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const COUPON_KINDS = ['coupon', 'code'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
/** What gave a user their ticket to a product. */
export const ACCESS_SOURCES = [
  'purchase',
  'code',
  'coupon',
  'free',
  'subscription',
  'bundle',
  'admin',
] as const;
export type AccessSource = (typeof ACCESS_SOURCES)[number];
/** Why a user may (or may not) open a product (api/src/commerce/services/entitlements.ts). */
export const ACCESS_REASONS = [
  'owner',
  'admin',
  'purchase',
  'code',
  'coupon',
  'free',
  'subscription',
  'bundle',
  'master',
  'sign_in',
  'not_found',
  'no_ticket',
  'expired',
  'revoked',
  'not_yet',
] as const;
export type AccessReason = (typeof ACCESS_REASONS)[number];

export type GatewayName = (typeof GATEWAY_NAMES)[number];
/** An unpaid checkout: still payable, past its time, or refused. */
export const OPPORTUNITY_STATES = ['pending', 'expired', 'failed'] as const;

// ---- Configuration ----
/** The optional modules of spec 2, in the order the back office lists them. */
export const MODULE_IDS = ['advertising', 'openlab', 'leads', 'mediapay', 'ideas', 'cognition'] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

/** The optional sign-up fields of spec 2, each with its input type. */
export const REGISTER_FIELDS = {
  birthDate: 'date',
  phone: 'tel',
  speciality: 'text',
  pathology: 'text',
  professionalLevel: 'text',
  hospital: 'text',
  registrationCode: 'text',
} as const;
export type RegisterFieldName = keyof typeof REGISTER_FIELDS;
/** The optional sign-up fields, in the order the forms show them. */
export const REGISTER_FIELD_NAMES = Object.keys(REGISTER_FIELDS) as [
  RegisterFieldName,
  ...RegisterFieldName[],
];

/** A live stream's (and a meet room's) state. */
export const STREAM_STATUSES = ['idle', 'live', 'ended'] as const;
export type StreamStatus = (typeof STREAM_STATUSES)[number];
