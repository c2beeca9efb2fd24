import type { IncomingMessage } from 'node:http';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { publicUrl } from '../../env.ts';
import { AppError } from '../../errors.ts';
import { clientIp, isHttps } from '../../lib/client.ts';
import { routes } from '../../lib/route.ts';
import {
  activationAnswerSchema,
  linkValidSchema,
  loginAnswerSchema,
  okSchema,
  sessionUserSchema,
  signupAnswerSchema,
} from '../../shared/accounts.ts';
import { isSameOrigin } from '../../shared/same-origin.ts';
import { emailBody, loginBody, profileBody, resetBody, signupBody, tokenBody } from '../schemas/auth.ts';
import * as auth from '../services/auth.ts';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../services/tokens.ts';
import { updateOwnProfile } from '../services/users.ts';

/** Secure whenever the visitor is on https: the public address says so, or a trusted proxy does. */
function overHttps(c: Parameters<typeof setCookie>[0]): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return publicUrl.startsWith('https://') || (incoming !== undefined && isHttps(incoming));
}

function setSessionCookie(c: Parameters<typeof setCookie>[0], token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: overHttps(c),
    path: '/',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export const authRoutes = routes('/api/auth', 'auth')
  .post(
    '/signup',
    {
      summary: 'Sign up (the same answer whether or not the email has an account)',
      access: 'anonymous',
      response: signupAnswerSchema,
      body: signupBody,
      status: 201,
    },
    async (c, { body }) => {
      await auth.signup(body, c.get('lang'), clientIp(c));
      return c.json({ activationRequired: true }, 201);
    },
  )
  .post(
    '/activate',
    {
      summary: 'Activate with the emailed token',
      access: 'anonymous',
      response: activationAnswerSchema,
      body: tokenBody,
    },
    async (c, { body }) => {
      const { user, approvalRequired } = await auth.activate(body.token);
      return c.json({ user: user.toSessionJSON(), approvalRequired });
    },
  )
  .get(
    '/activate/:token',
    {
      summary: 'Is an activation link still usable (spends nothing)',
      access: 'anonymous',
      response: linkValidSchema,
    },
    async (c, { params }) => {
      await auth.checkLinkToken('activation', params.token);
      return c.json({ valid: true });
    },
  )
  .post(
    '/activate/resend',
    {
      summary: 'Send the activation email again',
      access: 'anonymous',
      response: okSchema,
      body: emailBody,
      status: 202,
    },
    async (c, { body }) => {
      await auth.resendActivation(body.email, clientIp(c));
      return c.json({ ok: true }, 202);
    },
  )
  .post(
    '/login',
    {
      summary: 'Sign in: a bearer token and the session cookie',
      access: 'anonymous',
      response: loginAnswerSchema,
      body: loginBody,
    },
    async (c, { body }) => {
      const { token, user } = await auth.login(body, {
        ip: clientIp(c),
        userAgent: c.req.header('user-agent') ?? null,
      });
      setSessionCookie(c, token);
      return c.json({ token, user: user.toSessionJSON() });
    },
  )
  .post(
    '/logout',
    {
      summary: 'Revoke the current token and clear the cookie',
      access: 'anonymous',
      status: 204,
      response: null,
    },
    async (c) => {
      const cookie = getCookie(c, SESSION_COOKIE);
      // Another site can make the browser post here with our cookie: only our own pages (the rule of the
      // site's /logout) or a bearer client may sign a cookie out. Without any session there is nothing to do.
      if (cookie && c.get('authVia') !== 'bearer' && !isSameOrigin(c.req.raw))
        throw new AppError('FORBIDDEN');
      // The session ends on the server, not only in the browser: the cookie's value is dead afterwards.
      await auth.logout({ tokenId: c.get('sessionTokenId'), token: cookie ?? null });
      deleteCookie(c, SESSION_COOKIE, { path: '/' });
      return c.body(null, 204);
    },
  )
  .post(
    '/recovery',
    {
      summary: 'Email a password reset link',
      access: 'anonymous',
      response: okSchema,
      body: emailBody,
      status: 202,
    },
    async (c, { body }) => {
      await auth.requestRecovery(body.email, clientIp(c));
      return c.json({ ok: true }, 202);
    },
  )
  .post(
    '/reset',
    {
      summary: 'Set a new password with the emailed token',
      access: 'anonymous',
      response: okSchema,
      body: resetBody,
    },
    async (c, { body }) => {
      await auth.resetPassword(body);
      return c.json({ ok: true });
    },
  )
  .get(
    '/reset/:token',
    {
      summary: 'Is a password reset link still usable (spends nothing)',
      access: 'anonymous',
      response: linkValidSchema,
    },
    async (c, { params }) => {
      await auth.checkLinkToken('reset', params.token);
      return c.json({ valid: true });
    },
  )
  .get(
    '/me',
    { summary: 'The session user', access: 'signed-in', response: sessionUserSchema },
    (c, { user }) => c.json(user.toSessionJSON()),
  )
  .put(
    '/me',
    {
      summary: 'Update profile, billing, password; ask to become an organizer',
      access: 'signed-in',
      response: sessionUserSchema,
      body: profileBody,
    },
    async (c, { user, body }) => {
      await updateOwnProfile(user, body, c.get('sessionTokenId'));
      return c.json(user.toSessionJSON());
    },
  );
