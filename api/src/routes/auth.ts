import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { LANGUAGES, type PROFILE_FIELDS } from '../../../models/index.ts';
import { currentUser, requireAuth } from '../auth/guards.ts';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../auth/tokens.ts';
import type { AppEnv } from '../context.ts';
import { publicUrl } from '../env.ts';
import { AppError } from '../errors.ts';
import { clientIp } from '../lib/client.ts';
import { readJson } from '../lib/validate.ts';
import * as auth from '../services/auth.ts';
import { updateProfile } from '../services/users.ts';

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

function setSessionCookie(c: Parameters<typeof setCookie>[0], token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: publicUrl.startsWith('https://'),
    path: '/',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export const tokenBody = z.strictObject({ token: z.string().min(1).max(200) });
export const emailBody = z.strictObject({ email });
export const loginBody = z.strictObject({ email: z.string().trim().min(1).max(254), password });
export const resetBody = z.strictObject({
  token: z.string().min(1).max(200),
  password,
  passwordConfirm: password,
});

export const authRoutes = new Hono<AppEnv>()
  .post('/signup', async (c) => {
    const body = await readJson(c, signupBody);
    const user = await auth.signup(body, c.get('lang'));
    return c.json({ user: user.toSessionJSON(), activationRequired: true }, 201);
  })
  .post('/activate', async (c) => {
    const { token } = await readJson(c, tokenBody);
    const { user, approvalRequired } = await auth.activate(token);
    return c.json({ user: user.toSessionJSON(), approvalRequired });
  })
  .post('/activate/resend', async (c) => {
    const body = await readJson(c, emailBody);
    await auth.resendActivation(body.email, clientIp(c));
    return c.json({ ok: true }, 202);
  })
  .post('/login', async (c) => {
    const body = await readJson(c, loginBody);
    const { token, user } = await auth.login(body, {
      ip: clientIp(c),
      userAgent: c.req.header('user-agent') ?? null,
    });
    setSessionCookie(c, token);
    return c.json({ token, user: user.toSessionJSON() });
  })
  .post('/logout', async (c) => {
    const tokenId = c.get('sessionTokenId');
    if (tokenId) await auth.logout(tokenId);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.body(null, 204);
  })
  .post('/recovery', async (c) => {
    const body = await readJson(c, emailBody);
    await auth.requestRecovery(body.email, clientIp(c));
    return c.json({ ok: true }, 202);
  })
  .post('/reset', async (c) => {
    const body = await readJson(c, resetBody);
    await auth.resetPassword(body);
    return c.json({ ok: true });
  })
  .get('/me', requireAuth(), (c) => c.json(currentUser(c).toSessionJSON()))
  .put('/me', requireAuth(), async (c) => {
    const body = await readJson(c, profileBody);
    const user = currentUser(c);
    const { currentPassword, newPassword, newPasswordConfirm, requestOrganizer, ...profile } = body;
    if (newPassword !== undefined || currentPassword !== undefined) {
      if (!currentPassword || !newPassword) {
        const field = currentPassword ? 'newPassword' : 'currentPassword';
        throw new AppError('VALIDATION_ERROR', { details: field }, [{ field, message: '' }]);
      }
      await auth.changePassword(
        user,
        { currentPassword, newPassword, newPasswordConfirm: newPasswordConfirm ?? '' },
        c.get('sessionTokenId'),
      );
    }
    await updateProfile(user, profile, { requestOrganizer: requestOrganizer === true });
    return c.json(user.toSessionJSON());
  });
