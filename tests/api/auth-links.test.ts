import { describe, expect, it } from 'vitest';
import { AuthToken, User } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call, STRONG_PASSWORD, uniqueEmail } from './helpers/client.ts';
import { createUser, lastMailToken, mailsTo, signUp } from './helpers/users.ts';

/**
 * The site's access pages (issue 11): a not-activated account that signs in with its password is told so
 * (and may ask for the link again, rate-limited), and an emailed link is checked when its page opens,
 * without being spent.
 */
const login = (email: string, password: string, opts: { lang?: string; ip?: string } = {}) =>
  call('POST', '/api/auth/login', { body: { email, password }, ...opts });
const checkActivation = (token: string) => call('GET', `/api/auth/activate/${encodeURIComponent(token)}`);
const checkReset = (token: string) => call('GET', `/api/auth/reset/${encodeURIComponent(token)}`);
const resend = (email: string, ip?: string) =>
  call('POST', '/api/auth/activate/resend', { body: { email }, ...(ip ? { ip } : {}) });

let lastIp = 0;
/** A fresh client address per test: the per-IP counters are shared by the whole run. */
const newIp = () => `198.19.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

describe('link checks: params', () => {
  it('refuses a token longer than any we issue, and answers unknown tokens with the catalogue code', async () => {
    expectError(await checkActivation('x'.repeat(201)), 400, 'INVALID_PARAMETER');
    expectError(await checkReset('x'.repeat(201)), 400, 'INVALID_PARAMETER');
    expectError(await checkActivation('no-such-token'), 400, 'ACTIVATION_INVALID');
    const en = await call('GET', '/api/auth/reset/no-such-token', { lang: 'en' });
    expectError(en, 400, 'RESET_TOKEN_INVALID');
    expect(en.body.error.message).toMatch(/^The password reset link is not valid/);
  });
});

describe('sign-in of an account that is not activated yet', () => {
  it('tells only the right password, whatever the case of the email, and sets no cookie', async () => {
    const { email, password } = await signUp();
    const right = await login(` ${email.toUpperCase()} `, password, { lang: 'pt' });
    expectError(right, 403, 'ACCOUNT_NOT_ACTIVATED');
    expect(right.body.error.message).toMatch(/^A sua conta ainda não está ativada/);
    expect(right.headers.get('set-cookie')).toBeNull();
    // A wrong password gets exactly what an unknown address gets.
    const wrong = await login(email, `${password}!`);
    const unknown = await login(uniqueEmail('ghost'), password);
    expectError(wrong, 401, 'LOGIN_FAILED');
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each(['disapproved', 'deleted'] as const)(
    'says nothing of activation to a %s account',
    async (status) => {
      const { user, password } = await createUser({ status, activated: false });
      expectError(await login(user.email, password), 401, 'LOGIN_FAILED');
    },
  );

  it('still tells a blocked account that it is blocked, activated or not', async () => {
    const { user, password } = await createUser({ status: 'blocked', activated: false });
    expectError(await login(user.email, password), 403, 'ACCOUNT_BLOCKED');
  });

  it('resends the link it was told about, and the new link activates the account', async () => {
    const { email, password } = await signUp();
    expectError(await login(email, password), 403, 'ACCOUNT_NOT_ACTIVATED');
    expect((await resend(email)).status).toBe(202);
    expect(await mailsTo(email, 'activation')).toHaveLength(2);
    const token = await lastMailToken(email, 'activation');
    expect((await call('POST', '/api/auth/activate', { body: { token } })).status).toBe(200);
    expect((await login(email, password)).status).toBe(200);
  });

  it('rate-limits resending like the other anonymous emails: 5 per account, then 429', async () => {
    const { email } = await signUp();
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await resend(email, ip)).status).toBe(202);
    const refused = await resend(email, ip);
    expectError(refused, 429, 'TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The sign-up's email and five resends: the refused one sent nothing.
    expect(await mailsTo(email, 'activation')).toHaveLength(6);
  });

  it('rate-limits resending per client address across accounts (30 per window)', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) expect((await resend(uniqueEmail('many'), ip)).status).toBe(202);
    expectError(await resend(uniqueEmail('many'), ip), 429, 'TOO_MANY_REQUESTS');
    // Another address is not slowed by that one.
    expect((await resend(uniqueEmail('other'), newIp())).status).toBe(202);
  });
});

describe('checking an activation link when its page opens', () => {
  it('answers a fresh link as usable, any number of times, without spending it', async () => {
    const { email, id } = await signUp();
    const token = await lastMailToken(email, 'activation');
    for (let i = 0; i < 3; i++) expect((await checkActivation(token)).body).toEqual({ valid: true });
    expect((await User.findByPk(id))?.activatedAt).toBeNull();
    expect((await call('POST', '/api/auth/activate', { body: { token } })).status).toBe(200);
  });

  it('answers a used, expired or blocked account link as invalid', async () => {
    const used = await signUp();
    const usedToken = await lastMailToken(used.email, 'activation');
    expect((await call('POST', '/api/auth/activate', { body: { token: usedToken } })).status).toBe(200);
    expectError(await checkActivation(usedToken), 400, 'ACTIVATION_INVALID');

    const expired = await signUp();
    const expiredToken = await lastMailToken(expired.email, 'activation');
    await AuthToken.update(
      { expiresAt: new Date(Date.now() - 1000) },
      { where: { userId: expired.id, kind: 'activation' } },
    );
    expectError(await checkActivation(expiredToken), 400, 'ACTIVATION_INVALID');

    const blocked = await signUp();
    const blockedToken = await lastMailToken(blocked.email, 'activation');
    await User.update({ status: 'blocked' }, { where: { id: blocked.id } });
    expectError(await checkActivation(blockedToken), 400, 'ACTIVATION_INVALID');
  });

  it('does not take a reset link for an activation link, nor the other way round', async () => {
    const { user } = await createUser();
    expect((await call('POST', '/api/auth/recovery', { body: { email: user.email } })).status).toBe(202);
    const resetToken = await lastMailToken(user.email, 'reset');
    expectError(await checkActivation(resetToken), 400, 'ACTIVATION_INVALID');
    expect((await checkReset(resetToken)).body).toEqual({ valid: true });
  });
});

describe('checking a password reset link when its page opens', () => {
  it('is usable until it is used, then invalid', async () => {
    const { user } = await createUser();
    await call('POST', '/api/auth/recovery', { body: { email: user.email } });
    const token = await lastMailToken(user.email, 'reset');
    expect((await checkReset(token)).status).toBe(200);
    // Checking spends nothing: the link still changes the password.
    const body = { token, password: 'N3w.Password', passwordConfirm: 'N3w.Password' };
    expect((await call('POST', '/api/auth/reset', { body })).status).toBe(200);
    expectError(await checkReset(token), 400, 'RESET_TOKEN_INVALID');
    expectError(await login(user.email, STRONG_PASSWORD), 401, 'LOGIN_FAILED');
  });

  it('is invalid once expired', async () => {
    const { user } = await createUser();
    await call('POST', '/api/auth/recovery', { body: { email: user.email } });
    const token = await lastMailToken(user.email, 'reset');
    await AuthToken.update(
      { expiresAt: new Date(Date.now() - 1000) },
      { where: { userId: user.id, kind: 'reset' } },
    );
    expectError(await checkReset(token), 400, 'RESET_TOKEN_INVALID');
  });
});
