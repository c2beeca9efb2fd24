import { afterAll, describe, expect, it } from 'vitest';
import { AuthToken, User } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call, STRONG_PASSWORD, uniqueEmail } from './helpers/client.ts';
import { adminToken, putSetting, restore } from './helpers/settings.ts';
import { createUser, lastMailToken, mailsTo, signUp } from './helpers/users.ts';

const ES_LOGIN_FAILED = 'Los datos de acceso son incorrectos o tus credenciales aún no han sido aprobadas';
const EN_LOGIN_FAILED = 'The login details are incorrect or your credentials have not been approved yet';

const login = (email: string, password: string, opts: { lang?: string; ip?: string } = {}) =>
  call('POST', '/api/auth/login', { body: { email, password }, ...opts });
const activate = (token: unknown) => call('POST', '/api/auth/activate', { body: { token } });

describe('activation and login: params', () => {
  it('validates the login body', async () => {
    expectError(
      await call('POST', '/api/auth/login', { body: { email: 'a@b.test' } }),
      422,
      'VALIDATION_ERROR',
      'password',
    );
    expectError(
      await call('POST', '/api/auth/login', { body: { password: 'x' } }),
      422,
      'VALIDATION_ERROR',
      'email',
    );
    expectError(await login('a@b.test', 12 as never), 422, 'VALIDATION_ERROR', 'password');
    expectError(await login(`${'a'.repeat(255)}@b.test`, 'x'), 422, 'VALIDATION_ERROR', 'email');
    expectError(await call('POST', '/api/auth/login', { raw: '{email:' }), 400, 'INVALID_JSON');
    expectError(
      await call('POST', '/api/auth/login', { raw: '{}', contentType: null }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('validates the activation and resend bodies', async () => {
    expectError(await activate(undefined), 422, 'VALIDATION_ERROR', 'token');
    expectError(await activate(''), 422, 'VALIDATION_ERROR', 'token');
    expectError(await activate(123), 422, 'VALIDATION_ERROR', 'token');
    expectError(await activate('x'.repeat(201)), 422, 'VALIDATION_ERROR', 'token');
    expectError(await activate('no-such-token'), 400, 'ACTIVATION_INVALID');
    const resend = (body: unknown) => call('POST', '/api/auth/activate/resend', { body });
    expectError(await resend({}), 422, 'VALIDATION_ERROR', 'email');
    expectError(await resend({ email: 'nope' }), 422, 'VALIDATION_ERROR', 'email');
    expectError(await resend({ email: 'a@b.test', extra: 1 }), 422, 'VALIDATION_ERROR', 'extra');
  });
});

describe('activation', () => {
  it('refuses login before activation: the right password learns why, a wrong one the spec message', async () => {
    const { email, password } = await signUp();
    const es = await login(email, password);
    expectError(es, 403, 'ACCOUNT_NOT_ACTIVATED');
    expect(es.body.error.message).toMatch(/^Tu cuenta aún no está activada/);
    expect(es.headers.get('set-cookie')).toBeNull();
    const en = await login(email, password, { lang: 'en' });
    expectError(en, 403, 'ACCOUNT_NOT_ACTIVATED');
    expect(en.body.error.message).toMatch(/^Your account is not activated yet/);
    const wrong = await login(email, `${password}!`, { lang: 'en' });
    expect(wrong.body).toEqual({ error: { code: 'LOGIN_FAILED', message: EN_LOGIN_FAILED } });
    expect(wrong.status).toBe(401);
  });

  it('activates with the emailed token once; the second use is refused', async () => {
    const { email, password } = await signUp();
    const token = await lastMailToken(email, 'activation');
    const res = await activate(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ approvalRequired: false, user: { email, status: 'approved' } });
    const user = await User.findByEmail(email);
    expect(user?.activatedAt).toBeInstanceOf(Date);
    expect(user?.status).toBe('approved');
    expectError(await activate(token), 400, 'ACTIVATION_INVALID');
    expect((await login(email, password)).status).toBe(200);
  });

  it('lets exactly one of 10 concurrent activations of one token succeed', async () => {
    const { email } = await signUp();
    const token = await lastMailToken(email, 'activation');
    const answers = await Promise.all(Array.from({ length: 10 }, () => activate(token)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const others = answers.filter((r) => r.status !== 200);
    expect(others).toHaveLength(9);
    for (const r of others) expectError(r, 400, 'ACTIVATION_INVALID');
  });

  it('refuses an expired activation token', async () => {
    const { email, id } = await signUp();
    const token = await lastMailToken(email, 'activation');
    await AuthToken.update(
      { expiresAt: new Date(Date.now() - 1000) },
      { where: { userId: id, kind: 'activation' } },
    );
    expectError(await activate(token), 400, 'ACTIVATION_INVALID');
    expect((await User.findByPk(id))?.activatedAt).toBeNull();
  });

  it.each(['blocked', 'deleted'] as const)('refuses to activate a %s account', async (status) => {
    const { email, id } = await signUp();
    const token = await lastMailToken(email, 'activation');
    await User.update({ status }, { where: { id } });
    expectError(await activate(token), 400, 'ACTIVATION_INVALID');
    const user = await User.findByPk(id);
    expect([user?.status, user?.activatedAt]).toEqual([status, null]);
  });

  it('resends a new activation email (202), and answers 202 with no email for unknown addresses', async () => {
    const { email, password } = await signUp();
    const first = await lastMailToken(email, 'activation');
    const res = await call('POST', '/api/auth/activate/resend', { body: { email: email.toUpperCase() } });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true });
    const mails = await mailsTo(email, 'activation');
    expect(mails).toHaveLength(2);
    const second = await lastMailToken(email, 'activation');
    expect(second).not.toBe(first);
    expect((await activate(second)).status).toBe(200);
    expect((await login(email, password)).status).toBe(200);

    const unknown = uniqueEmail('nobody');
    const none = await call('POST', '/api/auth/activate/resend', { body: { email: unknown } });
    expect(none.status).toBe(202);
    expect(none.body).toEqual({ ok: true });
    expect(await mailsTo(unknown)).toHaveLength(0);
  });

  it('does not resend to an account already activated', async () => {
    const { user } = await createUser();
    expect((await call('POST', '/api/auth/activate/resend', { body: { email: user.email } })).status).toBe(
      202,
    );
    expect(await mailsTo(user.email)).toHaveLength(0);
  });
});

describe('login', () => {
  it('answers a token and sets an httpOnly session cookie', async () => {
    const { user, password } = await createUser({ roles: ['PRODUCER'] });
    const res = await login(` ${user.email.toUpperCase()} `, password);
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.user).toMatchObject({ id: user.id, email: user.email, roles: ['PRODUCER'] });
    expect(res.body.user).not.toHaveProperty('passwordHash');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`platea_session=${res.body.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    // Only the hash of the token is stored.
    const rows = await AuthToken.findAll({ where: { userId: user.id, kind: 'session' } });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toBe(res.body.token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    const { user } = await createUser();
    const wrong = await login(user.email, `${STRONG_PASSWORD}!`);
    const unknown = await login(uniqueEmail('ghost'), STRONG_PASSWORD);
    expect(wrong.body).toEqual({ error: { code: 'LOGIN_FAILED', message: ES_LOGIN_FAILED } });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
  });

  it.each(['deleted', 'disapproved'] as const)(
    'refuses a %s user with the right password',
    async (status) => {
      const { user, password } = await createUser({ status });
      expectError(await login(user.email, password), 401, 'LOGIN_FAILED');
    },
  );

  it('tells a blocked user with the right password that the account is blocked, and no one else', async () => {
    const { user, password } = await createUser({ status: 'blocked' });
    const res = await call('POST', '/api/auth/login', {
      body: { email: user.email, password },
      lang: 'en',
    });
    expectError(res, 403, 'ACCOUNT_BLOCKED');
    expect(res.body.error.message).toMatch(/^Your account has been blocked/);
    // A wrong password learns nothing about the account.
    expectError(await login(user.email, `${password}!`), 401, 'LOGIN_FAILED');
  });
});

describe('manual approval (approveUsers)', () => {
  afterAll(() => restore('/api/config'));

  it('keeps an activated user out until an administrator approves them', async () => {
    const saved = await putSetting('/api/config', { approveUsers: true });
    expect(saved.approveUsers).toBe(true);
    const { email, password, id } = await signUp();
    const activated = await activate(await lastMailToken(email, 'activation'));
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({ approvalRequired: true, user: { status: 'pending' } });
    expect((await User.findByPk(id))?.activatedAt).toBeInstanceOf(Date);
    // The right password learns that the account waits for approval, in the caller's language; a wrong
    // one only hears the spec's generic message, and no cookie is set either way.
    const es = await login(email, password);
    expectError(es, 403, 'ACCOUNT_AWAITING_APPROVAL');
    expect(es.body.error.message).toMatch(/^Tu cuenta está activada y pendiente de que el equipo la apruebe/);
    expect(es.headers.get('set-cookie')).toBeNull();
    const en = await login(email, password, { lang: 'en' });
    expect(en.body.error.message).toMatch(
      /^Your account is activated and waiting for the team to approve it/,
    );
    const pt = await login(email, password, { lang: 'pt' });
    expect(pt.body.error.message).toMatch(/^A sua conta está ativada e à espera de ser aprovada/);
    const wrong = await login(email, `${password}!`, { lang: 'en' });
    expect(wrong.body).toEqual({ error: { code: 'LOGIN_FAILED', message: EN_LOGIN_FAILED } });
    expect(await mailsTo(email, 'approved')).toHaveLength(0);

    const approved = await call('PUT', `/api/users/${id}`, {
      token: await adminToken(),
      body: { status: 'approved' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id, status: 'approved', approved: true });
    const mails = await mailsTo(email, 'approved');
    expect(mails).toHaveLength(1);
    expect(mails[0].links).toEqual(['http://platea.test/login']);
    expect((await login(email, password)).status).toBe(200);
  });

  it('lets a pending, activated user in once approval is switched off', async () => {
    await putSetting('/api/config', { approveUsers: true });
    const { email, password } = await signUp();
    await activate(await lastMailToken(email, 'activation'));
    expectError(await login(email, password), 403, 'ACCOUNT_AWAITING_APPROVAL');
    await putSetting('/api/config', { approveUsers: false });
    expect((await login(email, password)).status).toBe(200);
  });
});
