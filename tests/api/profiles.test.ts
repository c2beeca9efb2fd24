import { describe, expect, it } from 'vitest';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { createUser, signedIn } from './helpers/users.ts';

describe('GET /api/profiles/:id', () => {
  it('shows a public profile to anybody, without private or billing data', async () => {
    const { user } = await createUser();
    await user.update({
      publicProfile: true,
      name: 'Lucía',
      description: 'Directora',
      billingNif: '12345678Z',
    });
    const res = await call('GET', `/api/profiles/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, name: 'Lucía', description: 'Directora', own: false });
    const json = JSON.stringify(res.body);
    expect(json).not.toContain(user.email);
    expect(json).not.toContain('12345678Z');
    expect(json).not.toContain('scrypt');
  });

  it('says a hidden profile is not public, in the visitor language, but shows it to its owner', async () => {
    const { user, token } = await signedIn();
    expectError(await call('GET', `/api/profiles/${user.id}`), 404, 'PROFILE_NOT_PUBLIC');
    const en = await call('GET', `/api/profiles/${user.id}`, { lang: 'en' });
    expect(en.body.error.message).toBe('This profile is not public');
    const own = await call('GET', `/api/profiles/${user.id}`, { token });
    expect(own.status).toBe(200);
    expect(own.body.own).toBe(true);
  });

  it('hides deleted, blocked and never-activated accounts as if they did not exist', async () => {
    for (const opts of [
      { status: 'deleted' as const },
      { status: 'blocked' as const },
      { activated: false },
    ]) {
      const { user } = await createUser(opts);
      await user.update({ publicProfile: true });
      expectError(await call('GET', `/api/profiles/${user.id}`), 404, 'NOT_FOUND');
    }
    expectError(await call('GET', '/api/profiles/abc'), 400, 'INVALID_PARAMETER', 'id');
  });
});
