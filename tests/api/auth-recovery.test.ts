import { describe, expect, it } from 'vitest';
import { AuthToken, User } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call, STRONG_PASSWORD, uniqueEmail } from './helpers/client.ts';
import { createUser, lastMailToken, login, mailsTo, signUp } from './helpers/users.ts';

const NEW_PASSWORD = 'N3w.Passw0rd';

const recover = (email: string) => call('POST', '/api/auth/recovery', { body: { email } });
const reset = (body: Record<string, unknown>) => call('POST', '/api/auth/reset', { body });
const me = (token: string) => call('GET', '/api/auth/me', { token });

/** A user with a pending reset link. */
async function withResetToken() {
  const { user, password } = await createUser();
  expect((await recover(user.email)).status).toBe(202);
  return { user, password, token: await lastMailToken(user.email, 'reset') };
}

describe('recovery and reset: params', () => {
  it('validates the recovery body', async () => {
    expectError(await call('POST', '/api/auth/recovery', { body: {} }), 422, 'VALIDATION_ERROR', 'email');
    expectError(await recover('not-an-email'), 422, 'VALIDATION_ERROR', 'email');
    expectError(await call('POST', '/api/auth/recovery', { raw: '{"email"' }), 400, 'INVALID_JSON');
  });

  it('validates the reset body', async () => {
    expectError(
      await reset({ password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD }),
      422,
      'VALIDATION_ERROR',
      'token',
    );
    expectError(
      await reset({ token: 'abc', passwordConfirm: NEW_PASSWORD }),
      422,
      'VALIDATION_ERROR',
      'password',
    );
    expectError(
      await reset({ token: 'abc', password: NEW_PASSWORD, passwordConfirm: true }),
      422,
      'VALIDATION_ERROR',
      'passwordConfirm',
    );
    expectError(
      await reset({ token: 'abc', password: 'x'.repeat(201), passwordConfirm: 'x' }),
      422,
      'VALIDATION_ERROR',
      'password',
    );
    expectError(
      await reset({ token: 'abc', password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD }),
      400,
      'RESET_TOKEN_INVALID',
    );
  });
});

describe('recovery', () => {
  it('answers 202 and emails a reset link', async () => {
    const { user } = await createUser({ language: 'en' });
    const res = await recover(user.email.toUpperCase());
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true });
    const mails = await mailsTo(user.email, 'reset');
    expect(mails).toHaveLength(1);
    expect(mails[0].links[0]).toMatch(/^http:\/\/platea\.test\/reset-password\/[A-Za-z0-9_-]{43}$/);
    expect(mails[0].subject).toBe('Reset your Platea password');
    expect(mails[0].bodyHtml).toContain(mails[0].links[0]);
  });

  it('answers 202 and sends nothing for an unknown, blocked or deleted address', async () => {
    const unknown = uniqueEmail('nobody');
    const res = await recover(unknown);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true });
    expect(await mailsTo(unknown)).toHaveLength(0);
    for (const status of ['blocked', 'deleted'] as const) {
      const { user } = await createUser({ status });
      expect((await recover(user.email)).status).toBe(202);
      expect(await mailsTo(user.email)).toHaveLength(0);
    }
  });
});

describe('reset', () => {
  it('refuses a weak password and passwords that do not match, keeping the token usable', async () => {
    const { token } = await withResetToken();
    expectError(
      await reset({ token, password: 'weakpass', passwordConfirm: 'weakpass' }),
      422,
      'PASSWORD_TOO_WEAK',
      'password',
    );
    expectError(
      await reset({ token, password: NEW_PASSWORD, passwordConfirm: `${NEW_PASSWORD}x` }),
      422,
      'PASSWORDS_DO_NOT_MATCH',
      'passwordConfirm',
    );
    expect((await reset({ token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD })).status).toBe(200);
  });

  it('changes the password, revokes every session and works once', async () => {
    const { user, password, token } = await withResetToken();
    const session1 = await login(user.email, password);
    const session2 = await login(user.email, password);
    const res = await reset({ token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });

    expectError(await me(session1), 401, 'AUTH_REQUIRED');
    expectError(await me(session2), 401, 'AUTH_REQUIRED');
    expectError(
      await call('POST', '/api/auth/login', { body: { email: user.email, password } }),
      401,
      'LOGIN_FAILED',
    );
    const fresh = await login(user.email, NEW_PASSWORD);
    expect((await me(fresh)).status).toBe(200);

    const again = await reset({ token, password: 'An0ther.Pass', passwordConfirm: 'An0ther.Pass' });
    expectError(again, 400, 'RESET_TOKEN_INVALID');
    expect((await me(fresh)).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const { user, password, token } = await withResetToken();
    await AuthToken.update(
      { expiresAt: new Date(Date.now() - 1000) },
      { where: { userId: user.id, kind: 'reset' } },
    );
    const res = await reset({ token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    expectError(res, 400, 'RESET_TOKEN_INVALID');
    expect(res.body.error.message).toBe(
      'El enlace para restablecer la contraseña no es válido, ha caducado o ya se ha usado',
    );
    expect(await login(user.email, password)).toBeTruthy();
  });

  it('refuses an activation token used as a reset token', async () => {
    const { email } = await signUp();
    const activation = await lastMailToken(email, 'activation');
    expectError(
      await reset({ token: activation, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD }),
      400,
      'RESET_TOKEN_INVALID',
    );
  });

  it('activates an account that never followed its activation link', async () => {
    const { email, id } = await signUp();
    await recover(email);
    const token = await lastMailToken(email, 'reset');
    expect((await reset({ token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD })).status).toBe(200);
    expect((await User.findByPk(id))?.activatedAt).toBeInstanceOf(Date);
    expect(await login(email, NEW_PASSWORD)).toBeTruthy();
  });

  it('refuses the link of a user blocked after asking for it', async () => {
    const { user, token } = await withResetToken();
    await user.update({ status: 'blocked' });
    expectError(
      await reset({ token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD }),
      400,
      'RESET_TOKEN_INVALID',
    );
  });
});

describe('PUT /api/auth/me: password change', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    call('PUT', '/api/auth/me', { token, body });

  it('requires the current password and a confirmed strong new one', async () => {
    const { user, password } = await createUser();
    const token = await login(user.email, password);
    const wrong = await change(token, {
      currentPassword: 'Wrong.Pass1',
      newPassword: NEW_PASSWORD,
      newPasswordConfirm: NEW_PASSWORD,
    });
    expectError(wrong, 422, 'CURRENT_PASSWORD_WRONG', 'currentPassword');
    expect(wrong.body.error.message).toBe(
      'Error al actualizar la contraseña: la contraseña actual no es correcta',
    );
    expectError(
      await change(token, { newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD }),
      422,
      'VALIDATION_ERROR',
      'currentPassword',
    );
    expectError(await change(token, { currentPassword: password }), 422, 'VALIDATION_ERROR', 'newPassword');
    expectError(
      await change(token, {
        currentPassword: password,
        newPassword: NEW_PASSWORD,
        newPasswordConfirm: 'Other.Pass1',
      }),
      422,
      'PASSWORDS_DO_NOT_MATCH',
      'newPasswordConfirm',
    );
    expectError(
      await change(token, {
        currentPassword: password,
        newPassword: 'weakweak',
        newPasswordConfirm: 'weakweak',
      }),
      422,
      'PASSWORD_TOO_WEAK',
      'newPassword',
    );
    expect(await login(user.email, password)).toBeTruthy();
  });

  it('changes the password, keeps this session and revokes the others', async () => {
    const { user } = await createUser();
    const current = await login(user.email, STRONG_PASSWORD);
    const other = await login(user.email, STRONG_PASSWORD);
    const res = await change(current, {
      currentPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
      newPasswordConfirm: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
    expect((await me(current)).status).toBe(200);
    expectError(await me(other), 401, 'AUTH_REQUIRED');
    expectError(
      await call('POST', '/api/auth/login', { body: { email: user.email, password: STRONG_PASSWORD } }),
      401,
      'LOGIN_FAILED',
    );
    expect(await login(user.email, NEW_PASSWORD)).toBeTruthy();
  });
});
