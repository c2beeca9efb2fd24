/**
 * Accounts as the API answers them (auth, users, profiles, notifications): zod schemas the routes declare
 * as their answers, whose `z.infer` types the site and the back office read. Pure: no Sequelize or Node.
 */
import { z } from 'zod';
import { ROLES, USER_STATUSES } from './enums.ts';
import { LOCALES } from './locale.ts';

export { ROLES, type Role, USER_STATUSES, type UserStatus } from './enums.ts';

/** A date as JSON carries it (ISO 8601, UTC). */
export const isoDate = z.iso.datetime();

const text = z.string().nullable();

/** The session user of spec 3, as POST /api/auth/login and GET /api/auth/me answer it. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  user: z.string(),
  roles: z.array(z.enum(ROLES)),
  status: z.enum(USER_STATUSES),
  name: text,
  surname: text,
  newsletter: z.boolean(),
  promoConsent: z.boolean(),
  country: text,
  language: z.enum(LOCALES),
  timezone: z.string(),
  avatar: text,
  description: text,
  youtube: text,
  twitter: text,
  facebook: text,
  instagram: text,
  linkedin: text,
  web: text,
  publicProfile: z.boolean(),
  company: text,
  job: text,
  billingCompany: text,
  billingNif: text,
  billingAddress: text,
  billingCity: text,
  billingPostalCode: text,
  billingCountry: text,
  billingPrefix: text,
  billingPhone: text,
  /** Answers to the optional sign-up fields an admin enabled. */
  extra: z.record(z.string(), z.string()),
  /** When the user asked to become an organizer (spec 6: the team validates it). */
  organizerRequestedAt: isoDate.nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The admin's view of a user (spec 3, /manage/manage-users). */
export const adminUserSchema = sessionUserSchema.extend({
  approved: z.boolean(),
  activated: z.boolean(),
  activatedAt: isoDate.nullable(),
  external: z.boolean(),
  recommendedBy: text,
  created: isoDate,
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/profiles/{id}: what anybody may see of a user whose profile is public. */
export const publicProfileSchema = z.object({
  id: z.number().int(),
  name: text,
  surname: text,
  avatar: text,
  description: text,
  country: text,
  company: text,
  job: text,
  youtube: text,
  twitter: text,
  facebook: text,
  instagram: text,
  linkedin: text,
  web: text,
  organizer: z.boolean(),
  publicProfile: z.boolean(),
  memberSince: isoDate,
  /** The viewer is the owner: the page may show it even while hidden. */
  own: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** POST /api/auth/login. */
export const loginAnswerSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
/** POST /api/auth/activate: the user, and whether an administrator must still approve them. */
export const activationAnswerSchema = z.object({ user: sessionUserSchema, approvalRequired: z.boolean() });
export type ActivationAnswer = z.infer<typeof activationAnswerSchema>;
/** POST /api/auth/signup: the same whether or not the email had an account. */
export const signupAnswerSchema = z.object({ activationRequired: z.literal(true) });
export type SignupAnswer = z.infer<typeof signupAnswerSchema>;
/** GET /api/auth/activate/{token} and /api/auth/reset/{token}: the link may still be used. */
export const linkValidSchema = z.object({ valid: z.literal(true) });
/** Accepted or done, nothing more to say (recovery, resend, reset, contact). */
export const okSchema = z.object({ ok: z.literal(true) });
