import { z } from 'zod';
import { LANGUAGES, type PROFILE_FIELDS } from '../../../../models/index.ts';

/** Bodies of the account calls: sign-up, activation, sign-in, recovery, reset, profile. */
const email = z.string().trim().min(1).max(254).email();
const password = z.string().min(1).max(200);
const text = (max: number) => z.string().trim().max(max);

export const signupBody = z.strictObject({
  role: z.enum(['attendee', 'organizer']),
  email,
  emailConfirm: z.string().trim().min(1).max(254),
  password,
  passwordConfirm: password,
  privacyAccepted: z.boolean(),
  promoConsent: z.boolean().optional(),
  name: text(100).optional(),
  surname: text(100).optional(),
  language: z.enum(LANGUAGES).optional(),
  /** The browser's zone (Intl); one Intl does not know falls back to the site's, never refuses a sign-up. */
  timezone: text(64).optional(),
  extra: z
    .strictObject({
      birthDate: z.iso.date().optional(),
      phone: z
        .string()
        .trim()
        .regex(/^\+?[0-9 ()-]{6,20}$/)
        .optional(),
      speciality: text(120).optional(),
      pathology: text(120).optional(),
      professionalLevel: text(120).optional(),
      hospital: text(160).optional(),
      registrationCode: text(60).optional(),
    })
    .optional(),
});

// Only web links: these are rendered as href on public profiles, so javascript: or data: would run there.
const url = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(500)
      .url({ protocol: /^https?$/ }),
  ])
  .nullable();
export const profileBody = z.strictObject({
  name: text(100).nullable().optional(),
  surname: text(100).nullable().optional(),
  country: text(2).nullable().optional(),
  language: z.enum(LANGUAGES).optional(),
  timezone: text(64).min(1).optional(),
  avatar: url.optional(),
  description: text(2000).nullable().optional(),
  youtube: url.optional(),
  twitter: url.optional(),
  facebook: url.optional(),
  instagram: url.optional(),
  linkedin: url.optional(),
  web: url.optional(),
  publicProfile: z.boolean().optional(),
  newsletter: z.boolean().optional(),
  promoConsent: z.boolean().optional(),
  company: text(160).nullable().optional(),
  job: text(160).nullable().optional(),
  billingCompany: text(160).nullable().optional(),
  billingNif: text(20).nullable().optional(),
  billingAddress: text(200).nullable().optional(),
  billingCity: text(100).nullable().optional(),
  billingPostalCode: text(12).nullable().optional(),
  billingCountry: text(2).nullable().optional(),
  billingPrefix: z
    .string()
    .trim()
    .regex(/^\+?[0-9]{1,4}$/)
    .nullable()
    .optional()
    .or(z.literal('')),
  billingPhone: z
    .string()
    .trim()
    .regex(/^[0-9 ()-]{6,20}$/)
    .nullable()
    .optional()
    .or(z.literal('')),
  currentPassword: password.optional(),
  newPassword: password.optional(),
  newPasswordConfirm: password.optional(),
  requestOrganizer: z.literal(true).optional(),
}) satisfies z.ZodType<Partial<Record<(typeof PROFILE_FIELDS)[number], unknown>>>;

export const tokenBody = z.strictObject({ token: z.string().min(1).max(200) });
export const emailBody = z.strictObject({ email });
export const loginBody = z.strictObject({ email: z.string().trim().min(1).max(254), password });
export const resetBody = z.strictObject({
  token: z.string().min(1).max(200),
  password,
  passwordConfirm: password,
});
