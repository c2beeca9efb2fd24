import { describe, expect, it } from 'vitest';
import { AuthToken, User, type UserStatus } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call, STRONG_PASSWORD } from './helpers/client.ts';
import { adminToken } from './helpers/settings.ts';
import { createUser, login, mailsTo, signedIn, signupBody } from './helpers/users.ts';

const setStatus = async (id: number, status: string, lang?: string) =>
  call('PUT', `/api/users/${id}`, { token: await adminToken(), body: { status }, lang });
const me = (token: string) => call('GET', '/api/auth/me', { token });

describe('PUT /api/users/:id: transitions', () => {
  // [from, to, allowed]: spec 4 approve, disapprove, block, unblock.
  const cases: [UserStatus, UserStatus, boolean][] = [
    ['pending', 'approved', true],
    ['disapproved', 'approved', true],
    ['blocked', 'approved', true],
    ['pending', 'disapproved', true],
    ['approved', 'disapproved', true],
    ['blocked', 'disapproved', false],
    ['pending', 'blocked', true],
    ['approved', 'blocked', true],
    ['disapproved', 'blocked', true],
    ['approved', 'pending', false],
    ['blocked', 'pending', false],
    ['disapproved', 'pending', false],
  ];

  it.each(cases)('%s -> %s allowed: %s', async (from, to, allowed) => {
    const { user } = await createUser({ status: from });
    const res = await setStatus(user.id, to, 'en');
    if (allowed) {
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(to);
    } else {
      expectError(res, 409, 'INVALID_TRANSITION');
      expect(res.body.error.message).toBe(`A user with status "${from}" cannot be changed to "${to}"`);
    }
    await user.reload();
    expect(user.status).toBe(allowed ? to : from);
  });

  it('keeps the same status as a no-op (react-admin sends the whole record)', async () => {
    const { user } = await createUser({ status: 'approved' });
    const res = await call('PUT', `/api/users/${user.id}`, {
      token: await adminToken(),
      body: { ...user.toFormattedJSON(), status: 'approved' },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('approved');
    expect(await mailsTo(user.email, 'approved')).toHaveLength(0);
  });

  it('emails the user when a pending account is approved, and only then', async () => {
    const { user } = await createUser({ status: 'pending', language: 'en' });
    expect((await setStatus(user.id, 'approved')).status).toBe(200);
    const mails = await mailsTo(user.email, 'approved');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your Platea account has been approved');
    const { user: unblocked } = await createUser({ status: 'blocked' });
    expect((await setStatus(unblocked.id, 'approved')).status).toBe(200);
    expect(await mailsTo(unblocked.email, 'approved')).toHaveLength(0);
  });

  it('blocking revokes the sessions; unblocking lets the user sign in again', async () => {
    const { user, token } = await signedIn();
    expect((await me(token)).status).toBe(200);
    const res = await setStatus(user.id, 'blocked');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'blocked', approved: false });
    expect(await AuthToken.count({ where: { userId: user.id, kind: 'session' } })).toBe(0);
    expectError(await me(token), 401, 'AUTH_REQUIRED');
    expectError(
      await call('POST', '/api/auth/login', { body: { email: user.email, password: STRONG_PASSWORD } }),
      403,
      'ACCOUNT_BLOCKED',
    );

    expect((await setStatus(user.id, 'approved')).status).toBe(200);
    // The old session stays revoked; a new login works.
    expectError(await me(token), 401, 'AUTH_REQUIRED');
    expect((await me(await login(user.email, STRONG_PASSWORD))).status).toBe(200);
  });

  it('disapproving revokes the sessions too', async () => {
    const { user, token } = await signedIn();
    expect((await setStatus(user.id, 'disapproved')).status).toBe(200);
    expectError(await me(token), 401, 'AUTH_REQUIRED');
    expectError(
      await call('POST', '/api/auth/login', { body: { email: user.email, password: STRONG_PASSWORD } }),
      401,
      'LOGIN_FAILED',
    );
  });

  it('changes roles and clears a pending organizer request when granting PRODUCER', async () => {
    const { user } = await createUser();
    await user.update({ organizerRequestedAt: new Date() });
    const res = await call('PUT', `/api/users/${user.id}`, {
      token: await adminToken(),
      body: { roles: ['USER', 'PRODUCER', 'PRODUCER'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.roles).toEqual(['USER', 'PRODUCER']);
    expect(res.body.organizerRequestedAt).toBeNull();
  });
});

describe('administrators and their own account', () => {
  it('cannot block, disapprove, delete or demote themselves', async () => {
    const { user, token } = await signedIn('ADMIN');
    for (const status of ['blocked', 'disapproved']) {
      const res = await call('PUT', `/api/users/${user.id}`, { token, body: { status } });
      expectError(res, 409, 'CANNOT_CHANGE_OWN_ACCOUNT');
    }
    expectError(
      await call('PUT', `/api/users/${user.id}`, { token, body: { roles: ['USER'] } }),
      409,
      'CANNOT_CHANGE_OWN_ACCOUNT',
    );
    expectError(await call('DELETE', `/api/users/${user.id}`, { token }), 409, 'CANNOT_CHANGE_OWN_ACCOUNT');
    await user.reload();
    expect(user.status).toBe('approved');
    expect(user.roles).toEqual(['ADMIN']);
    expect((await me(token)).status).toBe(200);
    // Saving their own record unchanged is fine.
    const same = await call('PUT', `/api/users/${user.id}`, {
      token,
      body: { status: 'approved', roles: ['ADMIN'] },
    });
    expect(same.status).toBe(200);
  });

  it('may act on another administrator', async () => {
    const { user: other, token: otherToken } = await signedIn('ADMIN');
    expect((await setStatus(other.id, 'blocked')).status).toBe(200);
    expectError(await me(otherToken), 401, 'AUTH_REQUIRED');
  });
});

describe('DELETE /api/users/:id', () => {
  it('marks the user deleted, revokes the sessions and keeps the email reserved', async () => {
    const { user, token } = await signedIn();
    const res = await call('DELETE', `/api/users/${user.id}`, { token: await adminToken() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, status: 'deleted' });
    await user.reload();
    expect(user.status).toBe('deleted');
    expect(await AuthToken.count({ where: { userId: user.id } })).toBe(0);
    expectError(await me(token), 401, 'AUTH_REQUIRED');
    expectError(
      await call('POST', '/api/auth/login', { body: { email: user.email, password: STRONG_PASSWORD } }),
      401,
      'LOGIN_FAILED',
    );
    const again = signupBody({ email: user.email, emailConfirm: user.email });
    // Sign-up answers as for any address (no account is revealed), and a deleted account is not mailed.
    expect((await call('POST', '/api/auth/signup', { body: again })).status).toBe(201);
    expect(await User.count({ where: { email: user.email } })).toBe(1);
    expect(await mailsTo(user.email, 'accountExists')).toHaveLength(0);
    // Still readable by the administrator.
    expect((await call('GET', `/api/users/${user.id}`, { token: await adminToken() })).body.status).toBe(
      'deleted',
    );
  });

  it('refuses to change or delete a deleted user', async () => {
    const { user } = await createUser({ status: 'deleted' });
    expectError(await setStatus(user.id, 'approved'), 409, 'USER_DELETED');
    const roles = await call('PUT', `/api/users/${user.id}`, {
      token: await adminToken(),
      body: { roles: ['ADMIN'] },
    });
    expectError(roles, 409, 'USER_DELETED');
    expectError(
      await call('DELETE', `/api/users/${user.id}`, { token: await adminToken() }),
      409,
      'USER_DELETED',
    );
    await user.reload();
    expect([user.status, user.roles]).toEqual(['deleted', ['USER']]);
  });
});
